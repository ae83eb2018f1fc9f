import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOf } from '../server/test/return-fixtures.ts';
import { checkOut, Shopper, signUp } from './client.ts';
import { ADMIN, startShopCluster, type ShopCluster } from './shop-cluster.ts';

/**
 * `npm run backup` and `npm run restore` on Debian's PostgreSQL (DATABASE_URL): an order, a return
 * photo and a signed-in session survive a backup, a wipe and a restore, and the shop starts on the
 * restored database.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

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

/** An npm script as the owner runs it, on the cluster's database: its exit code and output. */
async function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  return run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: cluster.postgres.url, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('backup and restore', () => {
  it('keeps orders, return photos and sessions through a backup, a wipe and a restore', async () => {
    const [instance] = cluster.instances;
    const admin = await signUp(cluster.mailbox, new Shopper(instance!.url, '198.51.100.9'), ADMIN);
    const email = 'kept@backup.example';
    const shopper = new Shopper(instance!.url, '203.0.113.9');
    const { rows } = await db.query<{ id: number }>('update products set inventory = 5 where id = (select min(id) from products) returning id');
    await shopper.post('/api/cart', { productId: rows[0]!.id, quantity: 1 });
    const { order } = await checkOut(cluster.stripe, shopper, email);
    expect(order).toBeDefined();
    const item = (await db.query<{ id: number }>('select i.id from order_items i join orders o on o.id = i.order_id where o.order_number = $1', [order])).rows[0]!;
    const photo = await photoOf('jpeg');
    const form = new FormData();
    for (const [name, value] of Object.entries({ orderNumber: order!, customerEmail: email, orderItemId: String(item.id), reason: 'defective' })) form.append(name, value);
    form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
    expect((await shopper.request('POST', '/api/returns/request', form)).status).toBe(201);
    const photoId = (await db.query<{ id: number }>('select id from return_photos')).rows[0]!.id;
    const photoBytes = async () => {
      const answer = await admin.get(`/api/admin/return-photos/${photoId}`);
      return { status: answer.status, length: answer.text.length };
    };
    const before = await photoBytes();
    expect(before.status).toBe(200);

    const file = path.join(cluster.dir, 'backups', 'shop.dump');
    const backup = await npmRun('backup', [file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout.trim().split('\n').at(-1)).toBe(file);
    expect(existsSync(file)).toBe(true);

    // Into a database that holds a shop: refused, and nothing changes.
    const refused = await npmRun('restore', [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a shop: restoring into it would mix two shops\. Run `npm run restore -- FILE --replace`/);

    // The shop stops, its database is wiped, and the backup goes back.
    expect(await instance!.stop()).toBe(0);
    await db.query('drop schema pgboss cascade; drop schema public cascade; create schema public');
    const restored = await npmRun('restore', [file]);
    expect(restored.code, restored.stderr).toBe(0);
    // And again over itself, told to replace it.
    expect((await npmRun('restore', [file, '--replace'])).code).toBe(0);

    await instance!.start();
    expect((await admin.get('/api/auth/user')).json()).toMatchObject({ email: ADMIN });
    expect(await photoBytes()).toEqual(before);
    const orders = await admin.get(`/api/admin/orders?q=${order}`);
    expect(orders.status).toBe(200);
    expect(orders.text).toContain(order!);
    // The restored shop takes orders.
    await shopper.post('/api/cart', { productId: rows[0]!.id, quantity: 1 });
    expect((await checkOut(cluster.stripe, shopper, email)).order).toBeDefined();
  });
});
