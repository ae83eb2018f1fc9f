import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient } from '../server/postgres/with-client.ts';
import { fillShop, lastLine, npmRun } from './backup-round-trip.ts';
import { startShopCluster, type ShopCluster } from './shop-cluster.ts';

/**
 * `npm run backup` and `npm run restore` on Debian's PostgreSQL (DATABASE_URL): an order, a return
 * photo and a signed-in session survive a backup, a wipe and a restore, and the shop starts on the
 * restored database.
 */

let cluster: ShopCluster;
let db: pg.Pool;
beforeAll(async () => {
  cluster = await startShopCluster(1);
  db = new pg.Pool({ connectionString: cluster.postgres.url, max: 1 });
});
afterAll(async () => {
  await db?.end();
  await cluster?.close();
});

describe('backup and restore', () => {
  it('keeps orders, return photos and sessions through a backup, a wipe and a restore', async () => {
    const [instance] = cluster.instances;
    const kept = await fillShop(instance!.url, cluster.mailbox, cluster.stripe, db);
    const env = { DATABASE_URL: cluster.postgres.appUrl, DATABASE_OWNER_URL: cluster.postgres.ownerUrl, DATA_DIR: path.join(cluster.dir, 'owner'), PG_BIN_DIR: '' };

    const file = path.join(cluster.dir, 'backups', 'shop.dump');
    const backup = await npmRun('backup', [file], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(lastLine(backup)).toBe(file);
    expect(existsSync(file)).toBe(true);

    // Into a database that holds a shop: refused, and nothing changes.
    const refused = await npmRun('restore', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a shop: restoring into it would mix two shops\. Run `npm run restore -- FILE --replace`/);

    // The shop stops, its database is wiped by the tables' owner, and the backup goes back.
    expect(await instance!.stop(), await instance!.logTail()).toBe(0);
    await withClient(cluster.postgres.ownerUrl, (owner) => owner.query('drop schema pgboss cascade; drop schema public cascade; create schema public'));
    const restored = await npmRun('restore', [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    // And again over itself, told to replace it.
    expect((await npmRun('restore', [file, '--replace'], env)).code).toBe(0);

    await instance!.start();
    await kept.expectKept();
  });
});
