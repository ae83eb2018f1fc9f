import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { RefreshCategoryListings } from './server/modules/catalogue/category-listings.routine.ts';
import { ProductSortPrice } from './server/modules/catalogue/product-sort-price.routine.ts';
import { ENTITIES } from './server/modules/entities.ts';

/**
 * The one ORM configuration, shared by the server, the tests and the MikroORM CLI.
 * The connection is added at run time (server/db.ts); for the CLI, set DATABASE_URL.
 */
export default defineConfig({
  clientUrl: process.env.DATABASE_URL,
  entities: ENTITIES,
  routines: [ProductSortPrice, RefreshCategoryListings],
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
