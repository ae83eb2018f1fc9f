import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldBackText } from '../../../src/print-resolution.ts';
import { inEnglish } from '../../../src/shop-text.ts';
import { intentInput, query } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser } from '../../test/helpers.ts';
import { standinServices, type PrintifyStandin, type StandinArtwork } from '../../test/printify-standin.ts';
import type { Services } from '../request-scope.ts';
import { NO_SUCH_HELD_BACK_SIZE } from './size-checks.ts';

/**
 * Sizes that would print soft, against the Printify stand-in: the artwork's pixels over each size's
 * inches decide; under 150 ppi a size is not offered (absent, refused at the cart and at checkout),
 * under 200 it is flagged; an admin may release a held-back size, and that is recorded and kept.
 */

let standin: PrintifyStandin;
let services: Services;

beforeAll(async () => {
  ({ standin, services } = await standinServices());
});
afterAll(() => standin.close());
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

const SIZES = [
  { width: 24, height: 16, price: 12900 },
  { width: 36, height: 24, price: 18900 },
  { width: 48, height: 32, price: 27900 },
];

/** A print with `artwork` synced into the shop; answers its shop product id and Printify variant ids. */
async function syncedPrint(artwork: StandinArtwork, title = 'Lisbon Rooftops') {
  const source = standin.addCanvasProduct({ title, sizes: SIZES, artwork });
  const curator = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services });
  await curator.printify.sync();
  const [row] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  const [small, medium, large] = source.variants.map((variant) => String(variant.id));
  return { productId: row!.id, small: small!, medium: medium!, large: large!, curator };
}

describe('sizes held back for their artwork\'s resolution', () => {
  it('leaves a size under 150 ppi out of the product answer, lists it and the flagged one for admins, and refuses it at the cart', async () => {
    // 6,000 x 4,000 px: 250 ppi at 24x16, 166 at 36x24 (flagged), 125 at 48x32 (held back).
    const { productId, small, medium, large, curator } = await syncedPrint({ width: 6000, height: 4000 });
    const shopper = await callerFor(null, { services });

    const product = await shopper.shop.products.byId({ id: String(productId) });
    expect(product.variants.map((variant) => variant.id)).toEqual([small, medium]);
    expect(product.priceRange).toBe('$129.00 - $189.00');
    const page = await shopper.shop.products.list({});
    expect(page.items.find((item) => item.id === productId)!.variants).toHaveLength(2);

    expect(await curator.admin.products.sizeChecks()).toEqual([
      {
        productId,
        title: 'Lisbon Rooftops',
        sizes: [
          { variantId: medium, size: '36"x24"', ppi: 166, verdict: 'flagged', releasedBy: null, releasedAt: null },
          { variantId: large, size: '48"x32"', ppi: 125, verdict: 'held_back', releasedBy: null, releasedAt: null },
        ],
      },
    ]);

    await expect(shopper.cart.add({ productId, variantId: large, quantity: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: inEnglish(heldBackText('Lisbon Rooftops', '48"x32"', 125)),
    });
    expect(await query('select * from cart_items')).toEqual([]);
    expect((await shopper.cart.add({ productId, variantId: medium, quantity: 1 })).variantId).toBe(medium);
  });

  it('refuses checkout of a line whose size was held back after it went into the bag, saying which and why', async () => {
    const { productId, large } = await syncedPrint({ width: 6000, height: 4000 });
    const user = await createUser();
    const shopper = await callerFor(user, { services });
    // Put in the bag before the artwork's check held the size back (an older import).
    await query('insert into cart_items (user_id, product_id, variant_id, quantity) values (?, ?, ?, 1)', [user.id, productId, large]);

    const refusal = { code: 'CONFLICT', message: `${inEnglish(heldBackText('Lisbon Rooftops', '48"x32"', 125))} Remove it from your bag to check out.` };
    await expect(shopper.checkout.quote({ country: 'US' })).rejects.toMatchObject(refusal);
    await expect(shopper.checkout.createPaymentIntent(intentInput())).rejects.toMatchObject(refusal);
    expect(await query('select * from reservations')).toEqual([]);
  });

  it('offers a size an admin released, records who and when, and keeps it offered through the next sync', async () => {
    const { productId, large, curator } = await syncedPrint({ width: 6000, height: 4000 });
    const shopper = await callerFor(null, { services });

    expect(await curator.admin.products.releaseSize({ productId, variantId: large })).toMatchObject({ verdict: 'released', ppi: 125 });
    expect((await shopper.shop.products.byId({ id: String(productId) })).variants.map((variant) => variant.id)).toContain(large);
    expect((await shopper.cart.add({ productId, variantId: large, quantity: 1 })).variantId).toBe(large);
    expect(await query('select variant_id, size, ppi, released_by from size_releases')).toEqual([
      { variant_id: large, size: '48"x32"', ppi: 125, released_by: ADMIN_EMAIL },
    ]);

    await curator.printify.sync();
    expect((await shopper.shop.products.byId({ id: String(productId) })).variants.map((variant) => variant.id)).toContain(large);
    const [print] = await curator.admin.products.sizeChecks();
    expect(print!.sizes.find((size) => size.variantId === large)).toMatchObject({ verdict: 'released', releasedBy: ADMIN_EMAIL, releasedAt: expect.any(String) });

    // Released once: a second release finds nothing held back.
    await expect(curator.admin.products.releaseSize({ productId, variantId: large })).rejects.toMatchObject({ code: 'NOT_FOUND', message: NO_SUCH_HELD_BACK_SIZE });
  });

  it('passes every size of vector artwork and of artwork large enough, and flags none of them', async () => {
    standin.addCanvasProduct({ title: 'Quiet Geometry', sizes: SIZES, artwork: 'vector' });
    const { curator } = await syncedPrint({ width: 12_000, height: 8_000 }, 'Harbour at Dusk');
    const shopper = await callerFor(null, { services });
    const page = await shopper.shop.products.list({});
    expect(page.items.map((item) => [item.title, item.variants.length]).sort()).toEqual([
      ['Harbour at Dusk', 3],
      ['Quiet Geometry', 3],
    ]);
    expect(await curator.admin.products.sizeChecks()).toEqual([]);
  });

  it('leaves releasing to admins, and refuses a size that is not held back', async () => {
    const { productId, small, curator } = await syncedPrint({ width: 6000, height: 4000 });
    const customer = await callerFor(await createUser(), { services });
    await expect(customer.admin.products.releaseSize({ productId, variantId: small })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(customer.admin.products.sizeChecks()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(curator.admin.products.releaseSize({ productId, variantId: small })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(curator.admin.products.releaseSize({ productId: productId + 1000, variantId: small })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(curator.admin.products.releaseSize({ productId, variantId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await query('select * from size_releases')).toEqual([]);
  });
});
