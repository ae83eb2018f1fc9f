import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditTrailExposure } from '../../postgres/app-role.ts';
import { ownerClient, resetDatabase, testDatabaseUrl } from '../../test/database.ts';

/**
 * The audit trail against the shop's own connection: the shop connects as a role that owns no table
 * and is no superuser (postgres/app-role.ts), so it can add rows to admin_audit and read them, and
 * every way round the append-only trigger is refused by PostgreSQL's rights before the trigger is
 * even reached: skipping triggers for the session, disabling or dropping the trigger, replacing its
 * function, taking the table over, making a role that could.
 */

let app: pg.Client;
beforeAll(async () => {
  await resetDatabase();
  app = new pg.Client({ connectionString: testDatabaseUrl() });
  await app.connect();
});
afterAll(() => app?.end());
beforeEach(async () => {
  await resetDatabase();
  await app.query(
    `insert into admin_audit (actor_email, actor_role, action, target_type, target_id, before, after)
     values ('curator@canvasandlight.example', 'admin', 'order.refund', 'order', 'CL-1001', '{"refunded":"0.00"}', '{"refunded":"40.00"}')`,
  );
});

const ROW = { id: 1, actor_email: 'curator@canvasandlight.example', action: 'order.refund', target_id: 'CL-1001', after: { refunded: '40.00' } };
const auditRows = async () => (await app.query('select id, actor_email, action, target_id, after from admin_audit order by id')).rows;

/** Each tried as the app's role in a transaction of its own, rolled back whatever happens. */
const ATTEMPTS: [string, string][] = [
  ['skip triggers for the session', "set session_replication_role = replica; update admin_audit set after = '{}'"],
  ['skip triggers for the transaction', "set local session_replication_role = replica; delete from admin_audit"],
  ['disable every trigger of the table', 'alter table admin_audit disable trigger all; delete from admin_audit'],
  ['disable the append-only trigger', "alter table admin_audit disable trigger admin_audit_append_only; update admin_audit set after = '{}'"],
  ['disable user triggers', 'alter table admin_audit disable trigger user; truncate admin_audit'],
  ['change a row', "update admin_audit set after = '{\"refunded\":\"0.00\"}' where id = 1"],
  ['change a row through an upsert', "insert into admin_audit (id, actor_email, actor_role, action, target_type, target_id) values (1, 'x@example.com', 'admin', 'order.refund', 'order', 'CL-1001') on conflict (id) do update set actor_email = excluded.actor_email"],
  ['remove a row', 'delete from admin_audit where id = 1'],
  ['empty the table', 'truncate admin_audit'],
  ['drop the trigger', 'drop trigger admin_audit_append_only on admin_audit'],
  ['replace the trigger\'s function', "create or replace function admin_audit_admin_audit_append_only_fn() returns trigger language plpgsql as $$ begin return null; end $$"],
  ['take the table over', 'alter table admin_audit owner to canvas_shop_app'],
  ['drop the table', 'drop table admin_audit'],
  ['become the owner', 'set role postgres'],
  ['make a role that could', 'create role intruder superuser login'],
  ['give itself more rights', 'alter role canvas_shop_app superuser'],
  ['allow itself to skip triggers', 'grant set on parameter session_replication_role to canvas_shop_app'],
];

describe('the audit trail, as the shop\'s database role', () => {
  it('takes new rows and reads them', async () => {
    expect(await auditRows()).toEqual([ROW]);
  });

  it.each(ATTEMPTS)('refuses to %s', async (_, statement) => {
    await app.query('begin');
    try {
      await expect(app.query(statement)).rejects.toMatchObject({
        code: '42501',
        // Refused by the role's rights, not by the trigger ("The audit trail is append-only").
        message: expect.stringMatching(/^(permission denied|must be owner)/),
      });
    } finally {
      await app.query('rollback');
    }
    expect(await auditRows()).toEqual([ROW]);
  });

  it('is a role that is no superuser, may make no roles or databases, and owns no table of the shop nor may act as its owner', async () => {
    const [role] = (await app.query('select rolname, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls from pg_roles where rolname = current_user')).rows;
    expect(role).toEqual({ rolname: 'canvas_shop_app', rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false });
    const { rows: owned } = await app.query(
      "select tablename from pg_tables where schemaname = 'public' and pg_has_role(current_user, tableowner, 'MEMBER')",
    );
    expect(owned).toEqual([]);
    const { rows: rights } = await app.query(
      `select privilege_type from information_schema.role_table_grants
       where table_name = 'admin_audit' and grantee = current_user order by 1`,
    );
    expect(rights.map((row) => row.privilege_type)).toEqual(['INSERT', 'SELECT']);
    expect(await auditTrailExposure(async (text) => (await app.query(text)).rows)).toBeUndefined();
  });

  it('is told apart from a role that could rewrite the trail, which the shop warns of at start', async () => {
    const owner = await ownerClient();
    expect(await auditTrailExposure(async (text) => (await owner.query(text)).rows)).toBe('its database role postgres is a superuser');
  });
});
