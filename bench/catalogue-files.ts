/**
 * `NODE_OPTIONS=--expose-gc npx tsx bench/catalogue-files.ts` (part of `npm run bench`): the sitemaps and
 * the shopping feed at 100,000 prints (BENCH_FILES_PRODUCTS), every 97th hidden. Each file is fetched over
 * HTTP and read as it streams: the time to the first byte and to the last, its size and entries, and the
 * heap the process holds while it is written (collected, then sampled every 250 ms) against before, to
 * show that memory stays flat however long the file. The runs are kept in bench/results/catalogue-files.md.
 */
import { startBenchShop } from './bench-shop.ts';
import { seedLargeCatalogue } from './catalogue-seed.ts';
import { freePort } from '../server/postgres/free-port.ts';
import { BenchRun } from './results.ts';

const PRODUCTS = Number(process.env.BENCH_FILES_PRODUCTS ?? 100_000);
const gc = globalThis.gc ?? (() => {
  throw new Error('Run with --expose-gc: NODE_OPTIONS=--expose-gc npx tsx bench/catalogue-files.ts');
});

const record = new BenchRun('catalogue-files', 'The sitemaps and the shopping feed at 100,000 prints (bench/catalogue-files.ts)');
const { shop, pool, close } = await startBenchShop({ poolSize: 4 });
try {
  const seeded = performance.now();
  await seedLargeCatalogue(pool, PRODUCTS);
  await pool.query('update products set hidden = true where id % 97 = 0');
  await pool.query('vacuum analyze products');
  console.log(`seeded ${PRODUCTS.toLocaleString('en-US')} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const base = await shop.listen({ port: await freePort(), host: '127.0.0.1' });

  const rows: string[][] = [];
  for (const [label, path, entry] of [
    ['sitemap index', '/sitemap.xml', '<sitemap>'],
    ['products-1.xml (ids 1-10,000, 5 languages)', '/sitemaps/products-1.xml', '<url>'],
    ['products-2.xml (ids 10,001-20,000, 5 languages)', '/sitemaps/products-2.xml', '<url>'],
    ['feed, US (USD)', '/feeds/google.xml?country=US', '<item>'],
    ['feed, DE (EUR)', '/feeds/google.xml?country=DE', '<item>'],
  ] as const) {
    // What the process holds, not the garbage it has yet to collect: collected before each sample.
    const retained = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = retained();
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, retained())), 250);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    let firstByte = 0;
    let bytes = 0;
    let entries = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.byteLength;
      // Counted across chunk edges: the tail of one chunk joins the next.
      const text = tail + decoder.decode(chunk, { stream: true });
      entries += text.split(entry).length - 1;
      tail = text.slice(-entry.length + 1);
    }
    const total = performance.now() - started;
    const heapAfter = retained();
    clearInterval(sampler);
    const etag = response.headers.get('etag');
    let notModified = '';
    if (etag) {
      const again = performance.now();
      const answer = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } });
      notModified = `${answer.status} in ${(performance.now() - again).toFixed(0)} ms`;
    }
    rows.push([
      label,
      String(response.status),
      entries.toLocaleString('en-US'),
      `${(bytes / 1024 / 1024).toFixed(1)} MB`,
      `${firstByte.toFixed(0)} ms`,
      `${total.toFixed(0)} ms`,
      `${((heapPeak - heapBefore) / 1024 / 1024).toFixed(1)} / ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB`,
      notModified || '-',
    ]);
  }
  record.table(`The catalogue's files at ${PRODUCTS.toLocaleString('en-US')} products (1 in 97 hidden), read over HTTP as they stream`, [
    ['file', 'status', 'entries', 'size', 'first byte', 'whole file', 'heap held while written: peak / after', 'again with its ETag'],
    ...rows,
  ]);
  await record.save();
} finally {
  await close();
}
