/**
 * The Lighthouse part of `npm run bench` (the aims are in docs/performance.md, the runs in
 * bench/results/lighthouse.md): the shop as `npm start` runs it (production build,
 * demo catalogue), measured by Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU)
 * in Debian's Chromium, on the landing page, /shop (also with a colour and a shape) and a product page,
 * and the same three in German (/de/…) where the shop speaks it. Each page is run RUNS times and the median run (by performance
 * score) is printed, since single runs move by a few points.
 *
 * - `SHOP_DIR=../other-checkout` measures another checkout (its client built) instead of this one.
 * - `LIGHTHOUSE_CPU_SLOWDOWN=calibrated` sets the CPU slowdown to 4 × benchmarkIndex / 1700, the index
 *   taken from a first audit of / on this machine: the aims hold for a slow two-core phone-like machine
 *   of index about 1,700 (a number sets the multiplier itself; unset, Lighthouse's default 4).
 * - `LIGHTHOUSE_PAGES=/shop,/de/shop` runs only the pages of those names.
 * - `LIGHTHOUSE_LANG=de` runs the browser in German, as a German visitor's: the English pages then offer
 *   German, the German ones offer nothing (by default the German pages offer English).
 * - `LIGHTHOUSE_REPORTS=dir` keeps each run's full report there (`shop-1.json`, …), for what the table
 *   leaves out: each metric's score, the main thread's work by kind, the long tasks.
 * - Before each page's runs it waits (up to 90 s) while the 1-minute load average is above
 *   LIGHTHOUSE_MAX_LOAD (1.5), so that other work on the shared machine skews them less (its own
 *   audits raise the load too, hence the limit).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/browser.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { BenchRun } from './results.ts';
import { serveShop } from './served-shop.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `LIGHTHOUSE_PAGES=/shop,/de/shop` runs only those pages (by the names the table gives them), for a quick look at one. */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const SHOP_DIR = path.resolve(process.env.SHOP_DIR ?? path.join(import.meta.dirname, '..'));
const MAX_LOAD = Number(process.env.LIGHTHOUSE_MAX_LOAD ?? 1.5);
/** The browser's language (`--lang`): unset, Chromium's English, which the German pages offer to switch to. */
const BROWSER_LANGUAGE = process.env.LIGHTHOUSE_LANG;
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
/**
 * A run Lighthouse could not measure (`runtimeError`, e.g. NO_NAVSTART when the trace missed the
 * navigation) scores 0 and would be a page's median or range: it is run again, up to twice.
 */
async function auditRetrying(url: string, port: number, cpuSlowdown: number, reportFile: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await audit(url, port, cpuSlowdown, reportFile);
    if (!result.runtimeError || attempt === 3) return result;
    console.log(`${url}: Lighthouse could not measure the run (${result.runtimeError}); running it again`);
  }
}

/** A page's name as a file name: `/de/shop` → `de-shop`, `/` → `landing`. */
const reportName = (page: string) => page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
/** The machine DESIGN.md's aims are set for: a slow two-core one, Lighthouse's benchmarkIndex about 1,700. */
const REFERENCE_INDEX = 1700;
const AIMS = { performance: 97, accessibility: 100, cls: 0.02 };

interface PageResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
  /** The accessibility audits that failed, with how many elements each names. */
  accessibilityFailures: string[];
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The message catalogs' chunks the page requested (assets/shop-….js, pages-…, policies-…). */
  catalogChunks: string[];
  /** Why Lighthouse could not measure the run, when it could not (its scores are then 0). */
  runtimeError?: string;
}

const record = new BenchRun('lighthouse', 'Lighthouse on /, /shop and a product page (bench/lighthouse.ts)');

if (SHOP_DIR === path.resolve(import.meta.dirname, '..') && (await clientBuildIsStale())) await buildClient();
const shop = await serveShop('shop', SHOP_DIR);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', ...(BROWSER_LANGUAGE ? [`--lang=${BROWSER_LANGUAGE}`] : [])],
});
try {
  const speaksGerman = /<html[^>]*\blang="de"/.test(await (await fetch(`${shop.baseUrl}/de/`)).text());
  const pages = [
    ['/', '/'],
    ['/shop', '/shop'],
    // A colour and a shape: the filters' row drawn with choices made, a page of the closest colours.
    ['/shop?color&orientation', '/shop?color=2e4a7a&orientation=landscape'],
    ['/product/{id}', shop.productPath],
    ...(speaksGerman ? ([['/de/', '/de/'], ['/de/shop', '/de/shop'], ['/de/product/{id}', `/de${shop.productPath}`]] as const) : []),
  ].filter(([name]) => !ONLY_PAGES || ONLY_PAGES.includes(name));
  const cpuSlowdown = await cpuSlowdownMultiplier(shop.baseUrl, chrome.port);
  if (SHOP_DIR !== path.resolve(import.meta.dirname, '..')) {
    const measured = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: SHOP_DIR, encoding: 'utf8' }).trim();
    record.note(`The shop measured: ${SHOP_DIR} at ${measured} (the commit above is this bench's).`);
  }
  record.note(`CPU slowdown multiplier ${cpuSlowdown.toFixed(2)}${process.env.LIGHTHOUSE_CPU_SLOWDOWN === 'calibrated' ? ` (4 × benchmarkIndex / ${REFERENCE_INDEX})` : ''}.`);
  if (BROWSER_LANGUAGE) record.note(`Browser language: ${BROWSER_LANGUAGE}.`);
  const loads: number[] = [];
  const rows: string[][] = [];
  const failuresByPage: [string, string[]][] = [];
  const benchmarkIndexes: number[] = [];
  const catalogsByPage: string[] = [];
  for (const [name, pagePath] of pages) {
    const runs: PageResult[] = [];
    loads.push(await quietEnough());
    for (let run = 0; run < RUNS; run += 1) runs.push(await auditRetrying(`${shop.baseUrl}${pagePath}`, chrome.port, cpuSlowdown, `${reportName(name)}-${run + 1}`));
    benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    failuresByPage.push([name, median.accessibilityFailures]);
    catalogsByPage.push(`${name} ${median.catalogChunks.join(' ') || 'none'}`);
    const aims = [
      median.performance >= AIMS.performance ? 'perf ok' : 'PERF LOW',
      median.accessibility >= AIMS.accessibility ? 'a11y ok' : 'A11Y LOW',
      median.cls < AIMS.cls ? 'cls ok' : 'CLS HIGH',
    ].join(', ');
    rows.push([
      name,
      `${median.performance} (${runs[0]!.performance}-${runs.at(-1)!.performance})`,
      String(median.accessibility),
      (median.fcpMs / 1000).toFixed(1),
      (median.lcpMs / 1000).toFixed(1),
      median.tbtMs.toFixed(0),
      median.cls.toFixed(3),
      median.kib.toFixed(0),
      aims,
    ]);
  }
  record.benchmarkIndex(benchmarkIndexes);
  record.table(
    `Lighthouse ${RUNS} mobile runs per page, median by performance (aims: performance >= ${AIMS.performance}, accessibility ${AIMS.accessibility}, CLS < ${AIMS.cls})`,
    [['page', 'performance (range)', 'accessibility', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KiB sent', 'aims'], ...rows],
  );
  record.note(`Load average (1 minute) before each page's runs: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}. Catalog chunks requested: ${catalogsByPage.join('; ')}.`);
  for (const [name, failures] of failuresByPage) {
    if (failures.length > 0) record.note(`${name}: accessibility audits failing: ${failures.join(', ')}`);
  }
  await record.save();
} finally {
  chrome.kill();
  await shop.stop();
}

/** Lighthouse's default (4), a number given, or 4 × benchmarkIndex / 1700 from a first audit of the landing page. */
async function cpuSlowdownMultiplier(baseUrl: string, port: number): Promise<number> {
  const setting = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (!setting) return 4;
  if (setting !== 'calibrated') return Number(setting);
  await quietEnough();
  const { benchmarkIndex } = await audit(`${baseUrl}/`, port, 4);
  return (4 * benchmarkIndex) / REFERENCE_INDEX;
}

/** Waits, up to 90 s, for the 1-minute load average to fall to MAX_LOAD; gives the load it went on at. */
async function quietEnough(): Promise<number> {
  for (let waited = 0; os.loadavg()[0]! > MAX_LOAD && waited < 90; waited += 30) await new Promise((resolve) => setTimeout(resolve, 30_000));
  return os.loadavg()[0]!;
}

async function audit(url: string, port: number, cpuSlowdown: number, reportFile?: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORT_DIR && reportFile) {
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(path.join(REPORT_DIR, `${reportFile}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kib: numeric('total-byte-weight') / 1024,
    accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
      // Those that count towards the score.
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => {
        const items = (audit!.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
        return `${audit!.id} (${items})`;
      }),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    runtimeError: result.lhr.runtimeError?.code,
    catalogChunks: ((audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [])
      .map((item) => new URL(item.url).pathname)
      .filter((pathname) => /\/assets\/(shop|pages|policies)-[^/]+\.js$/.test(pathname)),
  };
}
