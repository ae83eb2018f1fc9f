import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedBackups, initORM } from '../../db.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../embedded-postgres.ts';
import { BackupError, listBackups, verifyChecksum } from '../../integrations/backups/index.ts';
import type { Services } from '../request-scope.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, SUPPORT_STAFF_EMAIL, testClock, testServices } from '../../test/helpers.ts';
import { readMail, testMailbox, type TestMailbox } from '../../test/mailbox.ts';
import { backupStatus, watchBackups } from './backup-status.ts';
import type { BackupSetup } from './backup-setup.ts';
import { takeNightlyBackup } from './nightly-backup.ts';

/**
 * The nightly backup, taken of a cluster of its own (the shop's schema, migrated) into a BACKUP_DIR of
 * its own, with its log in the worker's database, by a clock the test moves: one backup per night
 * whichever instances run the job, each verified, a restore check once a week, retention applied
 * with the archived WAL; a failure recorded and e-mailed on the last try; the age watched.
 */

let scratch: string;
let cluster: EmbeddedDatabase;
let mailbox: TestMailbox;
let setup: BackupSetup;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'shop-nightly-backup-'));
  cluster = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), ephemeral: true, archiveTo: path.join(scratch, 'backups') });
  await (await initORM(cluster)).close();
  mailbox = await testMailbox();
  setup = { ...embeddedBackups(cluster), dir: path.join(scratch, 'backups'), at: '03:00', keep: { daily: 2, weekly: 1 }, alertTo: [ADMIN_EMAIL] };
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  if (setup?.walArchive) await rm(setup.walArchive, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});
beforeEach(resetDatabase);

/** 3:00 in New York on `day` (winter: 08:00 UTC). */
const night = (day: string) => new Date(`${day}T08:00:00Z`);

async function servicesAt(day: string): Promise<Services & { clock: ReturnType<typeof testClock> }> {
  const clock = testClock(night(day));
  return Object.assign(await testServices({ clock, mailer: mailbox.mailer }), { clock });
}

const fork = async () => (await testOrm()).em.fork();
const runs = () => query<{ night: string; status: string; file: string | null; restore_checked: boolean }>(
  "select to_char(night, 'YYYY-MM-DD') as night, status, file, restore_checked_at is not null as restore_checked from backup_runs order by night",
);
const keptDays = async () => (await listBackups(setup.dir)).map((backup) => backup.takenAt.toISOString().slice(0, 10));

describe('the nightly backup', () => {
  it('is taken once a night whichever instances run it, verified, restore-checked weekly, and retention lets go of the rest with their WAL', { timeout: 180_000 }, async () => {
    const first = await servicesAt('2026-11-02');
    // Two instances run the night's job together: one takes the backup, the other finds it taken.
    const together = await Promise.all([takeNightlyBackup(await fork(), first, setup, { lastAttempt: false }), takeNightlyBackup(await fork(), first, setup, { lastAttempt: false })]);
    expect(together.sort()).toEqual(['taken', 'taken elsewhere']);
    expect(await takeNightlyBackup(await fork(), first, setup, { lastAttempt: false })).toBe('taken elsewhere');
    const [run] = await runs();
    expect(run).toMatchObject({ night: '2026-11-02', status: 'good', restore_checked: true });
    await verifyChecksum(run!.file!);
    expect(await keptDays()).toEqual(['2026-11-02']);

    // An archived segment from before every backup kept, to be let go with them.
    const stale = path.join(setup.walArchive!, '000000010000000000000000.gz');
    await writeFile(stale, 'old');
    await utimes(stale, new Date('2026-10-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'));

    for (const day of ['2026-11-03', '2026-11-09', '2026-11-10', '2026-11-11']) {
      expect(await takeNightlyBackup(await fork(), await servicesAt(day), setup, { lastAttempt: false })).toBe('taken');
    }
    // Kept: the last two nights, and before them the newest of one week (Monday 9 November's); a restore check a week apart.
    expect(await keptDays()).toEqual(['2026-11-09', '2026-11-10', '2026-11-11']);
    expect((await runs()).map((row) => [row.night, row.restore_checked])).toEqual([
      ['2026-11-02', true],
      ['2026-11-03', false],
      ['2026-11-09', true],
      ['2026-11-10', false],
      ['2026-11-11', false],
    ]);
    expect(existsSync(stale)).toBe(false);
    expect((await readdir(setup.walArchive!)).filter((name) => name.endsWith('.gz')).length).toBeGreaterThan(0);
  });

  it('records a failure, e-mails the admins on the last try only, and a later try takes the night over', { timeout: 120_000 }, async () => {
    const services = await servicesAt('2026-11-20');
    const unreachable: BackupSetup = { ...setup, database: { ...setup.database, ownerUrl: 'postgresql://postgres:wrong@127.0.0.1:1/postgres' } };
    await expect(takeNightlyBackup(await fork(), services, unreachable, { lastAttempt: false })).rejects.toThrow();
    await expect(takeNightlyBackup(await fork(), services, unreachable, { lastAttempt: true })).rejects.toThrow();
    expect(await runs()).toMatchObject([{ night: '2026-11-20', status: 'failed', file: null }]);
    expect((await services.jobs.drain()).failed).toEqual([]);
    const alert = readMail((await mailbox.next(ADMIN_EMAIL)).raw);
    expect(alert.subject).toBe("The shop's backup of 2026-11-20 failed");
    expect(alert.text).toContain('What went wrong: ');
    expect(alert.text).toContain('npm run backup');
    expect(mailbox.sentTo(ADMIN_EMAIL).filter((mail) => readMail(mail.raw).subject.includes('2026-11-20'))).toHaveLength(1);

    expect((await backupStatus(await fork(), services.clock())).latest).toMatchObject({ night: '2026-11-20', status: 'failed' });
    expect(await takeNightlyBackup(await fork(), services, setup, { lastAttempt: false })).toBe('taken');
    expect(await runs()).toMatchObject([{ night: '2026-11-20', status: 'good' }]);
  });

  it('finds a backup damaged after it was written', async () => {
    const services = await servicesAt('2026-11-21');
    await takeNightlyBackup(await fork(), services, setup, { lastAttempt: false });
    const [run] = await runs();
    const handle = await open(run!.file!, 'r+');
    await handle.write(Buffer.from([0x13]), 0, 1, 100);
    await handle.close();
    const refused = await verifyChecksum(run!.file!).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/is damaged: its SHA-256 is [0-9a-f]{64}, not [0-9a-f]{64} as written when it was made/);
  });
});

describe('how the backups stand', () => {
  it('ages the last good backup, and the hourly watch e-mails the admins once a day past 36 hours', { timeout: 60_000 }, async () => {
    const services = await servicesAt('2026-11-23');
    await takeNightlyBackup(await fork(), services, setup, { lastAttempt: false });
    const fresh = await backupStatus(await fork(), services.clock());
    expect(fresh).toMatchObject({ stale: false, latest: null, lastGood: { bytes: expect.any(Number) } });
    expect(fresh.ageSeconds).toBeLessThan(60);
    expect(await watchBackups(await fork(), services, [ADMIN_EMAIL])).toBe(false);

    services.clock.advance(37 * 3600_000);
    expect(await backupStatus(await fork(), services.clock())).toMatchObject({ stale: true, ageSeconds: expect.any(Number) });
    expect(await watchBackups(await fork(), services, [ADMIN_EMAIL])).toBe(true);
    await services.jobs.drain();
    // An hour later it is still too old, and today's e-mail has gone out.
    services.clock.advance(3600_000);
    expect(await watchBackups(await fork(), services, [ADMIN_EMAIL])).toBe(true);
    await services.jobs.drain();
    const stale = mailbox.sentTo(ADMIN_EMAIL).map((mail) => readMail(mail.raw)).filter((mail) => mail.subject === "The shop's last good backup is more than 36 hours old");
    expect(stale).toHaveLength(1);
    expect(stale[0]!.text).toMatch(/The last good backup was finished on Nov 23, 2026, 3:0\d AM EST, more than 36 hours ago\./);
  });

  it('is shown to admins alone (admin.backups)', async () => {
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }));
    expect(await admin.admin.backups()).toMatchObject({ lastGood: null, latest: null, stale: false, schedule: null });
    await expect((await callerFor(await createUser({ email: SUPPORT_STAFF_EMAIL }))).admin.backups()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await callerFor(await createUser())).admin.backups()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await callerFor(null)).admin.backups()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
