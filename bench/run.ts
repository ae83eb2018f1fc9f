/**
 * `npm run bench`: the catalogue's hot paths against a floor, on a catalogue of real size, and the
 * JavaScript the landing page ships. Absolute numbers move 10-30% between rounds on these machines
 * (DESIGN.md section 6), so each path runs beside its floor in alternating rounds and the verdict
 * is the median of the per-round ratios.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { initORM } from '../server/db.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { parseEnv } from '../server/env.ts';
import { freePort } from '../server/free-port.ts';
import { JobQueue } from '../server/integrations/jobs/job-queue.ts';
import { createMailer } from '../server/integrations/mail.ts';
import { measureCatalogueScale, scaleSizes } from './catalogue-scale.ts';
import { seedLargeCatalogue } from './catalogue-seed.ts';
import { buildFloor } from './floor.ts';
import { landingScripts } from './landing-js.ts';
import { CONNECTIONS, measure, median, type Sample } from './load.ts';

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
process.env.NODE_ENV = 'production';
const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
await chmod(scratch, 0o755);
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
const orm = await initORM(db.url);
const pool = new pg.Pool({ connectionString: db.url, max: 10 });
const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: scratch });
const mailer = createMailer({ ...env, log: () => {} });
const sessionSecret = randomBytes(32).toString('hex');
// Each app defines its jobs on a queue of its own. The queue's schema is installed; nothing in the
// catalogue queues work, so no workers run.
const shopOn = (appOrm: MikroORM) =>
  buildApp({ orm: appOrm, mailer, jobs: JobQueue.connect(db.url, { error: () => {} }), runJobs: false, config: env, sessionSecret, clientDir: null });
const shop = await shopOn(orm);
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

  console.log(`\nMedians of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (aims: ratio >= ${AIMS.ratio}, p99 < ${AIMS.p99Ms} ms)\n`);
  printTable([
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
  console.log(`\nLanding page JavaScript (entry + modulepreload, gzip -9; aim < ${AIMS.landingKb} KB):`);
  printTable([
    ['file', 'KB gz'],
    ...scripts.map((script) => [script.file, (script.gzipBytes / 1024).toFixed(1)]),
    ['total', `${totalKb.toFixed(1)} ${totalKb < AIMS.landingKb ? '(ok)' : '(OVER THE AIM)'}`],
  ]);
  const adminChunks = scripts.filter((script) => /admin/i.test(path.basename(script.file)));
  if (adminChunks.length > 0) {
    process.exitCode = 1;
    console.log(`FAIL: admin code reaches every visitor: ${adminChunks.map((script) => script.file).join(', ')}`);
  } else {
    console.log('ok: no admin chunk among them');
  }
  const sizes = scaleSizes();
  if (sizes.length > 0) {
    const serve = async (scaleOrm: MikroORM) => {
      const app = await shopOn(scaleOrm);
      return { url: await listen(app), close: () => app.close() };
    };
    await measureCatalogueScale({ clusterUrl: db.url, serve, sizes, log: console.log });
  }
  console.log(`\nbench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await shop.close();
  await floor.close();
  mailer.close();
  await pool.end();
  await orm.close();
  // Closed pools hand their sockets back asynchronously; a server shutdown that overtakes them is an
  // unhandled 'error' on a pg client that nobody listens to any more.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await db.stop();
  await rm(scratch, { recursive: true, force: true });
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

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
