import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { expect } from 'vitest';
import type { TestMailbox } from '../server/test/mailbox.ts';
import type { StripeStandin } from '../server/test/stripe-standin.ts';
import { photoOf } from '../server/test/return-fixtures.ts';
import { checkOut, Shopper, signUp } from './client.ts';
import { ADMIN } from './shop-cluster.ts';

/**
 * What a backup must keep, for the round trips of cluster/backup.test.ts (DATABASE_URL) and
 * cluster/embedded-backup.test.ts (DATA_DIR): an order with a return photo, and a signed-in admin.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

export interface NpmResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** An npm script as the owner runs it, with `env` over the test's environment: its exit code and output. */
export async function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<NpmResult> {
  return run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: NpmResult) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** The last line a script printed: the backup's path, what the restore did. */
export const lastLine = (result: NpmResult) => result.stdout.trim().split('\n').at(-1);

export interface KeptShop {
  /** Checks, on the shop started on the restored database, that all of it is there and that it takes orders. */
  expectKept(): Promise<void>;
}

/** Fills the shop at `url` (its database reached by `db`, paying at `stripe`) with what a backup must keep. */
export async function fillShop(url: string, mailbox: TestMailbox, stripe: StripeStandin, db: pg.Pool): Promise<KeptShop> {
  const admin = await signUp(mailbox, new Shopper(url, '198.51.100.9'), ADMIN);
  const email = 'kept@backup.example';
  const shopper = new Shopper(url, '203.0.113.9');
  const { rows } = await db.query<{ id: number }>('update products set inventory = 5 where id = (select min(id) from products) returning id');
  const productId = rows[0]!.id;
  await shopper.post('/api/cart', { productId, quantity: 1 });
  const { order } = await checkOut(stripe, shopper, email);
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

  return {
    async expectKept() {
      expect((await admin.get('/api/auth/user')).json()).toMatchObject({ email: ADMIN });
      expect(await photoBytes()).toEqual(before);
      const orders = await admin.get(`/api/admin/orders?q=${order}`);
      expect(orders.status).toBe(200);
      expect(orders.text).toContain(order!);
      await shopper.post('/api/cart', { productId, quantity: 1 });
      expect((await checkOut(stripe, shopper, email)).order).toBeDefined();
    },
  };
}
