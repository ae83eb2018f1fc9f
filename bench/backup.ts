/**
 * `npx tsx bench/backup.ts`: how long the embedded database's backup and restore take, and how big a
 * backup is, for the demo shop and for one with 100,000 orders (`BENCH_ORDERS`). A cluster of its own,
 * durable as `npm start` runs it, with the demo catalogue and the WAL archive on; each backup is timed
 * as `npm run backup` takes it (integrations/backups), and restored into a new folder and replayed to
 * its end as `npm run restore` does, its orders counted. The runs are kept in bench/results/backup.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { embeddedBackups, initORM } from '../server/db.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { backupFile, localPostgres, restoreBaseBackup, takeBackup } from '../server/integrations/backups/index.ts';
import { seedDemoCatalogue } from '../server/seed/demo-seed.ts';
import { seedAdminOrders } from './admin-orders-seed.ts';
import { BenchRun } from './results.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

const record = new BenchRun('backup', "The embedded database's backup and restore (bench/backup.ts)");
const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-backup-'));
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), archiveTo: path.join(scratch, 'backups') });
const backups = embeddedBackups(db);
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const clusterMegabytes = () => megabytes(Number(execFileSync('du', ['-sb', db.clusterDir], { encoding: 'utf8' }).split('\t')[0]));
const rows: string[][] = [['shop', 'orders', 'cluster (MB)', 'backup (MB)', 'backup (s)', 'restore (s)', 'orders restored']];

async function measure(label: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: db.ownerUrl, max: 1 });
  const { rows: counted } = await pool.query<{ orders: number }>('select count(*)::integer as orders from orders');
  await pool.end();
  const cluster = clusterMegabytes();
  let started = performance.now();
  const written = await takeBackup(backups.database, backupFile(path.join(scratch, 'backups'), backups.database, new Date()));
  const backupSeconds = (performance.now() - started) / 1000;
  const into = path.join(scratch, `restored-${label.replace(/\W+/g, '-')}`);
  started = performance.now();
  const { checked } = await restoreBaseBackup(written.file, into, {
    install: await localPostgres(),
    target: { until: 'backup-end' },
    walArchive: backups.walArchive,
    check: async (client) => (await client.query<{ orders: number }>('select count(*)::integer as orders from orders')).rows[0]!.orders,
  });
  const restoreSeconds = (performance.now() - started) / 1000;
  await rm(into, { recursive: true, force: true });
  rows.push([label, counted[0]!.orders.toLocaleString('en-US'), cluster, megabytes(written.bytes), backupSeconds.toFixed(1), restoreSeconds.toFixed(1), String(checked)]);
}

try {
  const orm = await initORM(db);
  await seedDemoCatalogue(orm.em.fork());
  await measure('the demo shop');
  const pool = new pg.Pool({ connectionString: db.ownerUrl, max: 1 });
  await seedAdminOrders(pool, { orders: ORDERS, customers: Math.ceil(ORDERS / 20) });
  await pool.query('checkpoint');
  await pool.end();
  await measure(`with ${ORDERS.toLocaleString('en-US')} orders`);
  await orm.close();
  record.table('Backup and restore of the embedded database (durable, WAL archive on; restore = unpack and replay to the backup\'s end)', rows);
  await record.save();
} finally {
  await db.stop();
  if (backups.walArchive) await rm(backups.walArchive, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
}
