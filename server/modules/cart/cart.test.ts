import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { MemoryJar, callerFor, createProduct, createUser } from '../../test/helpers.ts';
import { CART_ITEM_NOT_FOUND, UNKNOWN_SIZE } from './cart.service.ts';

beforeEach(resetDatabase);

const SIZES = [
  { id: '24x16', size: '24"x16"', price: '120.00', isDefault: false, mockupImages: [], dimensions: null },
  { id: '36x24', size: '36"x24"', price: '189.50', isDefault: true, mockupImages: [], dimensions: '36" x 24"' },
];

/** A visitor whose session survives from one call to the next, as a browser's cookie does. */
async function visitor() {
  const jar = new MemoryJar();
  return { jar, next: () => callerFor(null, { jar }) };
}

async function rowCount(table: string) {
  const rows = await (await testOrm()).em.execute<{ n: number }[]>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

async function quantityOf(lineId: number) {
  const rows = await (await testOrm()).em.execute<{ quantity: number }[]>('select quantity from cart_items where id = ?', [lineId]);
  return rows[0]?.quantity;
}

describe('cart.list', () => {
  it('is empty for a visitor without a session, and creates none', async () => {
    const caller = await callerFor(null);
    expect(await caller.cart.list()).toEqual({ items: [], itemCount: 0, subtotal: '0.00' });
    expect(await rowCount('sessions')).toBe(0);
  });

  it('answers lines newest first with product, size, prices, the badge count and the subtotal', async () => {
    const sized = await createProduct({ title: 'Harbour at Dusk', variants: SIZES });
    const plain = await createProduct({ title: 'Dune', price: '75.25' as never, variants: [] });
    const customer = await callerFor(await createUser());

    await customer.cart.add({ productId: sized.id, variantId: '24x16', quantity: 2 });
    await customer.cart.add({ productId: plain.id, quantity: 3 });

    const cart = await customer.cart.list();
    expect(cart.itemCount).toBe(5);
    expect(cart.subtotal).toBe('465.75');
    expect(cart.items.map((line) => line.product.title)).toEqual(['Dune', 'Harbour at Dusk']);
    expect(cart.items[1]).toEqual({
      id: expect.any(Number),
      quantity: 2,
      productId: sized.id,
      variantId: '24x16',
      product: expect.objectContaining({ id: sized.id, title: 'Harbour at Dusk', price: '120.00', variants: SIZES }),
      variant: SIZES[0],
      calculatedPrice: null,
      unitPrice: '120.00',
      lineTotal: '240.00',
    });
    expect(cart.items[0]).toMatchObject({ variantId: null, variant: null, unitPrice: '75.25', lineTotal: '225.75' });
  });
});

describe('cart.add', () => {
  it('adds to the line of the same print and size, and keeps other sizes apart', async () => {
    const product = await createProduct({ variants: SIZES, inventory: 50 });
    const customer = await callerFor(await createUser());
    const first = await customer.cart.add({ productId: product.id, variantId: '36x24', quantity: 2 });
    const again = await customer.cart.add({ productId: product.id, variantId: '36x24', quantity: 3 });
    expect(again).toMatchObject({ id: first.id, quantity: 5, lineTotal: '947.50' });

    const other = await customer.cart.add({ productId: product.id, variantId: '24x16', quantity: 1 });
    expect(other.id).not.toBe(first.id);
    expect((await customer.cart.list()).items).toHaveLength(2);
  });

  it('picks the default size when none is named, else the first, else none', async () => {
    const customer = await callerFor(await createUser());
    const withDefault = await createProduct({ variants: SIZES });
    expect(await customer.cart.add({ productId: withDefault.id, quantity: 1 })).toMatchObject({ variantId: '36x24', unitPrice: '189.50' });

    const noDefault = await createProduct({ variants: SIZES.map((size) => ({ ...size, isDefault: false })) });
    expect(await customer.cart.add({ productId: noDefault.id, variantId: null, quantity: 1 })).toMatchObject({ variantId: '24x16' });

    const oneSize = await createProduct({ price: '64.00' as never, variants: [] });
    expect(await customer.cart.add({ productId: oneSize.id, quantity: 2 })).toMatchObject({
      variantId: null,
      variant: null,
      unitPrice: '64.00',
      lineTotal: '128.00',
    });
  });

  it('refuses an unknown product (404) and an unknown size (400), writing nothing', async () => {
    const product = await createProduct({ variants: SIZES });
    const { jar, next } = await visitor();
    await expect((await next()).cart.add({ productId: 987_654, quantity: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    await expect((await next()).cart.add({ productId: product.id, variantId: '99x99', quantity: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UNKNOWN_SIZE,
    });
    expect(jar.sid).toBeUndefined();
    expect(await rowCount('cart_items')).toBe(0);
  });

  it.each([
    ['marked out of stock', { inStock: false, inventory: 10 }],
    ['with nothing left', { inStock: true, inventory: 0 }],
  ])('refuses a product %s with 409', async (_what, stock) => {
    const product = await createProduct({ title: 'Sold Out Sunset', ...stock });
    const customer = await callerFor(await createUser());
    await expect(customer.cart.add({ productId: product.id, quantity: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Sold Out Sunset is out of stock',
    });
    expect(await rowCount('cart_items')).toBe(0);
  });

  it('keeps a product within its inventory, counted over all its sizes', async () => {
    const product = await createProduct({ title: 'Mesa', variants: SIZES, inventory: 4 });
    const customer = await callerFor(await createUser());
    await expect(customer.cart.add({ productId: product.id, quantity: 5 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 4 of Mesa are in stock.',
    });
    const line = await customer.cart.add({ productId: product.id, variantId: '24x16', quantity: 3 });
    await expect(customer.cart.add({ productId: product.id, variantId: '36x24', quantity: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 4 of Mesa are in stock, and your cart already has 3.',
    });
    expect(await customer.cart.add({ productId: product.id, variantId: '36x24', quantity: 1 })).toMatchObject({ quantity: 1 });
    expect(await quantityOf(line.id)).toBe(3);
  });

  it('refuses to take a line past 99 with 400, leaving it as it was', async () => {
    const product = await createProduct({ inventory: 500 });
    const customer = await callerFor(await createUser());
    const line = await customer.cart.add({ productId: product.id, quantity: 60 });
    await expect(customer.cart.add({ productId: product.id, quantity: 40 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A cart line holds at most 99 of one print and size, and yours already has 60.',
    });
    expect(await quantityOf(line.id)).toBe(60);
    expect(await customer.cart.add({ productId: product.id, quantity: 39 })).toMatchObject({ quantity: 99 });
  });

  it('takes 50 adds of one print racing onto 10 in stock to exactly 10, losing none, and refuses the other 40', async () => {
    const product = await createProduct({ title: 'Mesa', inventory: 10 });
    const user = await createUser();
    const callers = await Promise.all(Array.from({ length: 50 }, () => callerFor(user)));
    const answers = await Promise.allSettled(callers.map((caller) => caller.cart.add({ productId: product.id, quantity: 1 })));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
    const refusals = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as { code: string; message: string }] : []));
    expect(new Set(refusals.map(({ code, message }) => `${code}: ${message}`))).toEqual(
      new Set(['CONFLICT: Only 10 of Mesa are in stock, and your cart already has 10.']),
    );
    expect(refusals).toHaveLength(40);
    const cart = await callers[0]!.cart.list();
    expect(cart.items.map((line) => line.quantity)).toEqual([10]);
  });

  it.each([0, -1, 100, 1.5, 'abc', null])('refuses the quantity %s with 400', async (quantity) => {
    const product = await createProduct();
    const customer = await callerFor(await createUser());
    await expect(customer.cart.add({ productId: product.id, quantity: quantity as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('cart.update and cart.remove', () => {
  it('refuse a quantity below 1 (removal is its own call) or above the stock', async () => {
    const product = await createProduct({ title: 'Mesa', variants: SIZES, inventory: 5 });
    const customer = await callerFor(await createUser());
    const line = await customer.cart.add({ productId: product.id, variantId: '24x16', quantity: 2 });
    await customer.cart.add({ productId: product.id, variantId: '36x24', quantity: 1 });
    await expect(customer.cart.update({ id: line.id, quantity: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(customer.cart.update({ id: line.id, quantity: 5 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 5 of Mesa are in stock, and your cart has 1 in other sizes.',
    });
    expect(await customer.cart.update({ id: line.id, quantity: 4 })).toMatchObject({ quantity: 4 });
  });

  it('refuse a change to a line whose print has sold out', async () => {
    const product = await createProduct({ title: 'Mesa' });
    const customer = await callerFor(await createUser());
    const line = await customer.cart.add({ productId: product.id, quantity: 1 });
    await (await testOrm()).em.execute('update products set in_stock = false where id = ?', [product.id]);
    await expect(customer.cart.update({ id: line.id, quantity: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Mesa is out of stock',
    });
    expect(await customer.cart.remove({ id: line.id })).toEqual({ id: line.id });
  });

  it("answer 404 for another shopper's line and leave it untouched", async () => {
    const product = await createProduct();
    const owner = await visitor();
    const line = await (await owner.next()).cart.add({ productId: product.id, quantity: 2 });

    const strangers = [await callerFor(null), await (await visitor()).next(), await callerFor(await createUser())];
    // The stranger with a session of their own.
    await strangers[1]!.cart.add({ productId: product.id, quantity: 1 });
    for (const stranger of strangers) {
      await expect(stranger.cart.update({ id: line.id, quantity: 9 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: CART_ITEM_NOT_FOUND });
      await expect(stranger.cart.remove({ id: line.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: CART_ITEM_NOT_FOUND });
    }
    expect(await quantityOf(line.id)).toBe(2);
    await expect((await callerFor(null)).cart.update({ id: 424_242, quantity: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('owners', () => {
  it("keep a customer's lines from a visitor, and a visitor's from a customer", async () => {
    const product = await createProduct();
    const user = await createUser();
    const guest = await visitor();
    await (await guest.next()).cart.add({ productId: product.id, quantity: 2 });
    await (await callerFor(user)).cart.add({ productId: product.id, quantity: 5 });

    expect((await (await guest.next()).cart.list()).itemCount).toBe(2);
    expect((await (await callerFor(user)).cart.list()).itemCount).toBe(5);
    expect((await (await callerFor(await createUser())).cart.list()).itemCount).toBe(0);
  });
});
