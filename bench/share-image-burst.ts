/**
 * Share images under a burst (issue 35, finding 4): a shop served as `npm start` serves it, bursts of
 * requests for share images nobody asked for before, each from another address, all at once. For each
 * burst: the answers by status, the shop process's CPU seconds from the burst until it is quiet again,
 * and /healthz asked back to back meanwhile (p50, p99, slowest, failures).
 *
 *   npx tsx bench/share-image-burst.ts                      # this checkout
 *   SHOP_DIR=/path/to/other/checkout npx tsx bench/share-image-burst.ts
 *
 * SHOP_DIR is served with its own code and client build (built first when missing); the database is an
 * embedded cluster of this checkout's, given to the shop as DATABASE_URL so that the bench can add the
 * prints to burst on: copies of the demo's prints, which no start or sync drew ahead. The runs are kept
 * in bench/results/share-image-burst.md.
 */
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { freePort } from '../server/postgres/free-port.ts';
import { shareImagePath } from '../server/modules/share-images/index.ts';
import { SHOP_ENVIRONMENT, SHOP_NODE_ARGUMENTS } from '../server/start-command.ts';
import { BenchRun } from './results.ts';

const BURSTS = [28, 120];
const SHOP_DIR = path.resolve(process.env.SHOP_DIR ?? path.join(import.meta.dirname, '..'));
/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const TICKS_PER_SECOND = 100;

const record = new BenchRun('share-image-burst', 'Share images under a burst (bench/share-image-burst.ts)');
const scratch = await mkdtemp(path.join(tmpdir(), 'shop-share-burst-'));
const database = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
// One role for the bench and the shop, the tables' owner: a version from before the app's own role
// (DATABASE_OWNER_URL) migrates as the role it connects as.
const pool = new pg.Pool({ connectionString: database.ownerUrl, max: 2 });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, SHOP_NODE_ARGUMENTS, {
  cwd: SHOP_DIR,
  env: {
    ...process.env,
    ...SHOP_ENVIRONMENT,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: database.ownerUrl,
    SESSION_SECRET: 'share-image-burst-session-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise<void>((resolve) => shop.on('exit', () => resolve()));

try {
  for (const deadline = Date.now() + 300_000; !(await fetch(`${baseUrl}/healthz`).then((answer) => answer.ok, () => false)); ) {
    if (shop.exitCode !== null) throw new Error('the shop ended before it was ready');
    if (Date.now() > deadline) throw new Error('no answer from /healthz within 300 s');
    await sleep(500);
  }
  const total = BURSTS.reduce((sum, size) => sum + size, 0);
  const ids = await copiesOfTheDemo(total);
  console.log(`Shop from ${SHOP_DIR} (pid ${shop.pid}); ${ids.length} prints added for the bursts. Waiting for it to be quiet…`);
  await quiet();
  const { rows: kept } = await pool.query<{ table: string | null }>(`select to_regclass('share_images')::text as table`);
  const drawnAhead = kept[0]!.table ? (await pool.query<{ n: number }>('select count(*)::int as n from share_images')).rows[0]!.n : 'none (no share_images table)';
  record.note(`Shop from ${SHOP_DIR}. Share images drawn ahead since start (the demo's prints): ${drawnAhead}.`);

  let next = 0;
  const rows: string[][] = [];
  for (const size of BURSTS) {
    const burst = ids.slice(next, next + size);
    next += size;
    const urls = await Promise.all(burst.map(sharePathOf));
    rows.push(await measureBurst(urls));
  }
  record.table('Bursts of requests for undrawn share images, each from another address', [
    ['burst', 'answers', 'CPU s (burst until quiet)', 'last answer after', '/healthz p50 / p99 / slowest', '/healthz failed'],
    ...rows,
  ]);
  await record.save();
} finally {
  shop.kill('SIGTERM');
  await exited;
  await pool.end();
  await database.stop();
  await rm(scratch, { recursive: true, force: true });
}

/** `count` copies of the demo's prints (their pictures, their sizes), visible, never drawn. */
async function copiesOfTheDemo(count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into products (title, description, price, price_range, image_url, mockup_images, category, dimensions, in_stock, inventory, tags, variants)
     select p.title || ' (copy ' || n || ')', p.description, p.price, p.price_range, p.image_url, p.mockup_images, p.category, p.dimensions, true, 10, p.tags, p.variants
       from generate_series(1, $1::int) as n
       join lateral (select * from products where not hidden order by id offset (n - 1) % (select count(*) from products where not hidden) limit 1) p on true
     returning id`,
    [count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function sharePathOf(id: number): Promise<string> {
  const product = (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as { id: number; imageUrl: string | null; mockupImages: string[] };
  const url = shareImagePath(product);
  if (!url) throw new Error(`print ${id} has no share image`);
  return url;
}

async function measureBurst(urls: string[]): Promise<string[]> {
  const health = healthProbe();
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  const answers = await Promise.all(
    urls.map((url, index) =>
      fetch(`${baseUrl}${url}`, { headers: { 'x-forwarded-for': `198.51.100.${index % 250}` } }).then(
        async (answer) => ({ status: answer.status, retryAfter: answer.headers.get('retry-after'), bytes: (await answer.arrayBuffer()).byteLength }),
        // undici gives up on an answer whose headers take over 300 s.
        () => ({ status: 0, retryAfter: null, bytes: 0 }),
      ),
    ),
  );
  const lastAnswerMs = performance.now() - started;
  await quiet();
  const cpu = (await cpuSeconds()) - cpuBefore;
  const probes = await health.stop();
  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 0 ? 'no answer in 300 s' : answer.status === 503 && answer.retryAfter ? `503 (Retry-After ${answer.retryAfter})` : String(answer.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const times = probes.times.sort((a, b) => a - b);
  const answersText = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`burst of ${urls.length}: ${answersText}; CPU ${cpu.toFixed(1)} s; last answer ${(lastAnswerMs / 1000).toFixed(1)} s; /healthz ${times.length} probes`);
  return [
    String(urls.length),
    answersText,
    cpu.toFixed(1),
    `${(lastAnswerMs / 1000).toFixed(1)} s`,
    `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))} / ${ms(times.at(-1) ?? 0)}`,
    String(probes.failed),
  ];
}

/** /healthz asked again as soon as it answers, until stopped; an answer that takes 30 s is given up and counted failed. */
function healthProbe() {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
        (answer) => answer.ok,
        () => false,
      );
      times.push(performance.now() - started);
      if (!ok) failed += 1;
      await sleep(10);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { times, failed };
    },
  };
}

/** The shop's process CPU time (user and system, every thread: libvips' too) in seconds. */
async function cpuSeconds(): Promise<number> {
  const fields = (await readFile(`/proc/${shop.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Until the shop spent under 0.05 s of CPU in a second (its drawings and jobs done), at most 5 minutes. */
async function quiet(): Promise<void> {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
    const before = await cpuSeconds();
    await sleep(1000);
    if ((await cpuSeconds()) - before < 0.05) return;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
