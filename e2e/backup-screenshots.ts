/**
 * `npx tsx e2e/backup-screenshots.ts`: the Overview's backup line at 1440 and 390 px wide, saved to
 * e2e/screenshots/ for looking at: a backup taken five hours ago (quiet), then the night's backup
 * failed and the last good one two days old (the warning the admins are also e-mailed). The runs are
 * written into the log (backup_runs) directly, as the shop's clock cannot be moved from here.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'backup-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const scratch = await mkdtemp(path.join(tmpdir(), 'backup-shots-'));
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, DATABASE_URL: db.url, DATABASE_OWNER_URL: db.ownerUrl });
const browser = await launchBrowser();
const owner = new pg.Pool({ connectionString: db.ownerUrl, max: 1 });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

try {
  const page = await newPage(browser);
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  await owner.query('delete from backup_runs');
  await owner.query(
    "insert into backup_runs (night, status, started_at, finished_at, file, bytes, sha256, restore_checked_at) values ($1, 'good', $2, $2, '/srv/backups/canvas-shop.tar.gz', 5080532, repeat('a', 64), $2)",
    ['2026-11-27', hoursAgo(5)],
  );
  for (const [state, width] of [['fresh', 1440], ['fresh', 390]] as const) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`${shop.baseUrl}/admin?tab=overview`, { waitUntil: 'networkidle' });
    await page.getByText(/Backed up/).waitFor();
    await page.screenshot({ path: path.join(outDir, `backup-${state}-${width}.png`) });
  }
  await owner.query('update backup_runs set started_at = $1, finished_at = $1, restore_checked_at = $1', [hoursAgo(50)]);
  await owner.query(
    "insert into backup_runs (night, status, started_at, finished_at, error) values ('2026-11-28', 'failed', $1, $1, 'ENOSPC: no space left on device, write')",
    [hoursAgo(2)],
  );
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`${shop.baseUrl}/admin?tab=overview`, { waitUntil: 'networkidle' });
    await page.getByText(/failed/).waitFor();
    await page.screenshot({ path: path.join(outDir, `backup-failed-${width}.png`) });
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await owner.end();
  await browser.close();
  await shop.stop();
  await db.stop();
}
