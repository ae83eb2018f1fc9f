import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { ENTITIES, ROUTINES } from './server/modules/entities.ts';

/**
 * The one ORM configuration, shared by the server, the tests and the MikroORM CLI.
 * The connection is added at run time (server/db.ts); for the CLI, set DATABASE_URL.
 */
export default defineConfig({
  clientUrl: process.env.DATABASE_URL,
  entities: ENTITIES,
  routines: ROUTINES,
  extensions: [Migrator],
  migrations: {
    path: 'migrations',
    glob: '!(*.d).{js,ts}',
    transactional: true,
    allOrNothing: true,
    snapshot: false,
    emit: 'ts',
  },
  // Entities are listed explicitly; never scan folders or rely on reflect-metadata.
  discovery: { warnWhenNoEntities: true },
});
