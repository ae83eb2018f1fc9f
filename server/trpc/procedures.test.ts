import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser } from '../test/helpers.ts';

beforeEach(resetDatabase);

describe('procedure kinds', () => {
  it('adminProcedure: 401 for nobody, 403 for a customer, the figures for an admin', async () => {
    await createProduct();
    const visitor = await callerFor(null);
    await expect(visitor.admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const customer = await callerFor(await createUser());
    await expect(customer.admin.stats()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This area is for shop administrators only.',
    });

    // The admin list is matched without regard to letter case.
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }));
    expect(await admin.admin.stats()).toEqual({ products: 1, customers: 2, orders: 0 });
  });

  it('a session whose user was deleted counts as nobody', async () => {
    const user = await createUser();
    const caller = await callerFor(user);
    const { em } = await testOrm();
    await em.getConnection().execute('delete from users where id = ?', [user.id]);
    expect(await caller.auth.me()).toBeNull();
    await expect(caller.admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('auth.me tells a visitor from a customer from an admin', async () => {
    expect(await (await callerFor(null)).auth.me()).toBeNull();
    const customer = await createUser({ firstName: 'Grace', profileImageUrl: '/me.png' });
    expect(await (await callerFor(customer)).auth.me()).toMatchObject({
      id: customer.id,
      firstName: 'Grace',
      profileImageUrl: '/me.png',
      isAdmin: false,
    });
    const admin = await createUser({ email: ADMIN_EMAIL });
    expect(await (await callerFor(admin)).auth.me()).toMatchObject({ isAdmin: true });
  });
});

describe('shop procedures', () => {
  it('list newest first, filter by category, and find one product', async () => {
    const older = await createProduct({ title: 'Older', category: 'Europe', createdAt: new Date('2026-01-01') });
    const newer = await createProduct({ title: 'Newer', category: 'Abstract', createdAt: new Date('2026-02-01') });
    const caller = await callerFor(null);

    expect((await caller.shop.products.list()).map((p) => p.title)).toEqual(['Newer', 'Older']);
    expect((await caller.shop.products.list({ category: 'Europe' })).map((p) => p.id)).toEqual([older.id]);
    expect(await caller.shop.products.list({ category: 'Nowhere' })).toEqual([]);
    expect(await caller.shop.products.byId({ id: newer.id })).toMatchObject({ title: 'Newer', price: '120.00' });
  });

  it('refuse a missing product and malformed input with a message', async () => {
    const caller = await callerFor(null);
    await expect(caller.shop.products.byId({ id: 999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    await expect(caller.shop.products.byId({ id: 'abc' as unknown as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.shop.products.list({ category: '', extra: 1 } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
