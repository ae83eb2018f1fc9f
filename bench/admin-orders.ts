/**
 * `npx tsx bench/admin-orders.ts`: the admin's order list at a million orders. Seeds 1,000,000 orders
 * (and 50,000 customers, a fifth of the orders theirs; admin-orders-seed.ts) into a throw-away embedded database and prints
 * EXPLAIN (ANALYZE, BUFFERS) of the page and the count for each filter the Orders tab has, plus the
 * time of the whole call through the module (median of 5). Part of `npm run bench` (about 3 minutes of
 * seeding); the plans go to the console, their execution times and the whole call's to
 * bench/results/admin-orders.md.
 */
import { performance } from 'node:perf_hooks';
import { AdminOrderListInput } from '../src/admin-orders.ts';
import { countStatement, listAdminOrders, pageStatement, type Filters } from '../server/modules/back-office/index.ts';
import { seedAdminOrders } from './admin-orders-seed.ts';
import { startBenchShop } from './bench-shop.ts';
import { median } from './load.ts';
import { BenchRun } from './results.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 50_000;

const record = new BenchRun('admin-orders', "The Orders tab's list at a million orders (bench/admin-orders.ts)");
const { orm, pool, close } = await startBenchShop({ poolSize: 2 });
try {
  const started = performance.now();
  await seedAdminOrders(pool, { orders: ORDERS, customers: CUSTOMERS });
  console.log(`${ORDERS} orders, ${CUSTOMERS} customers seeded in ${Math.round((performance.now() - started) / 1000)} s\n`);

  const CASES: [string, Record<string, string>][] = [
    ['newest first, no filter', {}],
    ['status=refunded', { status: 'refunded' }],
    ['country=JP', { country: 'JP' }],
    ['from=2025-06-01&to=2025-06-30', { from: '2025-06-01', to: '2025-06-30' }],
    ['q=CL-0007a120 (an order number)', { q: 'CL-0007a120' }],
    ['q=guest123457@ (an e-mail)', { q: 'guest123457@' }],
    ['q=surname4242 (a name)', { q: 'surname4242' }],
    ['q=customer4242@ (an account)', { q: 'customer4242@' }],
    ['status=pending&country=GB&from=2025-01-01', { status: 'pending', country: 'GB', from: '2025-01-01' }],
  ];
  const rows: string[][] = [];
  for (const [label, query] of CASES) {
    const executionTimes: string[] = [];
    const input = AdminOrderListInput.parse({ ...query, limit: 25 });
    const { cursor: _cursor, limit, ...filters } = input;
    const em = orm.em.fork();
    for (const [part, statement] of [
      ['page', pageStatement(em, filters as Filters, new Date(), undefined, limit + 1).compile()],
      ['count', countStatement(em, filters as Filters, new Date()).compile()],
    ] as const) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${statement.sql}`, [...statement.parameters]);
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      console.log(`---- ${label}: ${part}\n${lines.join('\n')}\n`);
      executionTimes.push(/^Execution Time: (.*)$/m.exec(lines.join('\n'))?.[1] ?? '?');
    }
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const before = performance.now();
      await listAdminOrders(orm.em.fork(), new Date(), input);
      times.push(performance.now() - before);
    }
    console.log(`==== ${label}: whole call ${median(times).toFixed(1)} ms (median of 5)\n`);
    rows.push([label, ...executionTimes, `${median(times).toFixed(1)} ms`]);
  }
  record.table(`GET /api/admin/orders at ${ORDERS.toLocaleString('en-US')} orders (${CUSTOMERS.toLocaleString('en-US')} customers): EXPLAIN ANALYZE's execution time of the page and the count, and the whole call (median of 5)`, [
    ['request', 'page', 'count (capped at 10,001 rows read)', 'whole call'],
    ...rows,
  ]);
  await record.save();
} finally {
  await close();
}
