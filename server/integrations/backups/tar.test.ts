import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesEntry, fileEntry, tarStream, untar, type TarEntry } from './tar.ts';

/** The backup's archive: read back by untar and by the system's own tar, whatever changed while it was written. */

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-tar-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, entries: TarEntry[]): Promise<string> {
  const file = path.join(dir, name);
  await pipeline(Readable.from(tarStream((async function* () { yield* entries; })())), createWriteStream(file));
  return file;
}

async function unpack(file: string, into: string): Promise<void> {
  await untar(createReadStream(file), async (entry) => path.join(dir, into, entry.name));
}

describe('the backup archive', () => {
  const long = `data/${'a'.repeat(90)}/${'b'.repeat(60)}`;

  it('holds directories and files, long names included, as the system tar reads them', async () => {
    const source = path.join(dir, 'source');
    await writeFile(source, 'the cluster file');
    const file = await write('plain.tar', [
      { kind: 'directory', name: 'data', mode: 0o700 },
      { kind: 'directory', name: long, mode: 0o700 },
      fileEntry(`${long}/relation`, source, 16, 0o600),
      bytesEntry('data/backup_label', Buffer.from('START WAL LOCATION: 0/2000028\n')),
      bytesEntry('data/empty', Buffer.alloc(0)),
    ]);
    const { stdout } = await run('tar', ['tf', file]);
    expect(stdout.trim().split('\n')).toEqual(['data/', `${long}/`, `${long}/relation`, 'data/backup_label', 'data/empty']);

    await unpack(file, 'plain');
    expect(await readFile(path.join(dir, 'plain', long, 'relation'), 'utf8')).toBe('the cluster file');
    expect(await readFile(path.join(dir, 'plain', 'data', 'backup_label'), 'utf8')).toBe('START WAL LOCATION: 0/2000028\n');
    expect(await readFile(path.join(dir, 'plain', 'data', 'empty'), 'utf8')).toBe('');
  });

  it('pads a file that shrank (or went) while it was copied with zeros to the size first seen', async () => {
    const shrinking = path.join(dir, 'shrinking');
    await writeFile(shrinking, 'x'.repeat(1000));
    const entry = fileEntry('data/shrinking', shrinking, 1000, 0o600);
    await truncate(shrinking, 300);
    const gone = fileEntry('data/gone', path.join(dir, 'never-there'), 10, 0o600);
    const file = await write('shrunk.tar', [{ kind: 'directory', name: 'data', mode: 0o700 }, entry, gone]);

    await unpack(file, 'shrunk');
    expect(await readFile(path.join(dir, 'shrunk', 'data', 'shrinking'))).toEqual(Buffer.concat([Buffer.from('x'.repeat(300)), Buffer.alloc(700)]));
    expect(await readFile(path.join(dir, 'shrunk', 'data', 'gone'))).toEqual(Buffer.alloc(10));
  });

  it('refuses a name that climbs out of the folder, a damaged header and a cut archive', async () => {
    const climbing = await write('climbing.tar', [bytesEntry('data/../../etc/cron.d/evil', Buffer.from('x'))]);
    await expect(unpack(climbing, 'climbing')).rejects.toThrow('names a path outside its folder: data/../../etc/cron.d/evil');

    const damaged = path.join(dir, 'damaged.tar');
    const bytes = await readFile(await write('whole.tar', [bytesEntry('data/file', Buffer.from('content'))]));
    bytes[10] = bytes[10]! ^ 0xff;
    await writeFile(damaged, bytes);
    await expect(unpack(damaged, 'damaged')).rejects.toThrow('an entry header does not match its checksum');

    const cut = path.join(dir, 'cut.tar');
    await writeFile(cut, (await readFile(await write('big.tar', [bytesEntry('data/big', Buffer.alloc(5000, 1))]))).subarray(0, 2048));
    await expect(unpack(cut, 'cut')).rejects.toThrow('The backup ends inside data/big: it is incomplete.');
  });
});
