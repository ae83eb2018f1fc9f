import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedBackups } from '../../db.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../embedded-postgres.ts';
import { withClient } from '../../postgres/with-client.ts';
import { backupFile, localPostgres, restoreBaseBackup, takeBackup } from './index.ts';

/**
 * Restores of base backups sharing one WAL archive, as an owner's do: a restore promotes a new
 * timeline and archives its history, and a later backup, taken on the old timeline after that fork,
 * still restores (along its own history, not onto the newer timeline).
 */

let scratch: string;
let cluster: EmbeddedDatabase;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'shop-cluster-restore-'));
  cluster = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), ephemeral: true, archiveTo: path.join(scratch, 'backups') });
  await withClient(cluster.ownerUrl, (client) => client.query('create table notes (note text)'));
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  if (cluster?.walArchive) await rm(cluster.walArchive, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

const note = (text: string) => withClient(cluster.ownerUrl, (client) => client.query('insert into notes values ($1)', [text]));

async function backupNow(): Promise<string> {
  const { database } = embeddedBackups(cluster);
  return (await takeBackup(database, backupFile(path.join(scratch, 'backups'), database, new Date()))).file;
}

async function restoredNotes(file: string, name: string): Promise<string[]> {
  const { checked } = await restoreBaseBackup(file, path.join(scratch, name), {
    install: await localPostgres(),
    target: { until: 'backup-end' },
    walArchive: cluster.walArchive,
    check: async (client) => (await client.query<{ note: string }>('select note from notes order by note')).rows.map((row) => row.note),
  });
  await rm(path.join(scratch, name), { recursive: true, force: true });
  return checked!;
}

describe('restoring base backups that share a WAL archive', () => {
  it('restores a backup taken after another restore forked a new timeline', { timeout: 120_000 }, async () => {
    await note('a');
    const first = await backupNow();
    expect(await restoredNotes(first, 'first')).toEqual(['a']);
    await note('b');
    // Taken on timeline 1 after the first restore archived timeline 2's history, forked at the first backup.
    const second = await backupNow();
    expect(await restoredNotes(second, 'second')).toEqual(['a', 'b']);
  });
});
