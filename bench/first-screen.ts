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
 *
 * The runs are kept in bench/results/first-screen.md.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/browser.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { median } from './load.ts';
import { pageRate, serveShop, type ServedShop as Shop } from './served-shop.ts';
import { BenchRun } from './results.ts';

const BASELINE_DIR = process.env.BASELINE_DIR;
if (!BASELINE_DIR) throw new Error('Set BASELINE_DIR to a checkout of the version to compare with, its client built');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROOT = path.resolve(import.meta.dirname, '..');

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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const record = new BenchRun('first-screen', 'This version against another, side by side: Lighthouse and page throughput (bench/first-screen.ts)');

if (await clientBuildIsStale()) await buildClient();
const shops = [await serveShop('this version', ROOT), await serveShop('baseline', path.resolve(BASELINE_DIR))];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const lighthouseRows: string[][] = [];
  const benchmarkIndexes: number[] = [];
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
      benchmarkIndexes.push(...runs.get(shop.name)!.map((run) => run.benchmarkIndex));
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
  record.benchmarkIndex(benchmarkIndexes);
  record.table(`Lighthouse, ${RUNS} mobile runs per page and version, in turns; the median run by performance`, [
    ['page', 'version', 'performance (range)', 'accessibility', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS'],
    ...lighthouseRows,
  ]);

  const rateRows: string[][] = [];
  for (const [page, pathOf] of [
    ['GET /product/{id}', (shop: Shop) => shop.productPath],
    ['GET /shop', () => '/shop'],
  ] as const) {
    const samples = new Map<string, Awaited<ReturnType<typeof pageRate>>[]>(shops.map((shop) => [shop.name, []]));
    for (const shop of shops) await pageRate(`${shop.baseUrl}${pathOf(shop)}`, 4); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const shop of round % 2 ? [...shops].reverse() : shops) samples.get(shop.name)!.push(await pageRate(`${shop.baseUrl}${pathOf(shop)}`, 4));
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
  record.table(`Page throughput, 10 connections, ${ROUNDS} alternating rounds of 4 s; medians (range of the rounds)`, [
    ['page', 'version', 'req/s', 'p50', 'p99', 'ratio'],
    ...rateRows,
  ]);
  await record.save();
} finally {
  chrome.kill();
  for (const shop of shops) await shop.stop();
}
