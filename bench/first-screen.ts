/**
 * `BASELINE_DIR=../other-checkout npx tsx bench/first-screen.ts`: this version of the shop against
 * another (a checkout with its client built, `npx vite build` there), side by side in one run, as
 * `npm start` serves each with its own demo catalogue. The machine is shared and its load moves, so
 * every measurement alternates between the two:
 *
 * - Lighthouse's mobile run (as bench/lighthouse.ts) on /, /shop and a product page, RUNS times each,
 *   this version and the other in turns; the median run by performance of each.
 * - The pages' throughput: GET /product/{id} and GET /shop at 10 connections, ROUNDS rounds of 4 s,
 *   alternating; medians. Each request comes from another address (X-Forwarded-For, trusted), so the
 *   pages' rate limit of 300 a minute per visitor does not answer instead.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/browser.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { freePort } from '../server/free-port.ts';
import { median } from './load.ts';
import { printTable } from './table.ts';

const BASELINE_DIR = process.env.BASELINE_DIR;
if (!BASELINE_DIR) throw new Error('Set BASELINE_DIR to a checkout of the version to compare with, its client built');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROOT = path.resolve(import.meta.dirname, '..');

interface Shop {
  name: string;
  baseUrl: string;
  productPath: string;
  stop(): Promise<void>;
}

async function startShop(name: string, cwd: string): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-first-screen-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`${name}: the shop ended before it was ready`);
    if (Date.now() > deadline) throw new Error(`${name}: no answer from /healthz within 180 s`);
    if (await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const [product] = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()) as { id: number }[];
  return {
    name,
    baseUrl,
    productPath: `/product/${product!.id}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

let visitor = 0;
async function pageRate(url: string) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 4,
    requests: [
      {
        setupRequest: (request) => {
          visitor += 1;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` } };
        },
      },
    ],
  });
  if (result.errors || result.timeouts || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

if (await clientBuildIsStale()) await buildClient();
const shops = [await startShop('this version', ROOT), await startShop('baseline', path.resolve(BASELINE_DIR))];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const lighthouseRows: string[][] = [];
  for (const [page, pathOf] of [
    ['/', () => '/'],
    ['/shop', () => '/shop'],
    ['/product/{id}', (shop: Shop) => shop.productPath],
  ] as const) {
    const runs = new Map<string, Awaited<ReturnType<typeof audit>>[]>(shops.map((shop) => [shop.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      // Alternating which goes first, so neither always meets the machine warmer.
      for (const shop of run % 2 ? [...shops].reverse() : shops) runs.get(shop.name)!.push(await audit(`${shop.baseUrl}${pathOf(shop)}`, chrome.port));
    }
    for (const shop of shops) {
      const sorted = runs.get(shop.name)!.sort((a, b) => a.performance - b.performance);
      const mid = sorted[Math.floor(sorted.length / 2)]!;
      lighthouseRows.push([
        page,
        shop.name,
        `${mid.performance} (${sorted[0]!.performance}-${sorted.at(-1)!.performance})`,
        String(mid.accessibility),
        String(mid.seo),
        (mid.fcp / 1000).toFixed(2),
        (mid.lcp / 1000).toFixed(2),
        mid.tbt.toFixed(0),
        mid.cls.toFixed(3),
      ]);
    }
  }
  console.log(`\nLighthouse, ${RUNS} mobile runs per page and version, in turns; the median run by performance\n`);
  printTable([['page', 'version', 'performance (range)', 'accessibility', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS'], ...lighthouseRows]);

  const rateRows: string[][] = [];
  for (const [page, pathOf] of [
    ['GET /product/{id}', (shop: Shop) => shop.productPath],
    ['GET /shop', () => '/shop'],
  ] as const) {
    const samples = new Map<string, Awaited<ReturnType<typeof pageRate>>[]>(shops.map((shop) => [shop.name, []]));
    for (const shop of shops) await pageRate(`${shop.baseUrl}${pathOf(shop)}`); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const shop of round % 2 ? [...shops].reverse() : shops) samples.get(shop.name)!.push(await pageRate(`${shop.baseUrl}${pathOf(shop)}`));
    }
    const rates = shops.map((shop) => median(samples.get(shop.name)!.map((sample) => sample.rate)));
    for (const [index, shop] of shops.entries()) {
      const mine = samples.get(shop.name)!;
      rateRows.push([
        page,
        shop.name,
        `${rates[index]!.toFixed(0)} (${Math.min(...mine.map((s) => s.rate)).toFixed(0)}-${Math.max(...mine.map((s) => s.rate)).toFixed(0)})`,
        `${median(mine.map((s) => s.p50)).toFixed(0)} ms`,
        `${median(mine.map((s) => s.p99)).toFixed(0)} ms`,
        index === 0 ? `${(rates[0]! / rates[1]!).toFixed(2)} of the baseline` : '',
      ]);
    }
  }
  console.log(`\nPage throughput, 10 connections, ${ROUNDS} alternating rounds of 4 s; medians (range of the rounds)\n`);
  printTable([['page', 'version', 'req/s', 'p50', 'p99', 'ratio'], ...rateRows]);
} finally {
  chrome.kill();
  for (const shop of shops) await shop.stop();
}
