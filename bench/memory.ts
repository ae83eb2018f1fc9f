/**
 * `npx tsx bench/memory.ts` (part of `npm run bench`): the shop's resident memory, started as
 * `npm start` starts it (a child process, embedded PostgreSQL, the built client), after start and
 * after each of two rounds of mixed load: pages, the catalogue, the bag, checkout and admin calls
 * (the last two answer 400 and 401 without a signed-in shopper with a bag: still the full request
 * path). Aim: at most 300 MB, and no growth over the second round. BENCH_MEMORY_MINUTES sets each
 * round's length (default 10).
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { startShopProcess } from '../e2e/shop-process.ts';
import { printTable } from './table.ts';

const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const AIM_MB = 300;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024);
}

if (await clientBuildIsStale()) await buildClient();
// Visitors are told apart by X-Forwarded-For (as behind nginx), so the page limit counts each, not the bench.
const shop = await startShopProcess({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' });
try {
  const products = (await (await fetch(`${shop.baseUrl}/api/products?limit=20`)).json()) as { id: number }[];
  const productId = () => products[Math.floor(Math.random() * products.length)]!.id;
  const visitor = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const get = (path: () => string) => ({ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: path(), headers: { 'x-forwarded-for': visitor() } }) });
  const post = (path: string, body: () => object) => ({
    method: 'POST' as const,
    path,
    setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body()), headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() } }),
  });
  const requests = [
    get(() => '/'),
    get(() => '/shop'),
    get(() => `/product/${productId()}`),
    get(() => '/api/products?limit=24&sort=price_asc'),
    get(() => `/api/products/${productId()}`),
    post('/api/cart', () => ({ productId: productId(), quantity: 1 })),
    post('/api/create-payment-intent', () => ({ country: 'US', shipping: { name: 'Bench', address: { line1: '1 Main St', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' } } })),
    get(() => '/api/admin/orders'),
  ];

  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rows: string[][] = [['after start (idle 5 s)', `${await residentMb(shop.pid)} MB`, '', '']];
  for (const round of [1, 2]) {
    // In this process (request functions cannot go to a worker thread); the shop is another process.
    const result = await autocannon({ url: shop.baseUrl, connections: 10, duration: Math.round(MINUTES * 60), requests });
    rows.push([
      `after ${round === 1 ? '' : 'another '}${MINUTES} min of mixed load`,
      `${await residentMb(shop.pid)} MB`,
      `${Math.round(result.requests.average)} req/s`,
      `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors`,
    ]);
  }
  console.log(`\nResident memory of the shop process (aim: at most ${AIM_MB} MB, not growing in the second round)`);
  printTable([['when', 'RSS', 'load', 'answers'], ...rows]);
} finally {
  await shop.stop();
}
