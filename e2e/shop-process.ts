import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ShopProcess {
  baseUrl: string;
  /** The shop's DATA_DIR: its outbox holds the e-mails it sent. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Runs server/main.ts in a child process on a free port with its own DATA_DIR (so its own
 * embedded PostgreSQL and demo catalogue), and waits until /healthz answers.
 */
export async function startShopProcess(env: Record<string, string> = {}): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('The shop did not answer /healthz within 120 s');
    const ready = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
