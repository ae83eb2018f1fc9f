import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../server/postgres/free-port.ts';
import { SHOP_ENVIRONMENT, SHOP_NODE_ARGUMENTS } from '../server/start-command.ts';

/**
 * A version of the shop served as `npm start` serves it (its own demo catalogue in a fresh DATA_DIR,
 * production mode, a trusted proxy in front), from any checkout with its client built, so that
 * benches can set versions side by side in one run (first-screen.ts, page-throughput.ts).
 */
export interface ServedShop {
  name: string;
  baseUrl: string;
  /** A print's page in this version's catalogue. */
  productPath: string;
  stop(): Promise<void>;
}

export async function serveShop(name: string, cwd: string): Promise<ServedShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-served-'));
  const port = await freePort();
  const child = spawn(process.execPath, SHOP_NODE_ARGUMENTS, {
    cwd,
    env: { ...process.env, ...SHOP_ENVIRONMENT, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', NODE_ENV: 'production' },
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

let visitor = 0;
/**
 * A page's throughput at 10 connections for `seconds`. Each request comes from another address
 * (X-Forwarded-For, trusted), so the pages' limit of 300 a minute per visitor does not answer instead.
 */
export async function pageRate(url: string, seconds: number, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          visitor += 1;
          const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
          return { ...request, headers: { ...request.headers, ...headers, 'x-forwarded-for': address } };
        },
      },
    ],
  });
  if (result.errors || result.timeouts || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
