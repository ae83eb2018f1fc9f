/**
 * `npx tsx bench/page-throughput.ts` (in `npm run bench`): what the server spends on a page.
 * GET /product/{id} and GET /shop at 10 connections, each as a browser asks for it (`Accept-Encoding:
 * br, gzip`) and uncompressed, in ROUNDS rounds of SECONDS; medians.
 *
 * `BASELINE_DIRS=before=../old-checkout,main=../main-checkout` sets other versions beside this one,
 * each served as `npm start` serves it with its own demo catalogue (a checkout with its client built:
 * `npm run build` there); the machine is shared and its load moves, so every round alternates
 * between the versions, and each is also given as a share of the first one named (the median of the
 * rounds' ratios). The runs are kept in bench/results/page-throughput.md.
 */
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { median } from './load.ts';
import { pageRate, serveShop, type ServedShop } from './served-shop.ts';
import { BenchRun } from './results.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROOT = path.resolve(import.meta.dirname, '..');
const baselines = (process.env.BASELINE_DIRS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, dir] = entry.includes('=') ? entry.split('=', 2) : [path.basename(entry), entry];
    return { name: name!, dir: path.resolve(dir!) };
  });

const PAGES = [
  ['GET /product/{id}', (shop: ServedShop) => shop.productPath],
  ['GET /shop', () => '/shop'],
] as const;
const ENCODINGS = [
  ['br, gzip', { 'accept-encoding': 'br, gzip' }],
  ['none', {}],
] as const;

const record = new BenchRun('page-throughput', "The pages' throughput: GET /product/{id} and GET /shop (bench/page-throughput.ts)");
if (await clientBuildIsStale()) await buildClient();
const shops: ServedShop[] = [];
try {
  for (const { name, dir } of baselines) shops.push(await serveShop(name, dir));
  shops.push(await serveShop('this version', ROOT));
  const rows: string[][] = [];
  for (const [page, pathOf] of PAGES) {
    for (const [encoding, headers] of ENCODINGS) {
      const rate = (shop: ServedShop) => pageRate(`${shop.baseUrl}${pathOf(shop)}`, SECONDS, headers);
      for (const shop of shops) await rate(shop); // warm-up
      const samples = new Map<ServedShop, Awaited<ReturnType<typeof pageRate>>[]>(shops.map((shop) => [shop, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        // Each round starts with another version, so none always meets the machine warmer.
        const order = shops.map((_, index) => shops[(index + round) % shops.length]!);
        for (const shop of order) samples.get(shop)!.push(await rate(shop));
      }
      const first = samples.get(shops[0]!)!;
      for (const shop of shops) {
        const mine = samples.get(shop)!;
        const rates = mine.map((sample) => sample.rate);
        rows.push([
          page,
          encoding,
          shop.name,
          `${median(rates).toFixed(0)} (${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)})`,
          `${median(mine.map((sample) => sample.p50)).toFixed(0)} ms`,
          `${median(mine.map((sample) => sample.p99)).toFixed(0)} ms`,
          // The median of each round's ratio: a round's versions ran within seconds of each other.
          shop !== shops[0] ? `${median(rates.map((rate, round) => rate / first[round]!.rate)).toFixed(2)} of ${shops[0]!.name}` : '',
        ]);
      }
    }
  }
  record.table(
    `Page throughput, 10 connections, ${ROUNDS} alternating rounds of ${SECONDS} s; medians (range of the rounds), the ratio the median of the rounds' ratios`,
    [['page', 'Accept-Encoding', 'version', 'req/s', 'p50', 'p99', 'ratio'], ...rows],
  );
  await record.save();
} finally {
  for (const shop of shops) await shop.stop();
}
