import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_WISHLIST_ITEMS } from '../../../src/wishlist.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { MemoryJar, callerFor, createProduct, createUser } from '../../test/helpers.ts';
import { testMailbox } from '../../test/mailbox.ts';
import { newSessionId, saveSession } from '../session/session.store.ts';
import { NOT_ON_WISHLIST, WISHLIST_LINK_INVALID } from './wishlist.service.ts';

beforeEach(resetDatabase);

async function rowCount(table: string, where = 'true', values: unknown[] = []) {
  const rows = await (await testOrm()).em.execute<{ n: number }[]>(`select count(*)::int as n from ${table} where ${where}`, values);
  return rows[0]!.n;
}

/** A visitor whose session survives from one call to the next, as a browser's cookie does. */
function visitor() {
  const jar = new MemoryJar();
  return { jar, next: () => callerFor(null, { jar }) };
}

describe('wishlist.list and wishlist.ids', () => {
  it('are empty for a visitor without a session, and start none', async () => {
    const caller = await callerFor(null);
    expect(await caller.wishlist.list()).toEqual([]);
    expect(await caller.wishlist.ids()).toEqual([]);
    expect(await rowCount('sessions')).toBe(0);
  });

  it('answer the kept prints newest first, in the page\'s language, leaving out prints taken out of the shop', async () => {
    const [first, second, hidden] = [await createProduct({ title: 'Harbour at Dusk' }), await createProduct({ title: 'Dune' }), await createProduct()];
    const customer = await createUser();
    const caller = await callerFor(customer);
    for (const product of [first, second, hidden]) await caller.wishlist.add({ productId: product.id });
    await (await testOrm()).em.execute('update products set hidden = true where id = ?', [hidden.id]);

    const items = await caller.wishlist.list();
    expect(items.map((item) => item.product.title)).toEqual(['Dune', 'Harbour at Dusk']);
    expect(items[0]).toEqual({ productId: second.id, product: expect.objectContaining({ id: second.id, price: '120.00' }), addedAt: expect.any(String) });
    expect(new Date(items[0]!.addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The hearts know every kept print, the hidden one too: it is on the list, and shows again if it comes back.
    expect(await caller.wishlist.ids()).toEqual([first.id, second.id, hidden.id].sort((a, b) => a - b));
  });
});

describe('wishlist.add', () => {
  it('keeps a print once, however often it is kept, and starts a visitor\'s session only then', async () => {
    const product = await createProduct({ title: 'Still Lake' });
    const guest = visitor();
    const first = await (await guest.next()).wishlist.add({ productId: product.id });
    expect(first).toMatchObject({ productId: product.id, product: { title: 'Still Lake' } });
    expect(guest.jar.sid).toBeDefined();
    const again = await (await guest.next()).wishlist.add({ productId: product.id });
    expect(again.addedAt).toBe(first.addedAt);
    expect(await rowCount('wishlist_items')).toBe(1);
    expect(await (await guest.next()).wishlist.ids()).toEqual([product.id]);
  });

  it('refuses a print that is not in the shop, and writes nothing', async () => {
    const hidden = await createProduct();
    await (await testOrm()).em.execute('update products set hidden = true where id = ?', [hidden.id]);
    const caller = await callerFor(await createUser());
    await expect(caller.wishlist.add({ productId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    await expect(caller.wishlist.add({ productId: hidden.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    await expect(caller.wishlist.add({ productId: 'seven' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Product id must be a number') });
    await expect(caller.wishlist.add({ productId: 1, extra: true } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowCount('wishlist_items')).toBe(0);
  });

  it(`keeps at most ${MAX_WISHLIST_ITEMS} prints a list, and says so`, async () => {
    const customer = await createUser();
    const { em } = await testOrm();
    const products = await Promise.all(Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => createProduct()));
    await em.execute('insert into wishlist_items (user_id, product_id) select ?, id from products where id <> ?', [customer.id, products.at(-1)!.id]);
    const caller = await callerFor(customer);
    await expect(caller.wishlist.add({ productId: products.at(-1)!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} prints. Remove one to keep another.`,
    });
    // One already kept answers as before: nothing new is stored.
    expect(await caller.wishlist.add({ productId: products[0]!.id })).toMatchObject({ productId: products[0]!.id });
    expect(await rowCount('wishlist_items')).toBe(MAX_WISHLIST_ITEMS);
  });
});

describe('wishlist.remove', () => {
  it('takes a print off the list; one not on it (or on someone else\'s) is not found', async () => {
    const product = await createProduct();
    const [anna, ben] = [await createUser(), await createUser()];
    const annas = await callerFor(anna);
    await annas.wishlist.add({ productId: product.id });

    const bens = await callerFor(ben);
    await expect(bens.wishlist.remove({ productId: product.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_ON_WISHLIST });
    await expect((await callerFor(null)).wishlist.remove({ productId: product.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await bens.wishlist.list()).toEqual([]);
    expect(await annas.wishlist.ids()).toEqual([product.id]);

    expect(await annas.wishlist.remove({ productId: product.id })).toEqual({ productId: product.id });
    expect(await annas.wishlist.ids()).toEqual([]);
    await expect(annas.wishlist.remove({ productId: product.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_ON_WISHLIST });
  });

  it('keeps a visitor\'s list apart from another visitor\'s', async () => {
    const product = await createProduct();
    const [one, other] = [visitor(), visitor()];
    await (await one.next()).wishlist.add({ productId: product.id });
    await (await other.next()).wishlist.add({ productId: (await createProduct()).id });
    await expect((await other.next()).wishlist.remove({ productId: product.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await (await one.next()).wishlist.ids()).toEqual([product.id]);
  });
});

describe('a visitor\'s wishlist at sign-in', () => {
  it('moves into the account: a print kept in both stays once, another visitor\'s list stays where it is', async () => {
    const mailbox = await testMailbox();
    const { em } = await testOrm();
    const customer = await createUser({ email: `wishful-${Date.now()}@example.com` });
    const [both, guestOnly, strangers] = [await createProduct(), await createProduct(), await createProduct()];
    await em.execute('insert into wishlist_items (user_id, product_id) values (?, ?)', [customer.id, both.id]);

    const guestSid = newSessionId();
    await saveSession(em, guestSid, {});
    for (const product of [both, guestOnly]) await em.execute('insert into wishlist_items (session_id, product_id) values (?, ?)', [guestSid, product.id]);
    const strangerSid = newSessionId();
    await saveSession(em, strangerSid, {});
    await em.execute('insert into wishlist_items (session_id, product_id) values (?, ?)', [strangerSid, strangers.id]);

    const jar = new MemoryJar(guestSid);
    const guest = await callerFor(null, { jar });
    await guest.auth.sendLoginCode({ email: customer.email });
    await guest.auth.verifyLoginCode({ email: customer.email, code: await mailbox.nextCode(customer.email) });

    expect(await (await callerFor(null, { jar })).wishlist.ids()).toEqual([both.id, guestOnly.id]);
    expect(await rowCount('wishlist_items', 'session_id = ?', [guestSid])).toBe(0);
    expect(await rowCount('wishlist_items', 'session_id = ?', [strangerSid])).toBe(1);
  });
});

describe('a shared wishlist', () => {
  it('opens read-only by its link, with the keeper\'s first name and nothing more, the same link each time', async () => {
    const [kept, other] = [await createProduct({ title: 'Moonrise' }), await createProduct()];
    const anna = await createUser({ firstName: 'Anna', lastName: 'Keller' });
    const annas = await callerFor(anna);
    await annas.wishlist.add({ productId: kept.id });
    const { token } = await annas.wishlist.share();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await annas.wishlist.share()).token).toBe(token);

    const friendsJar = new MemoryJar();
    const friend = await callerFor(null, { jar: friendsJar });
    const shared = await friend.wishlist.shared({ token });
    expect(shared).toEqual({ ownerName: 'Anna', items: [expect.objectContaining({ productId: kept.id, product: expect.objectContaining({ title: 'Moonrise' }) })] });
    expect(JSON.stringify(shared)).not.toContain('Keller');
    expect(JSON.stringify(shared)).not.toContain(anna.email);
    // Reading it starts no session; the friend's own list is their own.
    expect(friendsJar.sid).toBeUndefined();
    await (await callerFor(null, { jar: friendsJar })).wishlist.add({ productId: other.id });
    expect((await friend.wishlist.shared({ token })).items.map((item) => item.productId)).toEqual([kept.id]);
  });

  it('is shared only by an account; a link no one was given, or a malformed one, opens nothing', async () => {
    await expect((await callerFor(null)).wishlist.share()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await rowCount('wishlist_shares')).toBe(0);
    const friend = await callerFor(null);
    await expect(friend.wishlist.shared({ token: 'A'.repeat(22) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: WISHLIST_LINK_INVALID });
    await expect(friend.wishlist.shared({ token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(WISHLIST_LINK_INVALID) });
  });
});
