import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from '../e2e/shop-process.ts';
import { databaseUrls, postgresUrl } from './test/database.ts';
import { TEMPLATE_DATABASE } from './test/database-names.ts';
import { TestMailbox } from './test/mailbox.ts';

/**
 * A crash delays a confirmation e-mail and never loses or doubles it: the real shop runs in a child
 * process, takes a burst of orders and is killed with SIGKILL in the middle of it; started again on the
 * same database, it works off its queue, and every order that was committed has exactly one
 * confirmation at the SMTP peer. The database is a clone of the migrated template in the test run's
 * own cluster (DATABASE_URL), so only the shop is killed, never PostgreSQL.
 *
 * The one gap the shop cannot close (mail-queue.ts: killed after the mail server's 250 and before the
 * worker records the send) is kept out of the kill's way, so the test says the same every run: before
 * killing, the SMTP peer stops answering, and the kill waits until every message it did answer is
 * recorded as sent. Messages left unanswered at the kill, and jobs the dead worker held, are what the
 * restarted shop must finish.
 */

const SHOPPERS = 40;
/** Shoppers arrive this far apart, so the queue is sending earlier confirmations while later orders come in. */
const ARRIVAL_MS = 100;
/** Orders answered before the kill: the burst is half done, with more in flight. */
const KILL_AFTER_ORDERS = 20;

const database = `crash_${process.env.VITEST_POOL_ID ?? '0'}`;
let admin: pg.Client;
let shopDatabase: { url: string; ownerUrl: string };
let mailbox: TestMailbox;
let dataDir: string;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  shopDatabase = databaseUrls(database);
  mailbox = await new TestMailbox().start();
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-crash-'));
});
afterAll(async () => {
  await mailbox?.close();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The real shop (startShop, API only) in a child process, on the test's database and SMTP peer. Its
 * queue looks for a dead worker's jobs every second and retries them a second or two later (rather
 * than 10 s and 30-60 s), so the restarted shop takes them over once their 10 s heartbeat has lapsed.
 */
const startShop = () =>
  startShopProcess(
    {
      NODE_ENV: 'production',
      DATABASE_URL: shopDatabase.url,
      DATABASE_OWNER_URL: shopDatabase.ownerUrl,
      SMTP_URL: mailbox.smtpUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      JOB_SUPERVISE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
    },
    { dataDir, serveClient: false },
  );

/** One guest's whole checkout over HTTP with the demo card; resolves when the order was answered. */
async function checkout(baseUrl: string, productId: number, index: number): Promise<void> {
  let cookie = '';
  const call = async (method: string, url: string, body: object) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const email = `crash-${index}@example.com`;
  await call('POST', '/api/cart', { productId, quantity: 1 });
  const intent = await call('POST', '/api/create-payment-intent', {
    country: 'US',
    email,
    shipping: { name: 'Ada Lovelace', address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } },
  });
  const paid = (await call('POST', '/trpc/checkout.confirmDemoPayment', {
    json: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' },
  })) as { result: { data: { json: { paymentIntentId: string } } } };
  await call('POST', '/api/orders', { paymentIntentId: paid.result.data.json.paymentIntentId, guestEmail: email });
}

/** The key a queued mail carries in its Message-ID, <key@domain>, as the sent_emails table records it. */
const keyOf = (raw: string) => /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1];

/** See the note at the top: hold the 250s, wait for every answered message to be recorded, then SIGKILL. */
async function killOutsideTheWindow(shop: ShopProcess, shopDb: pg.Client) {
  mailbox.hold();
  const answered = mailbox.received.map((mail) => keyOf(mail.raw)).filter((key): key is string => key !== undefined);
  for (;;) {
    const { rows } = await shopDb.query<{ n: number }>('select count(*)::int as n from sent_emails where message_id = any($1)', [answered]);
    if (rows[0]!.n === answered.length) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await shop.kill();
  mailbox.dropHeld();
}

const confirmationsOf = (orderNumber: string) =>
  mailbox.received.filter((mail) => mail.raw.includes(`Subject: Your Canvas & Light order ${orderNumber}`));

describe('the mail queue across a crash', () => {
  it('sends every committed order exactly one confirmation after the shop is killed mid-burst and restarted', { timeout: 240_000 }, async () => {
    const shopDb = new pg.Client({ connectionString: shopDatabase.url });
    await shopDb.connect();
    try {
      const product = await shopDb.query<{ id: number }>(
        `insert into products (title, price, inventory, variants) values ('Harbour at Dusk', '120.00', 1000,
           '[{"id":"24x16","size":"24\\"x16\\"","price":"120.00","isDefault":true,"mockupImages":[],"dimensions":null}]')
         returning id`,
      );
      const productId = product.rows[0]!.id;

      const first = await startShop();
      let answered = 0;
      let killed = false;
      const burst = Promise.allSettled(
        Array.from({ length: SHOPPERS }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * ARRIVAL_MS));
          await checkout(first.baseUrl, productId, index);
          answered += 1;
          if (answered >= KILL_AFTER_ORDERS && !killed) {
            killed = true;
            await killOutsideTheWindow(first, shopDb);
          }
        }),
      );
      await burst;
      expect(killed).toBe(true);

      const second = await startShop();
      // Read once the killed shop's connections are long gone: a commit it had sent has landed by now.
      const orders = (await shopDb.query<{ order_number: string }>('select order_number from orders')).rows.map((row) => row.order_number);
      expect(orders.length).toBeGreaterThanOrEqual(KILL_AFTER_ORDERS);
      const sentBeforeRestart = orders.filter((number) => confirmationsOf(number).length > 0).length;
      // The restarted shop works off the queue, including the jobs the killed one had in hand: once
      // their heartbeats are missed they run again, and find their mail sent or send it now.
      const unfinished = async () =>
        (
          await shopDb.query<{ n: number }>(
            `select count(*)::int as n from pgboss.job where name = 'mail.send' and state in ('created', 'retry', 'active')`,
          )
        ).rows[0]!.n;
      while (orders.some((number) => confirmationsOf(number).length === 0) || (await unfinished()) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await second.stop();

      expect(orders.map((number) => [number, confirmationsOf(number).length])).toEqual(orders.map((number) => [number, 1]));
      // No e-mail for an order that was not committed.
      expect(mailbox.received.filter((mail) => mail.raw.includes('Subject: Your Canvas & Light order'))).toHaveLength(orders.length);
      console.log(
        `crash test: ${orders.length} orders committed before the kill, ${sentBeforeRestart} of them confirmed before it; each confirmed exactly once after the restart`,
      );
    } finally {
      await shopDb.end();
    }
  });
});
