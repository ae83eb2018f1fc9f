import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/backup/database-access.ts';
import { freePort } from '../server/free-port.ts';
import { TestMailbox } from '../server/test/mailbox.ts';
import { StripeStandin } from '../server/test/stripe-standin.ts';
import { fillShop, lastLine, npmRun } from './backup-round-trip.ts';
import { instanceEnv, shopInstance, type Instance } from './shop-cluster.ts';

/**
 * `npm run backup:tools`, `npm run backup` and `npm run restore` on the embedded database (no
 * DATABASE_URL): without pg_dump 18 the backup names the command that builds it; built, an order, a
 * return photo and a signed-in session survive a backup (shop running, and shop stopped), a wipe
 * of DATA_DIR's database and a restore, and the shop starts on the restored DATA_DIR.
 *
 * The build (a few minutes) goes to node_modules/.cache, so a second run reuses it: a fresh
 * clone builds it, as an owner does once.
 */

const TOOLS_HOME = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'canvas-shop-cluster-tools');

let dir: string;
let mailbox: TestMailbox;
let stripe: StripeStandin;
let shop: Instance;
let database: Database | undefined;
let db: pg.Pool | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-embedded-backup-'));
  mailbox = await new TestMailbox().start();
  stripe = await new StripeStandin().start();
});
afterAll(async () => {
  await db?.end();
  await database?.close();
  await shop?.stop();
  await mailbox?.close();
  await stripe?.close();
  // The cluster may live elsewhere, DATA_DIR/postgres a symlink to it (postgres/cluster-location.ts).
  const cluster = await realpath(path.join(dir, 'data', 'postgres')).catch(() => undefined);
  if (cluster) await rm(cluster, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('builds pg_dump 18 when asked, and keeps orders, return photos and sessions through a backup, a wipe and a restore', { timeout: 30 * 60_000 }, async () => {
    const dataDir = path.join(dir, 'data');
    const owner = { DATABASE_URL: '', DATA_DIR: dataDir, PG_BIN_DIR: '' };
    shop = shopInstance(await freePort(), { ...instanceEnv(mailbox), ...stripe.env, ...owner }, path.join(dir, 'shop.log'));
    await shop.start();
    database = await openDatabase(owner, { create: false });
    expect(database.servedByRunningShop).toBe(true);
    db = new pg.Pool({ connectionString: database.url, max: 1 });
    const kept = await fillShop(shop.url, mailbox, stripe, db);
    await db.end();
    db = undefined;

    // Without pg_dump 18 (PG_BIN_DIR set to a folder without it, whatever this machine has), the
    // backup says how to get it.
    const empty = path.join(dir, 'no-tools');
    await mkdir(empty);
    const missing = await npmRun('backup', [], { ...owner, PG_BIN_DIR: empty });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('pg_dump 18 or newer is needed for this PostgreSQL 18 database');
    expect(missing.stderr).toContain('Build it with `npm run backup:tools`');

    // Built (or found built) in a DATA_DIR of the test's own, then found in this DATA_DIR's tool cache.
    const tools = await npmRun('backup:tools', [], { DATA_DIR: TOOLS_HOME });
    expect(tools.code, tools.stderr).toBe(0);
    const bin = lastLine(tools)!;
    expect(bin).toMatch(/postgres-tools\/postgresql-18\.\d+\/bin$/);
    await symlink(path.join(TOOLS_HOME, 'postgres-tools'), path.join(dataDir, 'postgres-tools'));

    // While the shop runs: from its running cluster.
    const running = await npmRun('backup', [], owner);
    expect(running.code, running.stderr).toBe(0);
    const file = lastLine(running)!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(existsSync(file)).toBe(true);

    // With the shop stopped: the cluster is started for the backup, and stopped after it.
    expect(await shop.stop()).toBe(0);
    const stopped = await npmRun('backup', [path.join(dir, 'stopped.dump')], owner);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(lastLine(stopped)).toBe(path.join(dir, 'stopped.dump'));
    expect(existsSync(path.join(await realpath(path.join(dataDir, 'postgres')), 'postmaster.pid'))).toBe(false);

    // The database is wiped (the whole cluster and its password), and the first backup restored into
    // a new one, with the tools named by PG_BIN_DIR.
    await rm(await realpath(path.join(dataDir, 'postgres')), { recursive: true, force: true });
    await rm(path.join(dataDir, 'postgres'), { recursive: true, force: true });
    await rm(path.join(dataDir, 'postgres.password'));
    const restored = await npmRun('restore', [file], { ...owner, PG_BIN_DIR: bin });
    expect(restored.code, restored.stderr).toBe(0);
    const again = await npmRun('restore', [file], owner);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a shop/);

    await shop.start();
    await kept.expectKept();
  });
});
