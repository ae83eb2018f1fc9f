/**
 * `npx tsx bench/upload-memory.ts`: the probe's return-upload flood. 50 uploads at once, each six
 * photos of 4.9 MB after its fields, to an order that does not exist, over real sockets: first from
 * one client IP, then from 50 (each socket bound to its own loopback address). Prints the answers,
 * the process's resident memory before, at its peak (sampled every 20 ms) and after, and /healthz's
 * slowest answer meanwhile. The shop and the clients share this process: the one request body
 * (29 MB) the clients all send is counted in every figure. The runs are kept in
 * bench/results/upload-memory.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBenchShop } from './bench-shop.ts';
import { BenchRun } from './results.ts';

const UPLOADS = 50;
const PHOTO_BYTES = 4.9 * 1024 * 1024;

const record = new BenchRun('upload-memory', 'A flood of return uploads: answers and resident memory (bench/upload-memory.ts)');
const bench = await startBenchShop({ poolSize: 8 });
await bench.shop.listen({ host: '127.0.0.1', port: 0 });
const { port } = bench.shop.server.address() as AddressInfo;

const form = new FormData();
for (const [name, value] of Object.entries({ orderNumber: 'CL-NOSUCHORDER', customerEmail: 'probe@example.com', orderItemId: '1', reason: 'defective' })) {
  form.append(name, value);
}
// Random-looking bytes in a JPEG's clothing: nothing decodes them before the order is found.
for (let photo = 0; photo < 6; photo += 1) form.append('photos', new Blob([new Uint8Array(PHOTO_BYTES).fill(photo + 1)], { type: 'image/jpeg' }), `photo${photo}.jpg`);
const encoded = new Request('http://shop.test/', { method: 'POST', body: form });
const body = Buffer.from(await encoded.arrayBuffer());
const contentType = encoded.headers.get('content-type')!;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function upload(localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/returns/request', headers: { 'content-type': contentType, 'content-length': body.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A connection the server closed while the body was still going up counts as refused.
    request.on('error', () => resolve(-1));
    request.end(body);
  });
}

async function healthz(): Promise<number> {
  const started = performance.now();
  await fetch(`http://127.0.0.1:${port}/healthz`);
  return performance.now() - started;
}

async function flood(label: string, addressOf: (index: number) => string): Promise<string[]> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let slowest = 0;
  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      slowest = Math.max(slowest, await healthz());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(addressOf(index))));
  flooding = false;
  await probe;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const counts = Object.entries(statuses.reduce<Record<string, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count} × ${status === '-1' ? 'closed' : status}`)
    .join(', ');
  return [label, counts, mb(before), mb(peak), mb(process.memoryUsage().rss), `${slowest.toFixed(0)} ms`];
}

const rows = [await flood('one IP', () => '127.0.0.1'), await flood('50 IPs', (index) => `127.0.0.${index + 2}`)];
record.table(`${UPLOADS} uploads at once of 6 × 4.9 MB to an unknown order`, [
  ['clients', 'answers', 'RSS before', 'RSS peak', 'RSS 1 s after', 'slowest /healthz'],
  ...rows,
]);
await record.save();
await bench.close();
