import { DriverException, PostgreSqlPlatform, type Dictionary, type EntityManager, type InferKyselyDB } from '@mikro-orm/postgresql';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  expressionBuilder,
  sql,
  type CommonTableExpressionOutput,
  type Compilable,
  type CompiledQuery,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  type InsertQueryBuilder,
  type InsertResult,
  type MergeQueryBuilder,
  type MergeResult,
  type QueryCreator,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { ReadonlyKysely } from 'kysely/readonly';
import type { ENTITIES } from '../entities.ts';

/**
 * Typed SQL: how every module writes a statement that the entity path would make slow or cannot
 * say (one-statement reads mapped straight to the wire, atomic upserts, guarded updates).
 *
 *   const rows = await orderSql(em).selectFrom('products as p').select(['p.id', 'p.title']).where('p.id', '=', id).execute();
 *
 * - Tables and columns are those of the entities (the database's names), so a column renamed or
 *   retyped in an entity fails `npm run typecheck` in every statement still using the old one.
 * - Each module that writes has its builder, `<module>Sql` in its tables.ts (sqlFor, table-owners.ts):
 *   it reads the whole shop (the shop's read view: reads may join anywhere) and writes only the tables
 *   the module owns, in a CTE (`with`) too; a write to another module's table fails the type check, and
 *   goes through that module's door instead. A module that writes nothing, and the edges (routers, the
 *   seed, readiness), read through shopReads(em). Raw SQL in the `sql` tag is outside these types: a
 *   write in it is reviewed against the owners like any other.
 * - The builders run on the em's connection: inside `em.transactional(...)` in its transaction.
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
 * The shop's read view: every table to read, none to write (Kysely's own read-only type). Kysely's
 * client on the em's connection: inside `em.transactional(...)` its transaction, else the pool. Costs
 * nothing to call (MikroORM's own client, no plugin), so call it per statement; so do the modules' builders.
 */
export type ShopReads = ReadonlyKysely<ShopDatabase>;
export const shopReads = (em: EntityManager): ShopReads => em.getKysely<ShopDatabase>() as unknown as ShopReads;

/** A table as a write names it: by its name, or under an alias (`'cart_items as ci'`). */
type WriteTarget<Table extends string> = Table | `${Table} as ${string}`;
/** The tables a write's statement sees: the shop's, and the written one under its alias. */
type WithAlias<DB, Target extends string> = Target extends `${infer Table} as ${infer Alias}` ? DB & { [Name in Alias]: DB[Table & keyof DB] } : DB;
/** The name a write's table goes by in its statement. */
type AliasOf<DB, Target extends string> = (Target extends `${string} as ${infer Alias}` ? Alias : Target) & keyof WithAlias<DB, Target>;
/** The table a CTE's name makes: `'line'`, or `'line'` of `'line(id, quantity)'`. */
type CteTable<Name extends string> = Name extends `${infer Table}(${string})` ? Table : Name;
/** The rows of a statement, or of the statement a callback builds. */
type RowsOf<Statement> = Statement extends (creator: never) => infer Built ? RowsOf<Built> : Statement extends Expression<infer Row> | Compilable<infer Row> ? Row : never;

/**
 * Kysely's query creator over `DB` to read and over the `Owned` tables only to write: insertInto,
 * updateTable, deleteFrom and mergeInto take only those (by name or under an alias), and so do the
 * statements of a CTE (`with`) and whatever follows it. The statements they build are Kysely's own,
 * over the whole shop, so a write may still read any table (joins, subqueries, `from`). What Kysely
 * offers besides (transactions, schema changes, other plugins or schemas, replaceInto) is left out:
 * the shop runs its transactions through the em.
 */
export interface OwnQueryCreator<DB, Owned extends string> extends Pick<QueryCreator<DB>, 'selectFrom' | 'selectNoFrom'> {
  insertInto<Table extends Owned & keyof DB & string>(table: Table): InsertQueryBuilder<DB, Table, InsertResult>;
  updateTable<Target extends WriteTarget<Owned>>(table: Target): UpdateQueryBuilder<WithAlias<DB, Target>, AliasOf<DB, Target>, AliasOf<DB, Target>, UpdateResult>;
  deleteFrom<Target extends WriteTarget<Owned>>(table: Target): DeleteQueryBuilder<WithAlias<DB, Target>, AliasOf<DB, Target>, DeleteResult>;
  mergeInto<Target extends WriteTarget<Owned>>(table: Target): MergeQueryBuilder<WithAlias<DB, Target>, AliasOf<DB, Target>, MergeResult>;
  with<Name extends string, Statement extends CommonTableExpressionOutput<DB, Name> | ((creator: OwnQueryCreator<DB, Owned>) => CommonTableExpressionOutput<DB, Name>)>(
    name: Name,
    statement: Statement,
  ): OwnQueryCreator<DB & { [Table in CteTable<Name>]: RowsOf<Statement> }, Owned>;
}

/**
 * A module's typed SQL (sqlFor in table-owners.ts gives it): the shop's tables to read, its own to
 * write. executeQuery runs a statement built ahead (compileOnce's, or a builder's); getExecutor lets
 * the `sql` tag run on it (`sql\`…\`.execute(orderSql(tx))`).
 */
export type ModuleSql<Owned extends keyof ShopDatabase> = OwnQueryCreator<ShopDatabase, Owned> &
  Pick<Kysely<ShopDatabase>, 'fn' | 'case' | 'executeQuery' | 'getExecutor'>;

/**
 * Builds and compiles statements without a connection: for a statement compiled once and run
 * many times (compileOnce, runCompiled), and for the benchmark's bare-pg floor. Reads only: a
 * statement built here is run by whoever runs it, so it may not write anyone's table.
 */
export const shopSql: ShopReads = new Kysely<ShopDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as ShopReads;

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
 * runCompiled (or a module's builder's executeQuery).
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
