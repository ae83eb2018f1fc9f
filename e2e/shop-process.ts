import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/postgres/free-port.ts';
import { SHOP_ENVIRONMENT, SHOP_NODE_ARGUMENTS, SHOP_V8_FLAGS } from '../server/start-command.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ShopProcess {
  baseUrl: string;
  /** The shop's DATA_DIR: its outbox holds the e-mails it sent. */
  dataDir: string;
  /** The shop's own process (no tsx wrapper in between), which starts the embedded PostgreSQL. */
  pid: number;
  /** SIGTERM, as a service manager stops it; removes the DATA_DIR unless the caller gave it. */
  stop(): Promise<void>;
  /** SIGKILL: the shop dies on the spot, with no chance to stop its database. */
  kill(): Promise<void>;
}

export interface ShopProcessOptions {
  /** Reuse this DATA_DIR (and so its database) instead of a fresh one. */
  dataDir?: string;
  /** false: the API only, as `npm run dev` serves it, so no client build is needed. */
  serveClient?: boolean;
}

// The same startShop as server/dev.ts, without the Vite dev server in front (with `npm start`'s V8 flags).
const API_ONLY = [...SHOP_V8_FLAGS, '--import', 'tsx', '--input-type=module', '--eval', "await (await import('./server/start.ts')).startShop({ serveClient: false })"];

/**
 * Runs the shop in a child process, as `npm start` does (server/main.ts), on a free port with its
 * own DATA_DIR (so its own embedded PostgreSQL and demo catalogue), and waits until /healthz answers.
 */
export async function startShopProcess(
  env: Record<string, string> = {},
  { dataDir: givenDataDir, serveClient = true }: ShopProcessOptions = {},
): Promise<ShopProcess> {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), 'shop-e2e-')));
  const port = await freePort();
  const child = spawn(process.execPath, serveClient ? SHOP_NODE_ARGUMENTS : API_ONLY, {
    cwd: ROOT,
    env: { ...process.env, ...SHOP_ENVIRONMENT, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The shop ended (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    if (Date.now() > deadline) throw new Error('The shop did not answer /healthz within 120 s');
    const ready = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      // The database's last writes (pg_wal) can land while the folder is being removed: ENOTEMPTY,
      // which rm retries.
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
