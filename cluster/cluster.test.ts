import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LOADS_PER_IP } from '../server/http/client-app.ts';
import { IP_LIMIT_SLACK } from '../server/http/ip-limit.ts';
import { photoOf } from '../server/test/return-fixtures.ts';
import { checkOut, openPayment, Shopper, signUp } from './client.ts';
import { ADMIN, startShopCluster, type ShopCluster } from './shop-cluster.ts';

/**
 * Three instances of the shop on Debian's PostgreSQL behind nginx (deploy/nginx-canvas-shop.conf),
 * as deploy/ sets them up: what holds across instances, a race for the last prints and coupon uses,
 * a database restart and a rolling restart under load.
 */

let cluster: ShopCluster;
let db: pg.Pool;
let admin: Shopper;

beforeAll(async () => {
  cluster = await startShopCluster(3);
  db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  // The test restarts PostgreSQL: the pool's idle connections are cut, and it opens new ones.
  db.on('error', () => {});
  admin = await signUp(cluster.mailbox, new Shopper(cluster.url, '198.51.100.2'), ADMIN);
});
afterAll(async () => {
  await db?.end();
  await cluster?.close();
});

const scalar = async (sql: string, params: unknown[] = []) => Number(Object.values((await db.query(sql, params)).rows[0] as object)[0]);

/** Polls until `done` (jobs run on whichever instance takes them); a minute at most, then the test's assertions say what is missing. */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

let productsTaken = 0;

/** Another product of the demo catalogue, now with `inventory` prints. */
async function productWithStock(inventory: number): Promise<number> {
  const id = await scalar('select id from products where not hidden and printify_id is null order by id offset $1 limit 1', [productsTaken++]);
  await db.query('update products set inventory = $2, reserved = 0 where id = $1', [id, inventory]);
  return id;
}

/** The request statuses of a steady load (reads and bag writes through nginx) while `during` runs. */
async function underLoad(during: () => Promise<void>, workers = 6): Promise<{ ok: number; failed: string[] }> {
  const product = await productWithStock(10_000);
  let running = true;
  const result = { ok: 0, failed: [] as string[] };
  const loop = async (n: number) => {
    const shopper = new Shopper(cluster.url, `192.0.2.${n + 1}`);
    for (let i = 0; running; i += 1) {
      const [path, answer] =
        i % 3 === 2
          ? ['POST /api/cart', await shopper.post('/api/cart', { productId: product, quantity: 1 }).catch((error: Error) => ({ status: 0, text: error.message }))]
          : ['GET /api/products', await shopper.get('/api/products?limit=4').catch((error: Error) => ({ status: 0, text: error.message }))];
      if (answer.status === 200) result.ok += 1;
      else result.failed.push(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      // Each bag line stays under 99.
      if (i % 150 === 149) shopper.cookie = undefined;
    }
  };
  const loops = Array.from({ length: workers }, (_, n) => loop(n));
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return result;
}

describe('three instances behind nginx', () => {
  it("serve as deploy/database-roles.sql's app role, which cannot get round the audit trail's trigger", async () => {
    // Besides the test's own (the superuser's): the owner's connections (migrations, grants) closed once each instance started.
    const roles = await db.query<{ usename: string }>(
      "select distinct usename from pg_stat_activity where datname = 'canvas_shop' and backend_type = 'client backend' and usename <> current_user",
    );
    expect(roles.rows).toEqual([{ usename: 'canvas_shop_app' }]);
    const app = new pg.Client({ connectionString: cluster.postgres.appUrl });
    await app.connect();
    try {
      for (const attempt of ['set session_replication_role = replica', 'alter table admin_audit disable trigger all', 'delete from admin_audit']) {
        await expect(app.query(attempt), attempt).rejects.toMatchObject({ code: '42501' });
      }
    } finally {
      await app.end();
    }
  });

  it('keeps a session and its bag on every instance', async () => {
    const shopper = await signUp(cluster.mailbox, new Shopper(cluster.url, '203.0.113.20'), 'collector@cluster.example');
    const product = await productWithStock(50);
    expect((await shopper.post('/api/cart', { productId: product, quantity: 2 })).status).toBe(200);
    // Round robin through nginx, and each instance directly.
    for (const at of [cluster.url, cluster.url, cluster.url, ...cluster.instances.map((instance) => instance.url)]) {
      const here = shopper.at(at);
      expect((await here.get('/api/auth/user')).json()).toMatchObject({ email: 'collector@cluster.example' });
      expect((await here.get('/api/cart')).json()).toEqual([expect.objectContaining({ productId: product, quantity: 2 })]);
    }
  });

  it('sells 25 prints once to 200 racing shoppers, and 5 coupon uses once, each with one confirmation', async () => {
    const before = await scalar('select count(*) from orders');
    const mailsBefore = cluster.mailbox.received.length;
    const product = await productWithStock(25);
    const race = async (couponCode?: string) =>
      Promise.all(
        Array.from({ length: 200 }, async (_, n) => {
          const email = `racer-${couponCode ?? 'stock'}-${n}@cluster.example`;
          const shopper = new Shopper(cluster.url, `198.18.${Math.floor(n / 200)}.${n % 200}`);
          const added = await shopper.post('/api/cart', { productId: couponCode ? couponProduct : product, quantity: 1 });
          if (added.status !== 200) return { email, status: added.status };
          return { email, ...(await checkOut(cluster.stripe, shopper, email, couponCode)) };
        }),
      );
    let couponProduct = 0;

    const forStock = await race();
    const sold = forStock.filter((result) => result.order);
    expect(sold).toHaveLength(25);
    expect(new Set(forStock.map((result) => result.status))).toEqual(new Set([200, 409]));
    expect(await scalar('select inventory from products where id = $1', [product])).toBe(0);

    couponProduct = await productWithStock(10_000);
    const created = await admin.post('/api/admin/coupons', { code: 'CLUSTER5', discountType: 'percentage', discountValue: 10, maxUses: 5, expiresAt: '2099-12-31' });
    expect(created.status).toBe(201);
    const forCoupon = await race('CLUSTER5');
    expect(forCoupon.filter((result) => result.order)).toHaveLength(5);
    expect(await scalar("select current_uses from coupons where code = 'CLUSTER5'")).toBe(5);
    expect(await scalar("select count(*) from orders where coupon_code = 'CLUSTER5'")).toBe(5);

    // One order per paid payment, and one confirmation per order at the mail server.
    expect(await scalar('select count(*) from orders')).toBe(before + 30);
    expect(await scalar('select count(distinct payment_intent_id) from orders')).toBe(await scalar('select count(*) from orders'));
    const orders = [...sold, ...forCoupon.filter((result) => result.order)];
    const deadline = Date.now() + 60_000;
    while (orders.some((order) => cluster.mailbox.sentTo(order.email).length === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const { email, order } of orders) {
      const confirmations = cluster.mailbox.sentTo(email).filter((mail) => mail.raw.includes(order!));
      expect(confirmations, email).toHaveLength(1);
    }
    expect(cluster.mailbox.received.length - mailsBefore).toBe(30);
  });

  it('sees a coupon changed through one instance at once on the others', async () => {
    const created = await admin.at(cluster.instances[0]!.url).post('/api/admin/coupons', { code: 'SWITCH', discountType: 'fixed', discountValue: 5, expiresAt: '2099-12-31' });
    expect(created.status).toBe(201);
    const { id } = created.json() as { id: number };
    const check = (n: number) => new Shopper(cluster.instances[n]!.url, '203.0.113.77').post('/api/coupons/validate', { code: 'SWITCH', orderAmount: '100.00' });
    expect((await check(1)).status).toBe(200);
    const changed = await admin
      .at(cluster.instances[0]!.url)
      .request('PUT', `/api/admin/coupons/${id}`, { code: 'SWITCH', discountType: 'fixed', discountValue: 5, expiresAt: '2099-12-31', isActive: false });
    expect(changed.status).toBe(200);
    expect((await check(1)).status).toBe(400);
    expect((await check(2)).status).toBe(400);
  });

  it('handles a Stripe webhook delivered to every instance, repeated and at once, as one payment', async () => {
    const email = 'webhook@cluster.example';
    const product = await productWithStock(3);
    const shopper = new Shopper(cluster.url, '203.0.113.40');
    expect((await shopper.post('/api/cart', { productId: product, quantity: 1 })).status).toBe(200);
    // The shopper pays at Stripe and closes the tab: only Stripe's webhook reports the payment.
    const { paymentIntentId } = await openPayment(shopper, { email });
    cluster.stripe.succeed(paymentIntentId!);
    const { rawBody, header } = cluster.stripe.signedWebhook('payment_intent.succeeded', paymentIntentId!);
    const deliver = (base: string) =>
      fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: new Uint8Array(rawBody) }).then(
        async (answer) => ({ status: answer.status, body: await answer.text() }),
      );
    const direct = cluster.instances.map((instance) => instance.url);
    // Twice to each instance and once through nginx at the same moment, then once more to each.
    const atOnce = await Promise.all([...direct, ...direct, cluster.url].map(deliver));
    const again = [];
    for (const base of direct) again.push(await deliver(base));
    const deliveries = [...atOnce, ...again];
    expect(deliveries.filter((answer) => answer.status === 200 && answer.body === '{"received":true}')).toHaveLength(deliveries.length);

    const orders = (await db.query<{ order_number: string; status: string }>('select order_number, status from orders where payment_intent_id = $1', [paymentIntentId])).rows;
    expect(orders).toEqual([{ order_number: expect.any(String), status: 'paid' }]);
    expect((await db.query('select inventory, reserved from products where id = $1', [product])).rows).toEqual([{ inventory: 2, reserved: 0 }]);
    // The browser's report, late, finds the same order.
    const reported = await shopper.post('/api/orders', { paymentIntentId, guestEmail: email });
    expect(reported.json()).toMatchObject({ orderNumber: orders[0]!.order_number });
    const confirmation = await cluster.mailbox.next(email, 30_000);
    expect(confirmation.raw).toContain(orders[0]!.order_number);
    // The queue holds no second confirmation: every mail job of the order is done, and one reached the peer.
    await waitUntil(async () => (await scalar("select count(*) from pgboss.job where name = 'mail.send' and state not in ('completed', 'failed', 'cancelled')")) === 0);
    expect(cluster.mailbox.sentTo(email)).toHaveLength(1);
    console.log(`Stripe webhook: ${deliveries.length} deliveries (${atOnce.length} at once over 3 instances and nginx, then 3 more), 1 order, 1 confirmation, 1 print taken`);
  });

  it('takes a Printify webhook delivered to every instance at once as one event', async () => {
    const source = cluster.printify.addCanvasProduct({ title: 'Cluster Lighthouse', sizes: [{ width: 24, height: 16, price: 12_900 }] });
    // The owner registers the shop's webhooks (through one instance); Printify then signs with their secret.
    expect((await admin.at(cluster.instances[0]!.url).post('/api/printify/fix-publishing-permanently')).status).toBe(200);
    const delivery = cluster.printify.publish(source.id);
    const deliver = (base: string, signature = delivery.headers['x-pfy-signature']) =>
      fetch(`${base}/api/printify/webhook`, { method: 'POST', headers: { ...delivery.headers, 'x-pfy-signature': signature }, body: new Uint8Array(delivery.rawBody) }).then(
        async (answer) => ({ status: answer.status, body: (await answer.json()) as { received?: boolean; duplicate?: boolean } }),
      );
    const direct = cluster.instances.map((instance) => instance.url);
    const atOnce = await Promise.all([...direct, ...direct, cluster.url].map((base) => deliver(base)));
    const again = [];
    for (const base of direct) again.push(await deliver(base));
    const deliveries = [...atOnce, ...again];
    expect(deliveries.map((answer) => answer.status)).toEqual(deliveries.map(() => 200));
    expect(deliveries.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(deliveries.filter((answer) => answer.body.duplicate === true)).toHaveLength(deliveries.length - 1);
    // A copy with another signature changes nothing anywhere.
    expect((await deliver(direct[1]!, 'f'.repeat(64))).status).toBe(401);

    // One job for the event, run by one instance: the product imported once and acknowledged once.
    const eventJobs = () => db.query<{ state: string }>("select state from pgboss.job where name = 'printify.event' and data->>'id' = $1", [delivery.eventId]);
    await waitUntil(async () => (await eventJobs()).rows.every((job) => job.state === 'completed'));
    expect((await eventJobs()).rows).toEqual([{ state: 'completed' }]);
    expect(await scalar('select count(*) from printify_events where event_id = $1', [delivery.eventId])).toBe(1);
    expect(await scalar('select count(*) from products where printify_id = $1', [source.id])).toBe(1);
    expect(cluster.printify.acknowledgements.filter((ack) => ack.productId === source.id)).toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
    expect(cluster.printify.lockedProducts()).toEqual([]);
    console.log(`Printify webhook: ${deliveries.length} deliveries (${atOnce.length} at once), 1 taken, ${deliveries.length - 1} answered as duplicates, 1 acknowledgement; a forged copy refused`);
  });

  it('sees a whitelist entry made through one instance at once on the others', async () => {
    const cuban = '152.206.0.1';
    const customer = await signUp(cluster.mailbox, new Shopper(cluster.url, '203.0.113.60'), 'vpn@cluster.example');
    const userId = await scalar("select id from users where email = 'vpn@cluster.example'");
    const first = admin.at(cluster.instances[0]!.url);
    expect((await first.post('/api/admin/premium-status', { userId, status: 'gold' })).status).toBe(200);
    // The customer on their VPN, whose address is in a sanctioned country, on instances 2 and 3.
    const others = cluster.instances.slice(1).map((instance) => customer.at(instance.url, cuban));
    const seen = async () =>
      Promise.all(
        others.map(async (shopper) => ({
          sanctioned: ((await shopper.get('/api/location-info')).json() as { isSanctioned: boolean }).isSanctioned,
          shop: (await shopper.get('/shop')).status,
        })),
      );
    expect(await seen()).toEqual([{ sanctioned: true, shop: 302 }, { sanctioned: true, shop: 302 }]);

    const added = await first.post('/api/admin/premium-ip', { userId, ipAddress: cuban, vpnProvider: 'Cluster VPN', reason: 'Travelling' });
    expect(added.status).toBe(201);
    expect(await seen()).toEqual([{ sanctioned: false, shop: 200 }, { sanctioned: false, shop: 200 }]);

    expect((await first.request('DELETE', `/api/admin/premium-ip/${(added.json() as { id: number }).id}`)).status).toBe(200);
    expect(await seen()).toEqual([{ sanctioned: true, shop: 302 }, { sanctioned: true, shop: 302 }]);
  });

  it('sees a product sync made through one instance at once on the others, API and drawn page', async () => {
    const source = cluster.printify.addCanvasProduct({ title: 'Cluster Harbour', sizes: [{ width: 24, height: 16, price: 12_900 }] });
    const sync = async () => {
      const synced = await admin.at(cluster.instances[0]!.url).post('/api/printify/sync');
      expect(synced.status).toBe(200);
    };
    const others = cluster.instances.slice(1).map((instance) => new Shopper(instance.url, '203.0.113.70'));
    /** What instances 2 and 3 show of it: the API's title and price, and the title in the page drawn for readers without JavaScript. */
    const seen = (id: number) =>
      Promise.all(
        others.map(async (shopper) => {
          const answer = await shopper.get(`/api/products/${id}`);
          const page = await shopper.get(`/product/${id}`);
          const drawn = /<div id="root"><noscript>([\s\S]*)<\/noscript><\/div>/.exec(page.text)?.[1] ?? '';
          const product = answer.status === 200 ? (answer.json() as { title: string; price: string }) : null;
          return { status: answer.status, title: product?.title, price: product?.price, drawn: /Cluster Harbour[^<"&]*/.exec(drawn)?.[0] ?? null };
        }),
      );

    await sync();
    const id = await scalar('select id from products where printify_id = $1', [source.id]);
    expect(await seen(id)).toEqual(others.map(() => ({ status: 200, title: 'Cluster Harbour', price: '129.00', drawn: 'Cluster Harbour' })));

    // Renamed and repriced at Printify, synced again through instance 1.
    source.title = 'Cluster Harbour at Night';
    source.variants[0]!.price = 14_900;
    await sync();
    expect(await seen(id)).toEqual(others.map(() => ({ status: 200, title: 'Cluster Harbour at Night', price: '149.00', drawn: 'Cluster Harbour at Night' })));

    // Gone from Printify: hidden everywhere at the next sync.
    cluster.printify.products.delete(source.id);
    await sync();
    expect((await seen(id)).map(({ status }) => status)).toEqual([404, 404]);
  });

  it('serves a return photo uploaded through one instance from another', async () => {
    const email = 'returner@cluster.example';
    const shopper = new Shopper(cluster.instances[0]!.url, '203.0.113.30');
    await shopper.post('/api/cart', { productId: await productWithStock(5), quantity: 1 });
    const { order } = await checkOut(cluster.stripe, shopper, email);
    const items = (await db.query('select i.id from order_items i join orders o on o.id = i.order_id where o.order_number = $1', [order])).rows as { id: number }[];
    const photo = await photoOf('jpeg');
    const form = new FormData();
    for (const [name, value] of Object.entries({ orderNumber: order!, customerEmail: email, orderItemId: String(items[0]!.id), reason: 'defective' })) form.append(name, value);
    form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
    const sent = await new Shopper(cluster.instances[1]!.url, '203.0.113.30').request('POST', '/api/returns/request', form);
    expect(sent.status).toBe(201);
    const photoId = await scalar('select p.id from return_photos p join return_requests r on r.id = p.return_request_id join orders o on o.id = r.order_id where o.order_number = $1', [order]);
    const served = await fetch(`${cluster.instances[2]!.url}/api/admin/return-photos/${photoId}`, { headers: { cookie: `shop.sid=${admin.cookie}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('limits page loads per visitor address across the instances, through the trusted proxy', async () => {
    const visitor = new Shopper(cluster.url, '203.0.113.99');
    const statuses: number[] = [];
    // Each instance may let IP_LIMIT_SLACK through that the others have not seen yet: the limit holds to within that per instance beyond the first.
    const mostLetThrough = PAGE_LOADS_PER_IP.limit + (cluster.instances.length - 1) * IP_LIMIT_SLACK;
    for (let batch = 0; batch < mostLetThrough + 10; batch += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => visitor.get('/about')));
      statuses.push(...answers.map((answer) => answer.status));
    }
    const served = statuses.filter((status) => status === 200).length;
    expect(served).toBeGreaterThanOrEqual(PAGE_LOADS_PER_IP.limit);
    expect(served).toBeLessThanOrEqual(mostLetThrough);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - served);
    // Their neighbour behind the same proxy is not held back.
    expect((await new Shopper(cluster.url, '203.0.113.100').get('/about')).status).toBe(200);
  });

  it('comes back by itself within 10 s of a PostgreSQL restart, losing and doubling no order', async () => {
    const orders = await scalar('select count(*) from orders');
    let backWithin = Infinity;
    const load = await underLoad(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await cluster.postgres.restart({ downMs: 1500 });
      const restarted = Date.now();
      const serving = async (url: string) => {
        for (;;) {
          const answers = await Promise.all([fetch(`${url}/readyz`), fetch(`${url}/api/products?limit=1`)].map((request) => request.then((answer) => answer.status, () => 0)));
          if (answers.every((status) => status === 200)) return;
          if (Date.now() - restarted > 30_000) throw new Error(`${url} did not come back`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await Promise.all(cluster.instances.map((instance) => serving(instance.url)));
      backWithin = Date.now() - restarted;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    console.log(`PostgreSQL restart: every instance serving again ${backWithin} ms after; ${load.ok} requests answered, ${load.failed.length} failed while it was down`);
    expect(backWithin).toBeLessThan(10_000);
    expect(load.ok).toBeGreaterThan(0);
    // A new order goes through on each instance.
    for (const [n, instance] of cluster.instances.entries()) {
      const shopper = new Shopper(instance.url, `203.0.113.${140 + n}`);
      await shopper.post('/api/cart', { productId: await productWithStock(5), quantity: 1 });
      expect((await checkOut(cluster.stripe, shopper, `after-restart-${n}@cluster.example`)).order).toBeDefined();
    }
    expect(await scalar('select count(*) from orders')).toBe(orders + 3);
    expect(await scalar('select count(distinct order_number) from orders')).toBe(orders + 3);
  });

  it('restarts every instance in turn under load with no failed request through nginx', async () => {
    const timings: string[] = [];
    const load = await underLoad(async () => {
      for (const instance of cluster.instances) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const stopping = Date.now();
        const stopped = instance.stop();
        // It says it is going before it goes.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await fetch(`${instance.url}/readyz`)).status).toBe(503);
        expect(await stopped).toBe(0);
        const down = Date.now();
        await instance.start();
        timings.push(`port ${instance.port}: drained and stopped in ${down - stopping} ms, back in ${Date.now() - down} ms`);
      }
    });
    console.log(`Rolling restart: ${load.ok} requests answered, ${load.failed.length} failed; ${timings.join('; ')}`);
    expect(load.failed).toEqual([]);
    expect(load.ok).toBeGreaterThan(100);
  });

  it('ran the minute sweep of holds once a minute, not once per instance', async () => {
    // pg-boss's schedule makes one job per tick for the three; each is made within seconds of its minute.
    // Two ticks at least (the cluster may have run for less than two minutes yet: then it waits for them).
    const perMinute = async () =>
      (
        await db.query<{ minute: Date; jobs: number }>(
          "select date_trunc('minute', created_on) as minute, count(*)::int as jobs from pgboss.job where name = 'reservations.expire' group by 1",
        )
      ).rows;
    const deadline = Date.now() + 150_000;
    while ((await perMinute()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2000));
    const rows = await perMinute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.jobs !== 1)).toEqual([]);
  });
});
