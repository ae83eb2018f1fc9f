import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseServer, initORM } from './db.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'shop-embedded-'));
// PostgreSQL runs as its own OS user, which must be able to reach the data directory.
await chmod(scratch, 0o755);
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('database server', () => {
  it('keeps an embedded cluster in DATA_DIR, whose data survives a restart', async () => {
    const env = { DATA_DIR: path.join(scratch, 'data') };
    const first = await databaseServer(env, () => {});
    await query(first.url, "create table kept (note text); insert into kept values ('still here')");
    await first.stop();

    const second = await databaseServer(env, () => {});
    try {
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('uses the PostgreSQL named by DATABASE_URL instead of starting one', async () => {
    const other = await startEmbeddedPostgres({ dir: path.join(scratch, 'other'), ephemeral: true });
    try {
      const dataDir = path.join(scratch, 'unused');
      const server = await databaseServer({ DATABASE_URL: other.url, DATA_DIR: dataDir }, () => {});
      expect(server.url).toBe(other.url);
      const orm = await initORM(server.url);
      await orm.close();
      const tables = await query<{ n: number }>(
        other.url,
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'products'",
      );
      expect(tables).toEqual([{ n: 1 }]);
      await server.stop();
      // The given server is not ours to stop, and no embedded cluster was made.
      expect(await query(other.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
      const { existsSync } = await import('node:fs');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await other.stop();
    }
  });
});
