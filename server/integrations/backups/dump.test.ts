import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../env.ts';
import { postgresTool } from './dump.ts';

/** Which pg_dump the backup of a DATABASE_URL database runs: programs that print a version as PostgreSQL's do. */

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
  it('takes the one in PG_BIN_DIR when it is at least the server’s major', async () => {
    const chosen = await fakeTool(path.join(dir, 'chosen'), '18.1');
    expect(await postgresTool('pg_dump', 18, { PG_BIN_DIR: path.dirname(chosen) })).toBe(chosen);
    expect(await postgresTool('pg_dump', 17, { PG_BIN_DIR: path.dirname(chosen) })).toBe(chosen);
  });

  it('names what it found and the client package to install when none is new enough', async () => {
    const old = await fakeTool(path.join(dir, 'old'), '15.14');
    const error = await postgresTool('pg_dump', 18, { PG_BIN_DIR: path.dirname(old) }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`pg_dump 18 or newer is needed for this PostgreSQL 18 database, and there is none in PG_BIN_DIR=${path.dirname(old)} (${old} is 15)`);
    expect((error as Error).message).toContain('Install postgresql-client-18');
  });
});
