/**
 * `npm run bench`: the catalogue's hot paths against a floor, on a catalogue of real size, and the
 * JavaScript the landing page ships (recorded in bench/results/hot-paths.md), then the catalogue scale
 * table (bench/results/catalogue-scale.md). Absolute numbers move 10-30% between rounds on these machines
 * (DESIGN.md section 6), so each path runs beside its floor in alternating rounds and the verdict
 * is the median of the per-round ratios.
 */
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { freePort } from '../server/postgres/free-port.ts';
import { startBenchShop } from './bench-shop.ts';
import { measureCatalogueScale, scaleSizes } from './catalogue-scale.ts';
import { seedLargeCatalogue } from './catalogue-seed.ts';
import { buildFloor } from './floor.ts';
import { landingScripts } from './landing-js.ts';
import { CONNECTIONS, measure, median, type Sample } from './load.ts';
import { BenchRun } from './results.ts';

const PRODUCTS = 5_000;
const ROUNDS = 5;
const ROUND_SECONDS = 3;
const WARMUP_SECONDS = 2;
const AIMS = { ratio: 0.7, p99Ms: 50, landingKb: 250 };

interface Target {
  name: string;
  shopPath: string;
  floorPath: string;
}

const started = Date.now();
const record = new BenchRun('hot-paths', 'The catalogue\'s hot paths against a bare floor, and the landing page\'s JavaScript (bench/run.ts)');
const { shop, pool, close, appOn, cluster } = await startBenchShop({ poolSize: 10 });
const floor = await buildFloor(pool);

try {
  await seedLargeCatalogue(pool, PRODUCTS);
  const shopUrl = await listen(shop);
  const floorUrl = await listen(floor);
  console.log(`${PRODUCTS} products seeded; shop at ${shopUrl}, floor at ${floorUrl}; ${CONNECTIONS} connections.`);

  const { rows } = await pool.query<{ id: number }>('select id from products order by id offset $1 limit 1', [PRODUCTS / 2]);
  const productId = rows[0]?.id;
  const trpcInput = encodeURIComponent(JSON.stringify({ json: {} }));
  const targets: Target[] = [
    { name: 'GET /api/products', shopPath: '/api/products', floorPath: '/api/products' },
    { name: 'GET /api/products/{id}', shopPath: `/api/products/${productId}`, floorPath: `/api/products/${productId}` },
    { name: 'tRPC shop.products.list', shopPath: `/trpc/shop.products.list?input=${trpcInput}`, floorPath: '/page' },
  ];
  for (const target of targets) {
    await assertSameProducts(`${shopUrl}${target.shopPath}`, `${floorUrl}${target.floorPath}`);
    await measure(`${shopUrl}${target.shopPath}`, WARMUP_SECONDS);
    await measure(`${floorUrl}${target.floorPath}`, WARMUP_SECONDS);
  }

  const samples = new Map(targets.map((target) => [target.name, { shop: [] as Sample[], floor: [] as Sample[] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) {
      const runs = [
        ['shop', `${shopUrl}${target.shopPath}`],
        ['floor', `${floorUrl}${target.floorPath}`],
      ] as const;
      // Alternate who goes first, so neither always runs on a machine the other just warmed.
      for (const [side, url] of round % 2 ? [...runs].reverse() : runs) {
        samples.get(target.name)![side].push(await measure(url, ROUND_SECONDS));
      }
    }
    console.log(`round ${round + 1}/${ROUNDS} done`);
  }

  record.table(`${PRODUCTS} products, ${CONNECTIONS} connections; medians of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (aims: ratio >= ${AIMS.ratio}, p99 < ${AIMS.p99Ms} ms)`, [
    ['path', 'req/s', 'floor req/s', 'ratio', 'ratio range', 'p99 ms', 'floor p99 ms', 'aims'],
    ...targets.map((target) => {
      const { shop: ours, floor: theirs } = samples.get(target.name)!;
      const ratios = ours.map((sample, i) => sample.requestsPerSecond / theirs[i]!.requestsPerSecond);
      const ratio = median(ratios);
      const p99 = median(ours.map((sample) => sample.p99Ms));
      const verdict = [ratio >= AIMS.ratio ? 'ratio ok' : 'RATIO LOW', p99 < AIMS.p99Ms ? 'p99 ok' : 'P99 HIGH'].join(', ');
      return [
        target.name,
        median(ours.map((sample) => sample.requestsPerSecond)).toFixed(0),
        median(theirs.map((sample) => sample.requestsPerSecond)).toFixed(0),
        ratio.toFixed(2),
        `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
        p99.toFixed(0),
        median(theirs.map((sample) => sample.p99Ms)).toFixed(0),
        verdict,
      ];
    }),
  ]);

  const scripts = await landingScripts();
  const totalKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  record.table(`Landing page JavaScript (entry + modulepreload, gzip -9; aim < ${AIMS.landingKb} KB)`, [
    ['file', 'KB gz'],
    ...scripts.map((script) => [script.file, (script.gzipBytes / 1024).toFixed(1)]),
    ['total', `${totalKb.toFixed(1)} ${totalKb < AIMS.landingKb ? '(ok)' : '(OVER THE AIM)'}`],
  ]);
  // The first screen's modules share one script (vite.config.ts), so admin code would hide in it rather
  // than arrive as a chunk of its own: its calls to the admin router give it away.
  const adminChunks = scripts.filter((script) => script.callsAdmin || /admin/i.test(path.basename(script.file)));
  if (adminChunks.length > 0) {
    process.exitCode = 1;
    record.note(`FAIL: admin code reaches every visitor: ${adminChunks.map((script) => script.file).join(', ')}`);
  } else {
    record.note('ok: no admin code among them');
  }
  await record.save();
  const sizes = scaleSizes();
  if (sizes.length > 0) {
    const serve = async (scaleOrm: MikroORM) => {
      const app = await appOn(scaleOrm);
      return { url: await listen(app), close: () => app.close() };
    };
    await measureCatalogueScale({ cluster, serve, sizes });
  }
  console.log(`\nbench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await floor.close();
  await close();
}

async function listen(app: { listen(options: { port: number; host: string }): Promise<string> }) {
  return app.listen({ port: await freePort(), host: '127.0.0.1' });
}

/**
 * Both sides must answer 200 with the same products, or the comparison means nothing.
 * tRPC wraps its answer (superjson) and the list procedure answers a page object.
 */
async function assertSameProducts(shopUrl: string, floorUrl: string) {
  const ids = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    const body = await response.json();
    const data = body?.result?.data?.json ?? body;
    const products = Array.isArray(data) ? data : (data.items ?? [data]);
    return JSON.stringify(products.map((product: { id: number }) => product.id));
  };
  const [ours, theirs] = await Promise.all([ids(shopUrl), ids(floorUrl)]);
  if (ours !== theirs) throw new Error(`${shopUrl} and ${floorUrl} disagree: ${ours} vs ${theirs}`);
}
