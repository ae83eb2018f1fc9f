import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initORM, sqlOn } from '../db.ts';
import { databaseUrls, postgresUrl } from '../test/database.ts';
import { withDatabase } from '../test/global-setup.ts';
import { auditTrailExposure, EMBEDDED_APP_ROLE, grantAppRole, JOB_SCHEMA } from './app-role.ts';
import { withClient } from './with-client.ts';

/**
 * The owner's side of the app's role, in databases of the test cluster: a job queue installed by the
 * owner (a shop from before the role, a restored backup) is handed to the role with its jobs, tables
 * made after the first grant are granted at the next start, an owner who may not hand anything to
 * the role is told what to grant, and a shop whose one role owns the tables is found exposed.
 */

const DATABASE = `roles_${process.env.VITEST_POOL_ID ?? '0'}`;
let superuser: pg.Client;
beforeAll(async () => {
  superuser = new pg.Client({ connectionString: postgresUrl() });
  await superuser.connect();
});
afterEach(() => superuser.query(`drop database if exists ${DATABASE} with (force)`));
afterAll(() => superuser.end());

const rowsOf = (client: pg.Client) => async (text: string) => (await client.query(text)).rows;

/** pg-boss on `url`, as the shop starts it: into the schema the owner made. */
async function bossOn(url: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, createSchema: false, supervise: false, schedule: false, registerInstance: false });
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

/** What in the job queue's schema the app's role does not own. */
const notTheApps = (client: pg.Client) =>
  client.query(`
    select relname as name from pg_class where relnamespace = '${JOB_SCHEMA}'::regnamespace and relowner::regrole::text <> '${EMBEDDED_APP_ROLE}'
    union all select proname from pg_proc where pronamespace = '${JOB_SCHEMA}'::regnamespace and proowner::regrole::text <> '${EMBEDDED_APP_ROLE}'
    union all select typname from pg_type where typnamespace = '${JOB_SCHEMA}'::regnamespace and typowner::regrole::text <> '${EMBEDDED_APP_ROLE}'
    union all select nspname from pg_namespace where nspname = '${JOB_SCHEMA}' and nspowner::regrole::text <> '${EMBEDDED_APP_ROLE}'`);

describe("the app's role, as the tables' owner sees to it", () => {
  it('takes over a job queue the owner installed, with its jobs, and runs it', async () => {
    await superuser.query(`create database ${DATABASE}`);
    const { url, ownerUrl } = databaseUrls(DATABASE);
    // As the shop before the app's role: one role (here the superuser) migrates and runs the queue.
    await (await initORM({ url: ownerUrl })).close();
    const before = await bossOn(ownerUrl);
    await before.createQueue('kept');
    const sent = await before.send('kept', { n: 1 });
    await before.stop({ graceful: false });
    expect((await withClient(ownerUrl, notTheApps)).rowCount).toBeGreaterThan(10);

    await (await initORM({ url, ownerUrl })).close();
    expect((await withClient(ownerUrl, notTheApps)).rows).toEqual([]);
    const after = await bossOn(url);
    try {
      const [job] = await after.fetch<{ n: number }>('kept');
      expect(job).toMatchObject({ id: sent, data: { n: 1 } });
      await after.createQueue('new-since');
      expect(await after.send('new-since', {})).toEqual(expect.any(String));
    } finally {
      await after.stop({ graceful: false });
    }
  });

  it('grants tables made after the first grant at the next start, instances starting at once taking turns', async () => {
    await superuser.query(`create database ${DATABASE}`);
    const { url, ownerUrl } = databaseUrls(DATABASE);
    await (await initORM({ url, ownerUrl })).close();
    // A later migration's table, before the grant that follows it.
    await withClient(ownerUrl, (owner) => owner.query('create table later (id serial primary key, note text)'));
    const insert = () => withClient(url, (app) => app.query("insert into later (note) values ('granted')"));
    await expect(insert()).rejects.toThrow(/permission denied for table later/);

    const owners = await Promise.all([1, 2, 3].map(() => new pg.Client({ connectionString: ownerUrl })));
    await Promise.all(owners.map((owner) => owner.connect()));
    try {
      await Promise.all(owners.map((owner) => grantAppRole(rowsOf(owner), EMBEDDED_APP_ROLE)));
    } finally {
      await Promise.all(owners.map((owner) => owner.end()));
    }
    await insert();
    expect((await withClient(url, (app) => app.query('select note from later'))).rows).toEqual([{ note: 'granted' }]);
  });

  /** A database owned by a role that is neither a superuser nor a member of the app's role, as its URL. */
  async function loneOwnersDatabase(): Promise<string> {
    await superuser.query("drop role if exists lone_owner; create role lone_owner login password 'lone-owner-password'");
    await superuser.query(`create database ${DATABASE} owner lone_owner`);
    const owner = new URL(withDatabase(postgresUrl(), DATABASE));
    owner.username = 'lone_owner';
    owner.password = 'lone-owner-password';
    return owner.toString();
  }
  const dropLoneOwner = async () => {
    await superuser.query(`drop database ${DATABASE} with (force)`);
    await superuser.query('drop role lone_owner');
  };

  it("tells an owner that is not a member of the app's role what to grant", async () => {
    const ownerUrl = await loneOwnersDatabase();
    try {
      await expect(initORM({ url: databaseUrls(DATABASE).url, ownerUrl })).rejects.toThrow(
        `Make the owner a member of it, as deploy/database-roles.sql does: GRANT "${EMBEDDED_APP_ROLE}" TO <the owner's role>.`,
      );
    } finally {
      await dropLoneOwner();
    }
  });

  it('finds the audit trail exposed when one role migrates and serves (DATABASE_URL alone), which the shop warns of', async () => {
    const url = await loneOwnersDatabase();
    try {
      const orm = await initORM({ url });
      try {
        expect(await auditTrailExposure(sqlOn(orm))).toBe("its database role lone_owner owns the audit trail's table (or may act as its owner)");
      } finally {
        await orm.close();
      }
    } finally {
      await dropLoneOwner();
    }
  });
});
