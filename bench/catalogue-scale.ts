import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { initORM, type DatabaseUrls } from '../server/db.ts';
import { growLargeCatalogue, seedLargeCatalogue } from './catalogue-seed.ts';
import { measure, type Sample } from './load.ts';
import { BenchRun } from './results.ts';

/**
 * The catalogue as it grows: the same shopper requests (pages and facets) against one catalogue grown from
 * 1,000 to 10,000 to 100,000 products, each measured at 10 connections. A request stays flat when its
 * p99 at the largest size is within AIM times its p99 at the smallest. The catalogue lives in a
 * database of its own, beside the main benchmark's, and grows in place (growLargeCatalogue), so each
 * size holds exactly the rows a fresh seed of that size would.
 */

const DEFAULT_SIZES = [1_000, 10_000, 100_000];
const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const SECONDS = 5;
const AIM = 1.5;

const REQUESTS = [
  'search=harbour',
  // A rare phrase: eight prints match at 1,000, so its pages ask for eight, and each size answers the same
  // work beside the walk (a page of 25 at 100,000 serialised three times the prints of the 1,000 cell).
  'search=misty lagoon&sort=price_asc&limit=8',
  // Typos: nothing matches as typed, so the search is corrected against the vocabulary and read again (catalogue-words.ts).
  'search=lighthose',
  'search=misty lagon&sort=price_asc&limit=8',
  'category=Europe&sort=newest',
  'category=Europe&sort=price_asc',
  'category=Europe&sort=price_desc',
  'category=Europe&sort=name',
  'sort=name',
  // /shop's filters (issue 38), each alone and a few together. A colour's own order is the closest first.
  'color=2e4a7a',
  'color=2e4a7a&sort=newest',
  'orientation=panoramic',
  'orientation=square',
  'maxWidthIn=24',
  'minPrice=100&maxPrice=200',
  'color=2e4a7a&orientation=landscape&maxWidthIn=48',
  'category=Europe&orientation=portrait',
  'search=harbour&color=2e4a7a',
  // The facets, counted under the filters: a row that starts with a path asks that path rather than /api/products.
  '/api/products/facets',
  '/api/products/facets?color=2e4a7a&orientation=landscape',
];

/** A row's address: a path of its own, or /api/products with the row as its query. */
const requestPath = (request: string) => (request.startsWith('/') ? request : `/api/products?${request}`);

/** The sizes to measure: BENCH_SCALE_SIZES=1000,10000 for a shorter run, `none` to skip the table. */
export function scaleSizes(setting = process.env.BENCH_SCALE_SIZES): number[] {
  if (setting === undefined) return DEFAULT_SIZES;
  if (setting === 'none') return [];
  const sizes = setting.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || sizes.some((size, i) => i > 0 && size <= sizes[i - 1]!)) {
    throw new Error(`BENCH_SCALE_SIZES must be rising whole numbers such as 1000,10000,100000, not ${setting}`);
  }
  return sizes;
}

interface ScaleOptions {
  /** The embedded cluster's URLs (the app's role, the owner); the scale catalogue gets a database of its own there. */
  cluster: Required<DatabaseUrls>;
  /** Serves the production app on the given ORM and answers its base URL. */
  serve: (orm: MikroORM) => Promise<{ url: string; close(): Promise<void> }>;
  sizes: number[];
}

/** Measures every request at every size, prints the table and records it in bench/results/catalogue-scale.md. */
export async function measureCatalogueScale({ cluster, serve, sizes }: ScaleOptions): Promise<void> {
  const record = new BenchRun('catalogue-scale', 'The catalogue as it grows: GET /api/products and its facets from 1,000 to 100,000 products (bench/catalogue-scale.ts)');
  const admin = new pg.Client({ connectionString: cluster.ownerUrl });
  await admin.connect();
  await admin.query('create database catalogue_scale');
  await admin.end();
  const scaleDatabase = (at: string) => {
    const url = new URL(at);
    url.pathname = '/catalogue_scale';
    return url.toString();
  };
  const orm = await initORM({ url: scaleDatabase(cluster.url), ownerUrl: scaleDatabase(cluster.ownerUrl) });
  const pool = new pg.Pool({ connectionString: scaleDatabase(cluster.ownerUrl), max: 2 });
  const shop = await serve(orm);
  const samples = new Map<string, Sample[]>(REQUESTS.map((request) => [request, []]));
  try {
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      if (seeded === 0) await seedLargeCatalogue(pool, size);
      else await growLargeCatalogue(pool, seeded, size);
      seeded = size;
      console.log(`scale: ${size} products seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const request of REQUESTS) {
        const target = `${shop.url}${encodeURI(requestPath(request))}`;
        // One answer first: what the shop keeps per catalogue revision (a page's total, the facets) is then
        // counted once, as for a live shop's first visitor, not by every connection of the warm-up at once,
        // which at 100,000 prints kept the facets from answering within the run.
        const first = Date.now();
        const answer = await fetch(target);
        if (!answer.ok) throw new Error(`${target} answered ${answer.status}`);
        console.log(`scale: ${size} ${request}: first answer in ${Date.now() - first} ms`);
        await measure(target, WARMUP_SECONDS, CONNECTIONS);
        samples.get(request)!.push(await measure(target, SECONDS, CONNECTIONS));
      }
    }
  } finally {
    await shop.close();
    await pool.end();
    await orm.close();
  }

  const figure = (sample: Sample) => `${sample.p50Ms} / ${sample.p99Ms} ms, ${sample.requestsPerSecond.toFixed(0)}/s`;
  record.table(
    `GET /api/products (and /api/products/facets) at ${CONNECTIONS} connections, p50 / p99 and req/s (${SECONDS} s each); aim: p99 at ${sizes.at(-1)} products within ${AIM}x of p99 at ${sizes[0]}`,
    [
      ['request', ...sizes.map((size) => `${size.toLocaleString('en-US')} products`), 'p99 ratio'],
      ...[...samples].map(([request, row]) => {
        const ratio = row.at(-1)!.p99Ms / row[0]!.p99Ms;
        return [`\`${request.startsWith('/') ? request : `?${request}`}\``, ...row.map(figure), `${ratio.toFixed(2)} ${ratio <= AIM ? 'ok' : 'OVER THE AIM'}`];
      }),
    ],
  );
  await record.save();
}
