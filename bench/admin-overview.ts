/**
 * `npx tsx bench/admin-overview.ts` (part of `npm run bench`): the Overview tab's server
 * time at a million orders. Seeds the admin benchmarks' history (admin-orders-seed.ts: 1,000,000
 * orders over 1,060 days, 50,000 customers) into a throw-away embedded database, then times the
 * whole overview as its procedure computes it (every statement, side by side as it runs them) for
 * the default 30 days, a quarter and the longest range, a year and a day: median of 5 after one
 * warm-up call. Aim: 300 ms for the default range. `BENCH_ORDERS=200000` seeds fewer. The runs are
 * kept in bench/results/admin-overview.md.
 */
import { performance } from 'node:perf_hooks';
import { OverviewInput } from '../src/admin-overview.ts';
import { addDays } from '../src/shop-time.ts';
import { adminOverview } from '../server/modules/back-office/index.ts';
import { seedAdminOrders } from './admin-orders-seed.ts';
import { startBenchShop } from './bench-shop.ts';
import { median } from './load.ts';
import { BenchRun } from './results.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 50_000;
const AIM_MS = 300;
// The seeded history's last day: "today" for the default range.
const TODAY = '2026-11-26';

const record = new BenchRun('admin-overview', "The admin overview's server time at a million orders (bench/admin-overview.ts)");
const { orm, pool, close } = await startBenchShop({ poolSize: 2 });
try {
  const started = performance.now();
  await seedAdminOrders(pool, { orders: ORDERS, customers: CUSTOMERS });
  console.log(`${ORDERS} orders, ${CUSTOMERS} customers seeded in ${Math.round((performance.now() - started) / 1000)} s\n`);

  const now = new Date(`${TODAY}T20:00:00Z`);
  const CASES: [string, Record<string, string>][] = [
    ['default: the last 30 days', {}],
    ['90 days', { from: addDays(TODAY, -89), to: TODAY }],
    ['366 days (the longest)', { from: addDays(TODAY, -365), to: TODAY }],
  ];
  const rows: string[][] = [];
  for (const [label, query] of CASES) {
    const input = OverviewInput.parse(query);
    const first = await adminOverview(orm.em.fork(), now, input);
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const before = performance.now();
      await adminOverview(orm.em.fork(), now, input);
      times.push(performance.now() - before);
    }
    const time = median(times);
    const verdict = label.startsWith('default') ? (time <= AIM_MS ? 'ok' : 'OVER THE AIM') : '';
    rows.push([label, first.totals.orders.toLocaleString('en-US'), time.toFixed(0), `${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)}`, verdict]);
  }
  record.table(`GET /api/admin/overview at ${ORDERS.toLocaleString('en-US')} orders, server time (median of 5; aim ${AIM_MS} ms for the default range)`, [
    ['range', 'orders in it', 'ms', 'range ms', 'aim'],
    ...rows,
  ]);
  await record.save();
} finally {
  await close();
}
