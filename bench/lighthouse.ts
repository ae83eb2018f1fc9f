/**
 * The Lighthouse part of `npm run bench` (the aims are in docs/performance.md, the runs in
 * bench/results/lighthouse.md): the shop as `npm start` runs it (production build,
 * demo catalogue), measured by Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU)
 * in Debian's Chromium, on the landing page, /shop and a product page. Each page is run RUNS times and
 * the median run (by performance score) is printed, since single runs move by a few points.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/browser.ts';
import { startShopProcess } from '../e2e/shop-process.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { BenchRun } from './results.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
}

const record = new BenchRun('lighthouse', 'Lighthouse on /, /shop and a product page (bench/lighthouse.ts)');

if (await clientBuildIsStale()) await buildClient();
const shop = await startShopProcess();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const products = (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()) as { id: number }[];
  const pages = [
    ['/', '/'],
    ['/shop', '/shop'],
    ['/product/{id}', `/product/${products[0]!.id}`],
  ] as const;
  const rows: string[][] = [];
  const failuresByPage: [string, string[]][] = [];
  const benchmarkIndexes: number[] = [];
  for (const [name, pagePath] of pages) {
    const runs: PageResult[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${shop.baseUrl}${pagePath}`, chrome.port));
    benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    failuresByPage.push([name, median.accessibilityFailures]);
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
  for (const [name, failures] of failuresByPage) {
    if (failures.length > 0) record.note(`${name}: accessibility audits failing: ${failures.join(', ')}`);
  }
  await record.save();
} finally {
  chrome.kill();
  await shop.stop();
}

async function audit(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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
  };
}
