import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startShopProcess, type ShopProcess } from '../e2e/shop-process.ts';
import { readLockFile } from './postgres/lock-file.ts';
import { postgresServing } from './postgres/processes.ts';

// The real shop (startShop) in child processes, taking turns on one DATA_DIR.
const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-crash-'));
const clusterDir = path.join(dataDir, 'postgres');
const start = () => startShopProcess({}, { dataDir, serveClient: false });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Every live postgres process working on the shop's cluster: postmaster and backends alike. */
async function postgresProcesses(): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const serving = await Promise.all(pids.map(async (pid) => ((await postgresServing(pid, clusterDir)) ? pid : 0)));
  return serving.filter((pid) => pid !== 0);
}

async function postmasterPid(): Promise<number> {
  const lock = await readLockFile(clusterDir);
  if (!lock) throw new Error(`no postmaster.pid in ${clusterDir}`);
  return lock.pid;
}

async function productCount(shop: ShopProcess): Promise<string | null> {
  const response = await fetch(`${shop.baseUrl}/api/products`);
  expect(response.status).toBe(200);
  return response.headers.get('x-total-count');
}

describe('the shop and its embedded PostgreSQL', () => {
  it('start again on the data of a shop killed with SIGKILL, and leave no postgres behind after SIGTERM', async () => {
    const crashed = await start();
    const seeded = await productCount(crashed);
    expect(Number(seeded)).toBeGreaterThan(0);
    const crashedPostmaster = await postmasterPid();

    await crashed.kill();
    // Nothing but the kernel is left to stop the postmaster of a shop killed outright (setpriv --pdeathsig).
    // A postmaster that survives anyway is stopped by the next start: embedded-postgres.test.ts.
    await vi.waitFor(async () => expect(await postgresServing(crashedPostmaster, clusterDir)).toBeUndefined(), {
      timeout: 30_000,
      interval: 100,
    });

    const restarted = await start();
    expect(await (await fetch(`${restarted.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await productCount(restarted)).toBe(seeded);
    await restarted.stop();
    expect(await postgresProcesses()).toEqual([]);
    expect(await readLockFile(clusterDir)).toBeUndefined();
  }, 90_000);
});
