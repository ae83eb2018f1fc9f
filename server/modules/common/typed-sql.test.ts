import { InvalidFieldNameException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { toTRPCError } from '../../trpc/errors.ts';
import { sqlFor } from './table-owners.ts';
import { asDriverException, compileOnce, runCompiled, shopReads, shopSql } from './typed-sql.ts';

beforeEach(resetDatabase);

const insertCategory = (name: string) => ({ name, description: null, image_url: null });
/** The catalogue's builder, whose table categories is: the rows these tests write. */
const catalogueSql = sqlFor('catalogue');

describe("a module's typed SQL, and the shop's read view", () => {
  it('knows the columns of the entities: a misspelt one fails `npm run typecheck`, and the database too', async () => {
    const em = (await testOrm()).em.fork();
    // @ts-expect-error `titel` is no column of products; tsc reports an unused directive if this ever compiles.
    const misspelt = shopReads(em).selectFrom('products').select('titel').execute();
    const error = await misspelt.catch((thrown: unknown) => asDriverException(thrown));
    expect(error).toBeInstanceOf(InvalidFieldNameException);
  });

  it("runs in the em's transaction: what it wrote is gone when the transaction rolls back", async () => {
    const em = (await testOrm()).em.fork();
    await expect(
      em.transactional(async (tx) => {
        await catalogueSql(tx).insertInto('categories').values(insertCategory('Dunes')).execute();
        // Inside the transaction the row is there; the pool, outside it, does not see it yet.
        expect(await shopReads(tx).selectFrom('categories').select('name').execute()).toEqual([{ name: 'Dunes' }]);
        expect(await shopReads(em.fork()).selectFrom('categories').select('name').execute()).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await shopReads(em).selectFrom('categories').select('name').execute()).toEqual([]);
  });

  it("reads the database's errors as MikroORM raises them, so a broken rule still answers 4xx", async () => {
    const em = (await testOrm()).em.fork();
    await catalogueSql(em).insertInto('categories').values(insertCategory('Dunes')).execute();
    const duplicate = await catalogueSql(em).insertInto('categories')
      .values(insertCategory('Dunes'))
      .execute()
      .catch((thrown: unknown) => thrown);
    const converted = asDriverException(duplicate);
    expect(converted).toBeInstanceOf(UniqueConstraintViolationException);
    expect(asDriverException(converted)).toBe(converted);
    expect(toTRPCError(duplicate)).toMatchObject({ code: 'CONFLICT', message: 'That already exists' });
  });
});

describe('compileOnce', () => {
  const byName = compileOnce(['name'], (parameter) =>
    shopSql.selectFrom('categories').select('id').where('name', '=', parameter<string>('name')),
  );

  it("compiles the statement once; runCompiled runs it with each call's values, in the em's transaction too", async () => {
    const em = (await testOrm()).em.fork();
    await catalogueSql(em).insertInto('categories').values([insertCategory('Dunes'), insertCategory('Harbours')]).execute();
    expect(byName({ name: 'Dunes' }).sql).toBe(byName({ name: 'Harbours' }).sql);
    expect(await runCompiled(em, byName({ name: "Harbours' or true --" }))).toEqual([]);
    expect(await runCompiled(em, byName({ name: 'Harbours' }))).toEqual([{ id: 2 }]);
    await em.transactional(async (tx) => {
      await catalogueSql(tx).insertInto('categories').values(insertCategory('Canals')).execute();
      expect(await runCompiled(tx, byName({ name: 'Canals' }))).toEqual([{ id: 3 }]);
    });
  });

  it('refuses a statement that leaves out a value it names', () => {
    expect(() => compileOnce(['name', 'id'], (parameter) => shopSql.selectFrom('categories').select('id').where('name', '=', parameter<string>('name')))).toThrow(
      /id named but not used/,
    );
  });
});
