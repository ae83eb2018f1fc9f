/**
 * `npm run db:migration:create`: writes a migration for whatever the entities changed.
 * It needs no database of yours: it applies the committed migrations to a throw-away embedded
 * cluster and diffs the entities against that, so the new file holds exactly the change.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import config from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'shop-migration-'));
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
try {
  const orm = await MikroORM.init({ ...config, clientUrl: db.ownerUrl, debug: false });
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
    console.log(result.fileName ? `Created migrations/${result.fileName}` : 'No changes: the entities match the migrations.');
  } finally {
    await orm.close();
  }
} finally {
  await db.stop();
  await rm(scratch, { recursive: true, force: true });
}
