/**
 * `npm run bench` (second part): GET /api/recommendations on a catalogue of 100,000 prints and an
 * order history of 1,000,000 lines, its latency one request at a time and under 10 connections.
 * `npm run bench -- --plans` also prints the statement's EXPLAIN (ANALYZE, BUFFERS) for each request.
 * The runs are kept in bench/results/recommendations.md.
 */
import autocannon from 'autocannon';
import { MAX_RECOMMENDATIONS } from '../src/recommendations.ts';
import { freePort } from '../server/postgres/free-port.ts';
import { shopSql } from '../server/modules/common/index.ts';
import { popularityLists, recommendationsRequest, refreshPopularity } from '../server/modules/recommendations/index.ts';
import { startBenchShop } from './bench-shop.ts';
import { seedLargeCatalogue } from './catalogue-seed.ts';
import { median } from './load.ts';
import { seedOrderHistory } from './order-history-seed.ts';
import { BenchRun } from './results.ts';

const PRODUCTS = 100_000;
const ORDER_LINES = 1_000_000;
/** Two years of orders; the region reads the last 90 days, trending the last 30. */
const HISTORY_DAYS = 730;
const CART_LINES = 50_000;
const ROUNDS = 5;
const ROUND_SECONDS = 3;
const SHOW_PLANS = process.argv.includes('--plans');

interface Case {
  name: string;
  productId?: number;
  categories?: string[];
}

const started = Date.now();
const record = new BenchRun('recommendations', 'GET /api/recommendations at 100,000 products and 1,000,000 order lines (bench/recommendations.ts)');
const { shop, orm, pool, close } = await startBenchShop({ poolSize: 4 });

try {
  await seedLargeCatalogue(pool, PRODUCTS);
  await seedOrderHistory(pool, { lines: ORDER_LINES, days: HISTORY_DAYS, cartLines: CART_LINES });
  // What the job does every 10 minutes: count what sold lately, once per run of the 1,000,000 lines.
  const refreshes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const before = performance.now();
    await refreshPopularity(orm.em.fork(), new Date());
    refreshes.push(performance.now() - before);
  }
  const shopUrl = await shop.listen({ port: await freePort(), host: '127.0.0.1' });
  console.log(
    `\n${PRODUCTS} products, ${ORDER_LINES} order lines over ${HISTORY_DAYS} days, ${CART_LINES} cart lines seeded ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s; the shop at ${shopUrl} (a loopback visitor counts as US, the largest market).`,
  );

  const { rows } = await pool.query<{ id: number; category: string }>('select id, category from products order by id offset $1 limit 1', [PRODUCTS / 2]);
  const product = rows[0]!;
  const cases: Case[] = [
    { name: 'no parameters' },
    { name: 'a product', productId: product.id },
    { name: 'a product and 3 categories', productId: product.id, categories: [product.category, 'Europe', 'Waterfronts'] },
    { name: '20 categories', categories: Array.from({ length: 20 }, (_, index) => ['Europe', 'USA', 'Abstract', 'Landscapes', 'Waterfronts', 'Middle East'][index % 6]! + (index < 6 ? '' : ` ${index}`)) },
  ];

  for (const testCase of cases) await checkAnswer(shopUrl, testCase);
  if (SHOW_PLANS) {
    for (const testCase of cases) await printPlan(testCase);
    const lists = popularityLists(shopSql, new Date()).compile();
    await printPlan({ name: 'the job counting what sold (popularity.ts), per run' }, lists);
  }

  const rowsOut: string[][] = [['request', 'p50 ms (1 conn)', 'p99 ms (1 conn)', 'req/s (10 conn)', 'p99 ms (10 conn)']];
  for (const testCase of cases) {
    const url = `${shopUrl}${pathOf(testCase)}`;
    await run(url, 1, 1);
    const single: Result[] = [];
    const loaded: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      single.push(await run(url, 1, ROUND_SECONDS));
      loaded.push(await run(url, 10, ROUND_SECONDS));
    }
    rowsOut.push([
      testCase.name,
      median(single.map((result) => result.p50Ms)).toFixed(1),
      median(single.map((result) => result.p99Ms)).toFixed(1),
      median(loaded.map((result) => result.requestsPerSecond)).toFixed(0),
      median(loaded.map((result) => result.p99Ms)).toFixed(1),
    ]);
  }
  record.table(
    `GET /api/recommendations at ${PRODUCTS.toLocaleString('en-US')} products and ${ORDER_LINES.toLocaleString('en-US')} order lines (a loopback visitor counts as US), medians of ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
    rowsOut,
  );
  record.note(`The job that counts what sold (every 10 minutes): median ${median(refreshes).toFixed(0)} ms over ${refreshes.length} runs.`);
  await record.save();
  console.log(`\nrecommendations bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await close();
}

function pathOf(testCase: Case): string {
  const query = new URLSearchParams();
  if (testCase.productId) query.set('productId', String(testCase.productId));
  if (testCase.categories) query.set('categories', testCase.categories.join(','));
  const text = query.toString();
  return `/api/recommendations${text ? `?${text}` : ''}`;
}

/** A full answer, or the timing means nothing. */
async function checkAnswer(shopUrl: string, testCase: Case) {
  const response = await fetch(`${shopUrl}${pathOf(testCase)}`);
  if (!response.ok) throw new Error(`${testCase.name}: ${response.status} ${await response.text()}`);
  const items = (await response.json()) as { id: number; reason: string }[];
  if (items.length !== MAX_RECOMMENDATIONS) throw new Error(`${testCase.name}: ${items.length} recommendations`);
  console.log(`${testCase.name}: ${items.map((item) => `${item.id} (${item.reason})`).join(', ')}`);
}

async function printPlan(testCase: Case, statement = recommendationsRequest({ productId: testCase.productId, categories: testCase.categories ?? [], country: 'US' })) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]);
  console.log(`\nPlan for ${testCase.name}:\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

interface Result {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function run(url: string, connections: number, seconds: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
