import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { postgresTool } from './client-tools.ts';

/**
 * Which pg_dump backup runs: programs that print a version as PostgreSQL's do, in PG_BIN_DIR and
 * in DATA_DIR's tool cache.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-tools-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fakeTool(folder: string, version: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'pg_dump');
  await writeFile(file, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
  return file;
}

describe('postgresTool', () => {
  it('takes the closest major at least the server’s from the tool cache', async () => {
    const dataDir = path.join(dir, 'data');
    await fakeTool(path.join(dataDir, 'postgres-tools', 'postgresql-18.6', 'bin'), '18.6');
    const seventeen = await fakeTool(path.join(dataDir, 'postgres-tools', 'postgresql-17.8', 'bin'), '17.8');
    expect(await postgresTool('pg_dump', 17, { DATA_DIR: dataDir })).toBe(seventeen);
  });

  it('looks only in PG_BIN_DIR when it is set', async () => {
    const chosen = await fakeTool(path.join(dir, 'chosen'), '18.1');
    expect(await postgresTool('pg_dump', 18, { PG_BIN_DIR: path.dirname(chosen), DATA_DIR: path.join(dir, 'data') })).toBe(chosen);
  });

  it('names what it found and the command that builds one when none is new enough', async () => {
    const old = await fakeTool(path.join(dir, 'old'), '15.14');
    const error = await postgresTool('pg_dump', 18, { PG_BIN_DIR: path.dirname(old), DATA_DIR: path.join(dir, 'data') }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`pg_dump 18 or newer is needed for this PostgreSQL 18 database, and there is none in PG_BIN_DIR=${path.dirname(old)} (${old} is 15)`);
    expect((error as Error).message).toContain('Build it with `npm run backup:tools`');
  });
});
