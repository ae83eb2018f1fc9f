/**
 * `npx tsx bench/memory.ts` (part of `npm run bench`): the shop's resident memory, started as `npm start`
 * starts it (its V8 flags and malloc setting, a child process, embedded PostgreSQL, the built client, NODE_ENV=production as
 * deploy/ sets it), after start and after each of two rounds of mixed load. Aim (issue 26): at most
 * 300 MB after start and after the first round, and no growth over the second.
 *
 * Each round, at the same time:
 * - visitors (10 connections, each request from another forwarded address, accepting brotli or gzip as
 *   browsers do, so pages are compressed as for a real visit): the landing page, /shop and
 *   product pages, the catalogue API, adding to a bag, and a payment intent without a bag (a 400);
 * - the back office: an admin, signed in, reads the order list and the overview;
 * - buyers, one after another: a guest adds a print, pays with the demo card and gets the order (and its
 *   confirmation e-mail); the admin opens the order and cancels it, which puts the print back in stock, so
 *   the load can run for any time on the demo catalogue's stock.
 *
 * BENCH_MEMORY_MINUTES sets each round's length (default 10); shorter rounds are for trying a change.
 * The runs are kept in bench/results/memory.md.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { waitForCode } from '../e2e/outbox.ts';
import { startShopProcess } from '../e2e/shop-process.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { SESSION_COOKIE } from '../server/trpc/session-cookie.ts';
import { BenchRun } from './results.ts';

const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const AIM_MB = 300;
const ADMIN = 'bench-admin@memory.example';

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024);
}

const visitor = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** One browser's cookie and address, JSON in and out. */
class Session {
  cookie = '';
  readonly ip = visitor();

  constructor(private readonly base: string) {}

  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: () => unknown }> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await answer.text();
    return { status: answer.status, json: () => JSON.parse(text) as unknown };
  }
}

const record = new BenchRun('memory', "The shop's resident memory under mixed load (bench/memory.ts)");
if (await clientBuildIsStale()) await buildClient();
// Visitors are told apart by X-Forwarded-For (as behind nginx), so the page limit counts each, not the bench.
const METRICS_TOKEN = randomBytes(24).toString('hex');
const shop = await startShopProcess({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ADMIN_EMAILS: ADMIN, METRICS_TOKEN });

/** Where the resident memory is, from the shop's own /metrics: V8's heap (used of total) and memory outside it. */
async function heapFigures(): Promise<string[]> {
  const text = await (await fetch(`${shop.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (metric: string) => Math.round(Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1]) / 1024 / 1024);
  return [`${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')} MB`, `${mb('nodejs_external_memory_bytes')} MB`];
}
try {
  const admin = new Session(shop.baseUrl);
  await admin.send('POST', '/api/auth/send-signup-code', { email: ADMIN, firstName: 'Bench', lastName: 'Admin', clientType: 'office_decor' });
  const signedIn = await admin.send('POST', '/api/auth/verify-signup-code', { email: ADMIN, code: await waitForCode(shop.dataDir, ADMIN) });
  if (signedIn.status !== 200) throw new Error(`The admin could not sign in (${signedIn.status})`);

  const products = (await (await fetch(`${shop.baseUrl}/api/products?limit=20`)).json()) as { id: number; inventory: number }[];
  const productId = () => products[Math.floor(Math.random() * products.length)]!.id;
  const stocked = products.filter((product) => product.inventory > 0);
  const get = (path: () => string) => ({
    method: 'GET' as const,
    setupRequest: (request: autocannon.Request) => ({ ...request, path: path(), headers: { 'x-forwarded-for': visitor(), 'accept-encoding': 'br, gzip' } }),
  });
  const post = (path: string, body: () => object) => ({
    method: 'POST' as const,
    path,
    setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body()), headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() } }),
  });
  const adminHeaders = { cookie: admin.cookie, 'x-forwarded-for': admin.ip };
  const requests = [
    get(() => '/'),
    get(() => '/shop'),
    get(() => `/product/${productId()}`),
    get(() => '/api/products?limit=24&sort=price_asc'),
    get(() => `/api/products/${productId()}`),
    post('/api/cart', () => ({ productId: productId(), quantity: 1 })),
    post('/api/create-payment-intent', () => ({ country: 'US', shipping: { name: 'Bench', address: { line1: '1 Main St', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' } } })),
    { method: 'GET' as const, path: '/api/admin/orders?limit=50', headers: adminHeaders },
    { method: 'GET' as const, path: '/api/admin/overview', headers: adminHeaders },
  ];

  /** One guest's purchase, then the admin's look at the order and its cancellation; true when all of it went through. */
  async function buyAndCancel(index: number): Promise<boolean> {
    const buyer = new Session(shop.baseUrl);
    const product = stocked[index % stocked.length]!;
    const shipping = { name: 'Bench Buyer', phone: '+1 305 555 0100', address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } };
    if ((await buyer.send('POST', '/api/cart', { productId: product.id, quantity: 1 })).status !== 200) return false;
    const intent = await buyer.send('POST', '/api/create-payment-intent', { country: 'US', email: `buyer-${index}@memory.example`, shipping });
    if (intent.status !== 200) return false;
    const { clientSecret } = intent.json() as { clientSecret: string };
    const paid = await buyer.send('POST', '/trpc/checkout.confirmDemoPayment', { json: { clientSecret, cardNumber: '4242424242424242' } });
    if (paid.status !== 200) return false;
    const { paymentIntentId } = (paid.json() as { result: { data: { json: { paymentIntentId: string } } } }).result.data.json;
    const order = await buyer.send('POST', '/api/orders', { paymentIntentId });
    if (order.status !== 200) return false;
    const { orderNumber } = order.json() as { orderNumber: string };
    if ((await admin.send('GET', `/api/admin/orders/${orderNumber}`)).status !== 200) return false;
    return (await admin.send('POST', `/api/admin/orders/${orderNumber}/cancel`, { reason: 'Bench: the print goes back in stock' })).status === 200;
  }

  await new Promise((resolve) => setTimeout(resolve, 5000));
  const startMb = await residentMb(shop.pid);
  const rows: string[][] = [['after start (idle 5 s)', `${startMb} MB`, ...(await heapFigures()), '', '', '', '']];
  const afterRound: number[] = [];
  let purchases = 0;
  for (const round of [1, 2]) {
    const ends = Date.now() + MINUTES * 60_000;
    let highest = 0;
    const sampler = setInterval(() => void residentMb(shop.pid).then((mb) => (highest = Math.max(highest, mb))), 5000);
    const bought = { done: 0, failed: 0 };
    const buyers = (async () => {
      while (Date.now() < ends) {
        if (await buyAndCancel(purchases++)) bought.done++;
        else bought.failed++;
      }
    })();
    // In this process (request functions cannot go to a worker thread); the shop is another process.
    const result = await autocannon({ url: shop.baseUrl, connections: 10, duration: Math.round(MINUTES * 60), requests });
    await buyers;
    clearInterval(sampler);
    afterRound.push(await residentMb(shop.pid));
    rows.push([
      `after ${round === 1 ? '' : 'another '}${MINUTES} min of mixed load`,
      `${afterRound.at(-1)} MB`,
      ...(await heapFigures()),
      `${highest} MB`,
      `${Math.round(result.requests.average)} req/s`,
      `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors`,
      `${bought.done} bought and cancelled${bought.failed ? `, ${bought.failed} failed` : ''}`,
    ]);
  }
  record.table(`Resident memory of the shop process (aim: at most ${AIM_MB} MB, not growing in the second round)`, [
    ['when', 'RSS', 'V8 heap', 'outside V8', 'highest', 'load', 'answers', 'purchases'],
    ...rows,
  ]);
  const growth = afterRound[1]! - afterRound[0]!;
  record.note(`Growth over the second round: ${growth > 0 ? '+' : ''}${growth} MB.`);
  await record.save();
} finally {
  await shop.stop();
}
