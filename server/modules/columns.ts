import { p, type TriggerDef } from '@mikro-orm/core';
import { LOCALES } from '../../src/locales.ts';

/**
 * Column builders every table shares. Defaults live in the database too (not only in the ORM),
 * so rows written by raw SQL, the seed or a migration get them as well. Beside entities.ts rather than
 * in a module: every module's entity files use them, and an entity file imports no module's door.
 */
export const serialId = () => p.integer().primary().autoincrement();
export const createdAt = () => p.datetime().defaultRaw('now()').onCreate(() => new Date());
export const updatedAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** Money: numeric(10,2) in the database, read as an exact decimal string (never a float). */
export const money = () => p.decimal('string').precision(10).scale(2);

/** A check constraint that keeps a varchar column inside a fixed list of values. */
export const oneOf = (column: string, values: readonly string[]) =>
  `${column} in (${values.map((value) => `'${value}'`).join(', ')})`;

/** A shopper's language (src/locales.ts LOCALES): the one the e-mails about the row are written in. */
export const localeColumn = () => p.string().length(2).check(oneOf('locale', LOCALES));

/**
 * Refuses every change to a written row of `table`, whoever asks (the table's owner and a superuser
 * too): a statement trigger before UPDATE, DELETE and TRUNCATE raises `message`, so the statement fails
 * and its transaction with it. Only a superuser who turns triggers off for their session
 * (session_replication_role, which the tests' reset between tests uses) gets past it, and only the
 * table's owner can disable or drop it: the shop connects as neither (postgres/app-role.ts). The audit
 * trail and the gift card ledger are kept so.
 */
export const appendOnly = (table: string, fn: string, message: string): TriggerDef => ({
  name: `${table}_append_only`,
  timing: 'before',
  events: ['update', 'delete', 'truncate'],
  forEach: 'statement',
  expression: `create or replace function "${fn}"() returns trigger language plpgsql as $$ begin
  raise exception '${message}' using errcode = 'insufficient_privilege';
end $$;
create trigger "${table}_append_only" before update or delete or truncate on "${table}" for each statement execute function "${fn}"()`,
});
