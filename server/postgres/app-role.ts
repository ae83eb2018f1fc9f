import { escapeIdentifier, escapeLiteral } from 'pg';

/**
 * The shop serves its requests as a role of its own, apart from the role that owns its tables, so that
 * nothing the shop's connections run can rewrite the audit trail: its append-only trigger (admin_audit)
 * can be disabled or dropped only by the table's owner, and skipped (session_replication_role) only by
 * a superuser. The owner runs the migrations and then, after every run, grants the app's role what the
 * shop needs, so tables added by later migrations (and a restored backup, which comes without grants)
 * are granted too:
 * - the rows of every table in `public` (SELECT, INSERT, UPDATE, DELETE), but of the audit trail only
 *   SELECT and INSERT, and of the migrations' log only SELECT; no TRUNCATE, TRIGGER or REFERENCES;
 * - the sequences behind serial ids (USAGE);
 * - the job queue's schema (pgboss), which the app's role owns: pg-boss makes and drops tables there as
 *   it runs (a partition of queue_stats each day) and upgrades its own schema.
 */

/** The app's role in the embedded cluster, whose superuser `postgres` owns the tables. */
export const EMBEDDED_APP_ROLE = 'canvas_shop_app';

/** The schema pg-boss keeps its tables in (JobQueue.connect, the tests' queue). */
export const JOB_SCHEMA = 'pgboss';

/** Runs SQL text (one statement or several) on one connection and answers the rows of the last. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Creates the embedded cluster's app role, or brings an existing one back to a login with no rights
 * beyond its grants and with `password` (kept beside the cluster's), as its superuser.
 */
export async function ensureEmbeddedAppRole(run: RunSql, password: string): Promise<void> {
  const role = escapeIdentifier(EMBEDDED_APP_ROLE);
  await run(`
    do $$ begin
      if not exists (select from pg_roles where rolname = ${escapeLiteral(EMBEDDED_APP_ROLE)}) then create role ${role}; end if;
    end $$;
    alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${escapeLiteral(password)};`);
}

/** The role a connection URL signs in as (DATABASE_URL must name it when DATABASE_OWNER_URL is set: env.ts). */
export function roleOf(url: string): string {
  const role = decodeURIComponent(new URL(url).username);
  if (!role) throw new Error('The app\'s connection URL names no user: give DATABASE_URL its role (postgresql://role:password@host/db)');
  return role;
}

/**
 * Grants `role` its rights on what the migrations made and hands it the job queue's schema, as the
 * tables' owner. One text of statements, which PostgreSQL runs as one transaction: all or nothing.
 * Instances starting together take turns (concurrent GRANTs on one table fail with "tuple
 * concurrently updated").
 */
export async function grantAppRole(run: RunSql, role: string): Promise<void> {
  const app = escapeIdentifier(role);
  const jobs = escapeIdentifier(JOB_SCHEMA);
  try {
    await run(`
      select pg_advisory_xact_lock(hashtextextended('canvas-shop:grant-app-role', 0));
      grant usage on schema public to ${app};
      grant select, insert, update, delete on all tables in schema public to ${app};
      revoke update, delete, truncate, references, trigger on admin_audit from ${app};
      revoke insert, update, delete, truncate, references, trigger on mikro_orm_migrations from ${app};
      grant usage on all sequences in schema public to ${app};
      create schema if not exists ${jobs} authorization ${app};
      ${handOverSchema(JOB_SCHEMA, role)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    // Handing the schema over needs the owner to be a member of the app's role (deploy/database-roles.sql).
    throw new Error(
      `The tables' owner could not give the role ${role} its rights (${(error as Error).message}). ` +
        `Make the owner a member of it, as deploy/database-roles.sql does: GRANT ${app} TO <the owner's role>.`,
      { cause: error },
    );
  }
}

/**
 * A DO block that gives `schema` and everything in it to `role`: the tables (their indexes and owned
 * sequences follow), then the sequences left, the functions and the types. A job queue installed by the
 * owner (a shop from before the app's role, a restored backup) is owned by the owner until then.
 */
function handOverSchema(schema: string, role: string): string {
  const name = escapeLiteral(schema);
  const to = escapeLiteral(role);
  return `
    do $$
    declare
      app oid := (select oid from pg_roles where rolname = ${to});
      space oid := (select oid from pg_namespace where nspname = ${name});
      item record;
    begin
      if (select nspowner from pg_namespace where oid = space) <> app then
        execute format('alter schema %I owner to %I', ${name}, ${to});
      end if;
      for item in select oid::regclass as it from pg_class where relnamespace = space and relkind in ('r', 'p', 'v', 'm', 'f') and relowner <> app loop
        execute format('alter table %s owner to %I', item.it, ${to});
      end loop;
      for item in select oid::regclass as it from pg_class where relnamespace = space and relkind = 'S' and relowner <> app loop
        execute format('alter sequence %s owner to %I', item.it, ${to});
      end loop;
      for item in select oid::regprocedure as it, prokind from pg_proc where pronamespace = space and proowner <> app loop
        execute format('alter %s %s owner to %I', case item.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, item.it, ${to});
      end loop;
      -- Enums, domains and ranges; a table's row type and an array type follow their table or element.
      for item in select oid::regtype as it from pg_type where typnamespace = space and typtype in ('e', 'd', 'r') and typowner <> app loop
        execute format('alter type %s owner to %I', item.it, ${to});
      end loop;
    end $$;`;
}

/**
 * Why the audit trail is not safe from the shop's own connection, if it is not: its role is a
 * superuser, may act as the table's owner, or may set session_replication_role.
 */
export async function auditTrailExposure(run: RunSql): Promise<string | undefined> {
  const [row] = await run(`
    select current_user as role,
           (select rolsuper from pg_roles where rolname = current_user) as superuser,
           pg_has_role(current_user, (select relowner from pg_class where oid = 'admin_audit'::regclass), 'MEMBER') as owner,
           has_parameter_privilege('session_replication_role', 'SET') as replica`);
  const { role, superuser, owner, replica } = row as { role: string; superuser: boolean; owner: boolean; replica: boolean };
  if (superuser) return `its database role ${role} is a superuser`;
  if (owner) return `its database role ${role} owns the audit trail's table (or may act as its owner)`;
  if (replica) return `its database role ${role} may set session_replication_role`;
  return undefined;
}
