import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { ConfigError } from '../env.ts';

/**
 * A source package's upstream tarball from Debian's archive, checked as apt checks what it fetches:
 * the suite's InRelease signed by a key in debian-archive-keyring (gpgv), Sources.xz by the SHA-256
 * InRelease gives, the tarball by the SHA-256 Sources gives. Nothing is trusted for where it came
 * from (the mirror is plain HTTP, as apt's is), and no URL is written down: Debian removes a
 * version's files when it uploads the next, so the current one is read from the index each time.
 */

export const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';
const run = promisify(execFile);

export interface SourceTarball {
  /** The Debian version, e.g. 18.6-3. */
  version: string;
  /** The upstream version the tarball holds, e.g. 18.6. */
  upstreamVersion: string;
  url: string;
  sha256: string;
  size: number;
}

/** The newest `sourcePackage` in the first suite that has it, or a ConfigError saying where it was looked for. */
export async function findSourceTarball(
  sourcePackage: string,
  suites: string[],
  { mirror = DEBIAN_MIRROR, log }: { mirror?: string; log: (line: string) => void },
): Promise<SourceTarball> {
  for (const suite of suites) {
    const inRelease = await verifiedInRelease(mirror, suite);
    // apt refuses an index past its Valid-Until (an old one replayed could hold back a fix); here it
    // could only name an older, still genuine PostgreSQL, so it is said and not refused.
    const validUntil = /^Valid-Until: (.+)$/m.exec(inRelease)?.[1];
    if (validUntil && Date.parse(validUntil) < Date.now()) {
      log(`Note: Debian's ${suite} index was valid until ${validUntil} (a mirror behind, or this machine's clock): its signature holds.`);
    }
    const { sha256, size } = signedFile(inRelease, 'main/source/Sources.xz');
    // By hash when the archive offers it: the file InRelease names, even while the mirror updates.
    const byHash = /^Acquire-By-Hash: yes$/m.test(inRelease);
    const url = `${mirror}/dists/${suite}/main/source/${byHash ? `by-hash/SHA256/${sha256}` : 'Sources.xz'}`;
    const sources = await unxz(checked(await download(url), sha256, size, url));
    const paragraph = newestParagraph(sources, sourcePackage);
    if (paragraph) return tarballOf(paragraph, mirror);
  }
  throw new ConfigError(`Debian's ${suites.join(' and ')} have no source package ${sourcePackage} (any more): ${mirror}/pool/main/p/ lists what there is.`);
}

/** Downloads `tarball` to `file`, or throws (and removes the file) when its SHA-256 or size is not the index's. */
export async function downloadTarball(tarball: SourceTarball, file: string): Promise<void> {
  const response = await fetchFrom(tarball.url);
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(response.body, count, createWriteStream(file, { mode: 0o600 }));
  const sha256 = hash.digest('hex');
  if (sha256 !== tarball.sha256 || size !== tarball.size) {
    await rm(file, { force: true });
    throw new ConfigError(`${tarball.url} is not the file Debian's index names (SHA-256 ${sha256}, ${size} bytes; expected ${tarball.sha256}, ${tarball.size}).`);
  }
}

/** The suite's InRelease, as the text its signature covers, or a ConfigError when no Debian key signed it. */
async function verifiedInRelease(mirror: string, suite: string): Promise<string> {
  const url = `${mirror}/dists/${suite}/InRelease`;
  const dir = await mkdtemp(path.join(tmpdir(), 'debian-inrelease-'));
  try {
    const file = path.join(dir, 'InRelease');
    await writeFile(file, await download(url));
    // --output: what the signature covers, never text an attacker put around it.
    const { stdout } = await run('gpgv', ['--keyring', KEYRING, '--output', '-', file], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr?: string }) => {
        throw new ConfigError(`${url} is not signed by a key in ${KEYRING} (package debian-archive-keyring): ${error.stderr?.trim() ?? error}`);
      },
    );
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The SHA-256 and size an InRelease (or Release) gives for one of its files. */
export function signedFile(release: string, name: string): { sha256: string; size: number } {
  const section = /^SHA256:\n((?:[ \t].*\n?)*)/m.exec(release)?.[1] ?? '';
  for (const line of section.split('\n')) {
    const [sha256, size, file] = line.trim().split(/\s+/);
    if (file === name && sha256 && /^[0-9a-f]{64}$/.test(sha256)) return { sha256, size: Number(size) };
  }
  throw new ConfigError(`Debian's signed index names no ${name}.`);
}

/** The Sources paragraph of `sourcePackage` with the highest version (a suite may briefly hold two). */
export function newestParagraph(sources: string, sourcePackage: string): Map<string, string> | undefined {
  const paragraphs = sources
    .split(/\n\n+/)
    .filter((text) => text.startsWith(`Package: ${sourcePackage}\n`))
    .map(parseParagraph);
  return paragraphs.sort((a, b) => compareVersions(b.get('Version') ?? '', a.get('Version') ?? ''))[0];
}

/** The orig tarball a Sources paragraph names (Directory plus its Checksums-Sha256 line). */
export function tarballOf(paragraph: Map<string, string>, mirror = DEBIAN_MIRROR): SourceTarball {
  const version = paragraph.get('Version') ?? '';
  const line = (paragraph.get('Checksums-Sha256') ?? '')
    .split('\n')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([, , file]) => /\.orig\.tar\.(gz|bz2|xz)$/.test(file ?? ''));
  const directory = paragraph.get('Directory');
  if (!line || !directory) throw new ConfigError(`Debian's Sources entry ${paragraph.get('Package')} ${version} names no upstream tarball.`);
  const [sha256, size, file] = line as [string, string, string];
  return {
    version,
    upstreamVersion: /_(.+)\.orig\.tar\./.exec(file)![1]!,
    url: `${mirror}/${directory}/${file}`,
    sha256,
    size: Number(size),
  };
}

/** A deb822 paragraph: field to value, continuation lines joined with newlines. */
function parseParagraph(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last = '';
  for (const line of text.split('\n')) {
    if (/^[ \t]/.test(line) && last) fields.set(last, `${fields.get(last)}\n${line.trim()}`);
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon);
      fields.set(last, line.slice(colon + 1).trim());
    }
  }
  return fields;
}

/** Enough of dpkg's ordering for one package's versions: numbers compared as numbers, the rest as text. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/(\d+)/).filter(Boolean);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [x = '', y = ''] = [left[i], right[i]];
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/** A file of Debian's archive as a response that answered, or a ConfigError saying why not. */
async function fetchFrom(url: string): Promise<Response & { body: ReadableStream<Uint8Array> }> {
  const response = await fetch(url).catch((error: Error) => {
    throw new ConfigError(`Debian's archive could not be reached (${url}): ${error.cause ?? error.message}`);
  });
  if (!response.ok || !response.body) throw new ConfigError(`${url} answered ${response.status}.`);
  return response as Response & { body: ReadableStream<Uint8Array> };
}

async function download(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetchFrom(url)).arrayBuffer());
}

function checked(data: Buffer, sha256: string, size: number, url: string): Buffer {
  const actual = createHash('sha256').update(data).digest('hex');
  if (actual !== sha256 || data.length !== size) throw new ConfigError(`${url} is not the file Debian's signed index names (SHA-256 ${actual}).`);
  return data;
}

/** xz -d (package xz-utils): Node has no xz of its own. */
function unxz(data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('xz', ['--decompress', '--stdout'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`xz failed: ${stderr.trim()}`))));
    child.stdin.end(data);
  });
}
