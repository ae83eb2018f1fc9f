import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/backup/database-access.ts';
import { freePort } from '../server/postgres/free-port.ts';
import { TestMailbox } from '../server/test/mailbox.ts';
import { StripeStandin } from '../server/test/stripe-standin.ts';
import { fillShop, lastLine, npmRun } from './backup-round-trip.ts';
import { checkOut, Shopper } from './client.ts';
import { instanceEnv, shopInstance, type Instance } from './shop-cluster.ts';

/**
 * `npm run backup` and `npm run restore` on the embedded database (no DATABASE_URL) of a fresh
 * DATA_DIR, with no PostgreSQL client anywhere (PG_BIN_DIR names an empty folder): a hot base backup
 * while orders are being placed, restored into a new DATA_DIR whose shop holds every order committed
 * before the backup began, the return photo and the admin's session, and takes a new order; then a
 * restore to a chosen moment from the WAL archive, between two orders.
 */

let dir: string;
let mailbox: TestMailbox;
let stripe: StripeStandin;
const shops: Instance[] = [];
const opened: Database[] = [];
const pools: pg.Pool[] = [];
let restoredShop: { shop: Instance; db: pg.Pool } | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-embedded-backup-'));
  mailbox = await new TestMailbox().start();
  stripe = await new StripeStandin().start();
  await mkdir(path.join(dir, 'no-tools'));
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  for (const database of opened) await database.close();
  for (const shop of shops) await shop.stop();
  await mailbox?.close();
  await stripe?.close();
  // The clusters and archives may live elsewhere, DATA_DIR's folders symlinks to them (postgres/cluster-location.ts).
  for (const data of ['a', 'b']) {
    for (const inner of ['postgres', 'backups/wal']) {
      const target = await realpath(path.join(dir, data, inner)).catch(() => undefined);
      if (target) await rm(target, { recursive: true, force: true });
    }
  }
  await rm(dir, { recursive: true, force: true });
});

/** The settings of a shop on DATA_DIR `name`, as its owner runs it and its scripts: no pg_dump anywhere. */
const ownerEnv = (name: string) => ({ DATABASE_URL: '', DATA_DIR: path.join(dir, name), PG_BIN_DIR: path.join(dir, 'no-tools'), BACKUP_DIR: '', WAL_ARCHIVE: '' });

/** A shop on DATA_DIR `name` (on `port`: a shopper's cookies go to the same address whichever DATA_DIR serves it). */
async function startShop(name: string, port: number): Promise<{ shop: Instance; db: pg.Pool }> {
  const shop = shopInstance(port, { ...instanceEnv(mailbox), ...stripe.env, ...ownerEnv(name) }, path.join(dir, `${name}.log`));
  shops.push(shop);
  await shop.start();
  return { shop, db: await connect(name) };
}

/** The running shop's cluster on DATA_DIR `name`, as its superuser (the port changes at every start). */
async function connect(name: string): Promise<pg.Pool> {
  const database = await openDatabase({ ...ownerEnv(name), BACKUP_DIR: path.join(dir, name, 'backups'), WAL_ARCHIVE: true, PG_BIN_DIR: undefined }, { create: false });
  opened.push(database);
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  // Its idle connections end when the shop stops its cluster.
  db.on('error', () => {});
  pools.push(db);
  return db;
}

const orderNumbers = async (db: pg.Pool) => (await db.query<{ order_number: string }>('select order_number from orders order by order_number')).rows.map((row) => row.order_number);

/** Puts `count` of the first print in stock and places an order for one, as a guest; its number. */
async function placeOrder(shop: Instance, db: pg.Pool, visitor: number): Promise<string> {
  await db.query('update products set inventory = 1000 where id = (select min(id) from products)');
  const shopper = new Shopper(shop.url, `203.0.113.${visitor % 250}`);
  const { rows } = await db.query<{ id: number }>('select min(id) as id from products');
  await shopper.post('/api/cart', { productId: rows[0]!.id, quantity: 1 });
  const { order } = await checkOut(stripe, shopper, `buyer${visitor}@backup.example`);
  expect(order).toBeDefined();
  return order!;
}

describe('backup and restore of the embedded database, with nothing installed', () => {
  it('backs up while orders are placed; restored into a new DATA_DIR, the shop holds every order committed before the backup began', { timeout: 10 * 60_000 }, async () => {
    const port = await freePort();
    const { shop, db } = await startShop('a', port);
    const kept = await fillShop(shop.url, mailbox, stripe, db);

    // Orders keep coming while the backup runs.
    let placing = true;
    let placed = 0;
    const orders = (async () => {
      while (placing) await placeOrder(shop, db, (placed += 1));
    })();
    while (placed < 3) await sleep(50);
    const before = await orderNumbers(db);
    const backup = await npmRun('backup', [], ownerEnv('a'));
    const during = placed;
    placing = false;
    await orders;
    expect(backup.code, backup.stderr).toBe(0);
    const file = lastLine(backup)!;
    expect(path.dirname(file)).toBe(path.join(dir, 'a', 'backups'));
    expect(path.basename(file)).toMatch(/^canvas-shop-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    // Orders were placed while the backup ran (a few, on this machine).
    expect(during).toBeGreaterThan(3);
    const checksum = (await readFile(`${file}.sha256`, 'utf8')).trim();
    expect(checksum).toMatch(new RegExp(`^[0-9a-f]{64}  ${path.basename(file)}$`));

    // A damaged copy is refused before anything is written.
    const damaged = path.join(dir, path.basename(file));
    await copyFile(file, damaged);
    await copyFile(`${file}.sha256`, `${damaged}.sha256`);
    const handle = await open(damaged, 'r+');
    await handle.write(Buffer.from([0x42]), 0, 1, 4096);
    await handle.close();
    const refused = await npmRun('restore', [damaged], ownerEnv('b'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is damaged: its SHA-256 is');
    expect(existsSync(path.join(dir, 'b', 'postgres.password'))).toBe(false);

    expect(await shop.stop(), await shop.logTail()).toBe(0);
    const restored = await npmRun('restore', [file], ownerEnv('b'));
    expect(restored.code, restored.stderr).toBe(0);
    expect(lastLine(restored)).toContain(`into ${path.join(dir, 'b', 'postgres')}`);
    const again = await npmRun('restore', [file], ownerEnv('b'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database: restoring into it would mix two shops');

    restoredShop = await startShop('b', port);
    expect(await orderNumbers(restoredShop.db)).toEqual(expect.arrayContaining(before));
    await kept.expectKept();
  });

  it('restores to a chosen moment from the WAL archive: of three orders, a restore to between the second and the third holds the first two', { timeout: 5 * 60_000 }, async () => {
    const { shop, db } = restoredShop!;
    const backup = await npmRun('backup', [], ownerEnv('b'));
    expect(backup.code, backup.stderr).toBe(0);
    const first = await placeOrder(shop, db, 101);
    await sleep(1500);
    const second = await placeOrder(shop, db, 102);
    await sleep(1500);
    const moment = new Date();
    await sleep(1500);
    const third = await placeOrder(shop, db, 103);
    const all = await orderNumbers(db);
    expect(await shop.stop(), await shop.logTail()).toBe(0);

    // The minute asked for lies after the last archived segment: the cluster's own pg_wal is saved into the archive first.
    const atMoment = moment.toISOString().replace('Z', '+00:00');
    const restored = await npmRun('restore', [lastLine(backup)!, '--replace', '--to', atMoment], ownerEnv('b'));
    expect(restored.code, restored.stderr).toBe(0);
    expect(lastLine(restored)).toContain(`as it was at ${moment.toISOString()}`);

    await shop.start();
    const restoredDb = await connect('b');
    const after = await orderNumbers(restoredDb);
    expect(after).toEqual(all.filter((order) => order !== third));
    expect(after).toEqual(expect.arrayContaining([first, second]));
    // And it goes on taking orders, on a timeline of its own.
    await placeOrder(shop, restoredDb, 104);
  });
});
