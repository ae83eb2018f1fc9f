import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * The backup's container: a POSIX tar (ustar), which `tar tzf` lists and `tar xzf` unpacks, so an
 * owner can look inside a backup with nothing but the system's tools. Written here rather than with a
 * tar library because a database's files change while they are copied: a file that shrinks under
 * the copy is padded with zeros to the size first read, as pg_basebackup does (the WAL written
 * meanwhile rewrites those pages on restore), where a library would fail the whole backup.
 */

const BLOCK = 512;

export type TarEntry =
  | { kind: 'directory'; name: string; mode: number }
  | { kind: 'file'; name: string; mode: number; size: number; read: () => AsyncIterable<Buffer> | Iterable<Buffer> };

/** An entry for bytes already in memory (the backup label, the manifest). */
export const bytesEntry = (name: string, bytes: Buffer, mode = 0o600): TarEntry => ({ kind: 'file', name, mode, size: bytes.length, read: () => [bytes] });

/** An entry for a file on disk, read from its start for as many bytes as `size` (padded with zeros if it shrank). */
export function fileEntry(name: string, file: string, size: number, mode: number): TarEntry {
  return {
    kind: 'file',
    name,
    mode,
    size,
    async *read() {
      if (size === 0) return;
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      let left = size;
      if (handle) {
        try {
          for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
            left -= chunk.length;
            yield chunk;
          }
        } finally {
          await handle.close();
        }
      }
      // Shrunk (or removed) while being read: zeros to the size the header promised.
      if (left > 0) yield Buffer.alloc(left);
    },
  };
}

/** The archive's bytes, entry after entry, ended by two zero blocks. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry);
    if (entry.kind !== 'file') continue;
    for await (const chunk of entry.read()) yield chunk;
    const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const name = entry.kind === 'directory' ? `${entry.name}/` : entry.name;
  const { prefix, rest } = splitName(name);
  block.write(rest, 0, 100, 'utf8');
  octal(block, 100, 8, entry.mode & 0o7777);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, entry.kind === 'file' ? entry.size : 0);
  octal(block, 136, 12, Math.floor(Date.now() / 1000));
  block.write('        ', 148, 8, 'ascii');
  block.write(entry.kind === 'file' ? '0' : '5', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii');
  return block;
}

/** ustar keeps up to 100 bytes of a name, and 155 more before them in its prefix, split at a slash. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  for (let cut = name.indexOf('/'); cut > 0; cut = name.indexOf('/', cut + 1)) {
    const [prefix, rest] = [name.slice(0, cut), name.slice(cut + 1)];
    if (Buffer.byteLength(prefix) > 155) break;
    if (rest && Buffer.byteLength(rest) <= 100) return { prefix, rest };
  }
  throw new Error(`A path too long for the backup's archive: ${name}`);
}

function octal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}

/** What an archive holds, entry by entry, with each file's bytes (to be consumed before the next entry). */
export interface ReadEntry {
  name: string;
  kind: 'file' | 'directory' | 'other';
  mode: number;
  size: number;
}

/**
 * Unpacks a tar stream: each entry is offered to `place`, which says where its file goes (or
 * undefined to skip it). Names that climb out of the target (`..`, absolute paths) are refused.
 */
export async function untar(source: Readable, place: (entry: ReadEntry) => Promise<string | undefined>): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let current: { entry: ReadEntry; left: number; pad: number; out?: Writable } | undefined;

  const failures = new WeakMap<Writable, Error>();
  const openFile = async (target: string, mode: number) => {
    await mkdir(path.dirname(target), { recursive: true });
    const out = createWriteStream(target, { mode });
    out.once('error', (error) => failures.set(out, error));
    return out;
  };
  const finishFile = async (out: Writable | undefined) => {
    if (!out) return;
    out.end();
    if (!out.closed) await new Promise((resolve) => out.once('close', resolve));
    const failure = failures.get(out);
    if (failure) throw failure;
  };

  for await (const chunk of source as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (current) {
        const take = Math.min(current.left, pending.length);
        if (take > 0 && current.out && !current.out.write(pending.subarray(0, take))) {
          await new Promise((resolve) => current!.out!.once('drain', resolve));
        }
        current.left -= take;
        pending = pending.subarray(take);
        if (current.left > 0) break;
        const skip = Math.min(current.pad, pending.length);
        current.pad -= skip;
        pending = pending.subarray(skip);
        if (current.pad > 0) break;
        await finishFile(current.out);
        current = undefined;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) continue;
      const entry = readHeader(block);
      const target = await place(entry);
      if (entry.kind === 'directory' && target) await mkdir(target, { recursive: true, mode: entry.mode });
      if (entry.kind === 'directory' || entry.size === 0) {
        if (entry.kind === 'file' && target) await finishFile(await openFile(target, entry.mode));
        continue;
      }
      const out = target && entry.kind === 'file' ? await openFile(target, entry.mode) : undefined;
      current = { entry, left: entry.size, pad: (BLOCK - (entry.size % BLOCK)) % BLOCK, out };
    }
  }
  if (current) {
    await finishFile(current.out);
    throw new Error(`The backup ends inside ${current.entry.name}: it is incomplete.`);
  }
}

function readHeader(block: Buffer): ReadEntry {
  const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  if (sum !== parseInt(text(148, 8).trim(), 8)) throw new Error('The backup is damaged: an entry header does not match its checksum.');
  const prefix = text(345, 155);
  const name = (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100)).replace(/\/$/, '');
  if (path.isAbsolute(name) || name.split('/').includes('..')) throw new Error(`The backup names a path outside its folder: ${name}`);
  const type = text(156, 1);
  return {
    name,
    kind: type === '0' || type === '' ? 'file' : type === '5' ? 'directory' : 'other',
    mode: parseInt(text(100, 8).trim() || '600', 8),
    size: parseInt(text(124, 12).trim() || '0', 8),
  };
}
