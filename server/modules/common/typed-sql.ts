import { DriverException, PostgreSqlPlatform, type Dictionary, type EntityManager, type InferKyselyDB } from '@mikro-orm/postgresql';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  expressionBuilder,
  sql,
  type Compilable,
  type CompiledQuery,
} from 'kysely';
import type { ENTITIES } from '../entities.ts';

/**
 * Typed SQL: how every module writes a statement that the entity path would make slow or cannot
 * say (one-statement reads mapped straight to the wire, atomic upserts, guarded updates).
 *
 *   const rows = await sqlOf(em).selectFrom('products as p').select(['p.id', 'p.title']).where('p.id', '=', id).execute();
 *
 * - Tables and columns are those of the entities (the database's names), so a column renamed or
 *   retyped in an entity fails `npm run typecheck` in every statement still using the old one.
 * - sqlOf(em) runs on the em's connection: inside `em.transactional(...)` in its transaction.
 * - SQL that Kysely has no builder for goes in its `sql` tag with the columns put in through
 *   `eb.ref(...)`, so they stay checked; say beside it why. A statement that has to stay a plain
 *   string is an exception, with its reason beside it.
 * - A statement on a hot path is built once (compileOnce, expressionsFor) and run with runCompiled:
 *   building one costs tens of microseconds of JavaScript per call, compiling a few, and a
 *   parameterised statement costs PostgreSQL more than the simple protocol runCompiled speaks.
 * - A failed statement throws pg's own error; asDriverException reads it as MikroORM's
 *   (toTRPCError does so for every answer).
 * - ShopDatabase is inferred from the entities, so an entity file must not import (even a type
 *   from) a module that uses this one: that is an import cycle.
 */

/** The shop's tables as Kysely sees them, inferred from the entity definitions. */
export type ShopDatabase = InferKyselyDB<(typeof ENTITIES)[number]>;

/** A table's columns as a statement reads them. */
export type Columns<Table extends keyof ShopDatabase> = ShopDatabase[Table];

/**
 * Typed SQL on the em's connection: inside `em.transactional(...)` its transaction, else the pool.
 * Costs nothing to call (MikroORM's own client, no plugin), so call it per statement.
 */
export const sqlOf = (em: EntityManager): Kysely<ShopDatabase> => em.getKysely<ShopDatabase>();

/**
 * Builds and compiles statements without a connection: for a statement compiled once and run
 * many times (compileOnce, runCompiled), and for the benchmark's bare-pg floor.
 */
export const shopSql = new Kysely<ShopDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A value for a jsonb column, sent as its JSON text (pg would send an array as a PostgreSQL array). */
export const asJsonb = <T>(value: T) => sql<T>`cast(${JSON.stringify(value)} as jsonb)`;

/**
 * Expressions over tables under the aliases a statement gives them (`{ p: 'products' }`), built
 * once (at load) and reused by every statement that reads the tables under those aliases: an
 * expression is immutable, so a call then pays only for compiling it.
 */
export const expressionsFor = <const Tables extends Record<string, keyof ShopDatabase>>(_tables: Tables) =>
  expressionBuilder<ShopDatabase & { [Alias in keyof Tables]: ShopDatabase[Tables[Alias]] }, keyof Tables & string>();

const PARAMETER = Symbol('parameter');
type Parameter = { readonly [PARAMETER]: string };
const isParameter = (value: unknown): value is Parameter => typeof value === 'object' && value !== null && PARAMETER in value;

/**
 * A statement built and compiled once, for a hot path. `build` puts `parameter<T>(name)` where a
 * value changes from run to run; the answer turns the values into the statement to run with
 * runCompiled (or `sqlOf(em).executeQuery(...)`).
 *
 *   const byId = compileOnce(['id'], (parameter) => shopSql.selectFrom('products').selectAll().where('id', '=', parameter<number>('id')));
 *   const rows = await runCompiled(em, byId({ id }));
 */
export function compileOnce<const Name extends string, Row>(
  names: readonly Name[],
  build: (parameter: <T>(name: Name) => T) => Compilable<Row>,
): (values: Record<Name, unknown>) => CompiledQuery<Row> {
  const compiled = build((name) => ({ [PARAMETER]: name }) as never).compile();
  const used = new Set(compiled.parameters.filter(isParameter).map((slot) => slot[PARAMETER]));
  const unused = names.filter((name) => !used.has(name));
  if (unused.length) throw new Error(`compileOnce: ${unused.join(', ')} named but not used in ${compiled.sql}`);
  return (values) => ({
    ...compiled,
    // A value the builder took as it was (not a parameter) stays as compiled.
    parameters: compiled.parameters.map((value) => (isParameter(value) ? values[value[PARAMETER] as Name] : value)),
  });
}

/**
 * Runs a compiled statement on the em's connection (in its transaction, if any) the way MikroORM
 * runs raw SQL: it writes the values into the statement, escaped, and PostgreSQL gets one
 * simple-protocol message. For the hot reads: a parameterised statement takes Parse, Bind,
 * Describe and Execute, slower per query (0.24 against 0.22 ms for a product by id), and
 * em.execute adds some microseconds of its own. The statement must not contain a `?` (MikroORM's
 * placeholder) or a `$n` of its own.
 */
export async function runCompiled<Row>(em: EntityManager, compiled: CompiledQuery<Row>): Promise<Row[]> {
  if (compiled.sql.includes('?')) throw new Error(`runCompiled: a ? in the statement would be taken for a value: ${compiled.sql}`);
  // Kysely numbers its parameters $1, $2, … in the order they appear, each once: MikroORM's ? in the same order.
  const sql = compiled.sql.replace(/\$\d+/g, '?');
  return em.getConnection().execute<Row[] & Dictionary[]>(sql, [...compiled.parameters], 'all', em.getTransactionContext());
}

const exceptions = new PostgreSqlPlatform().getExceptionConverter();

/**
 * Kysely passes on the driver's own error; this reads it as MikroORM raises it for its own
 * statements (UniqueConstraintViolationException, …), so callers see one kind of error whichever
 * way a statement ran. Anything else comes back unchanged.
 */
export function asDriverException(error: unknown): unknown {
  // pg's DatabaseError: what PostgreSQL answered, with its SQLSTATE code and severity.
  const fromDatabase = error instanceof Error && !(error instanceof DriverException) && 'severity' in error && 'code' in error;
  return fromDatabase ? exceptions.convertException(error) : error;
}
