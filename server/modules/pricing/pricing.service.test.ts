import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../test/database.ts';
import { callerFor, createProduct } from '../../test/helpers.ts';

beforeEach(resetDatabase);

const VARIANTS = [
  { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null },
  { id: '40x30', size: '40"x30"', price: '249.50', isDefault: false, mockupImages: [], dimensions: null },
];

describe('shop.location.calculatePricing', () => {
  it('prices each line from the catalogue: the variant price, else the product price', async () => {
    const canvas = await createProduct({ price: '120.00', variants: VARIANTS });
    const print = await createProduct({ price: '89.99', variants: [] });
    const caller = await callerFor(null);

    const pricing = await caller.shop.location.calculatePricing({
      cartItems: [
        { productId: canvas.id, variantId: '40x30', quantity: 2 },
        { productId: print.id, quantity: 1 },
        { productId: canvas.id, variantId: '24x16', quantity: 1 },
      ],
      country: 'US',
    });
    // 499.00 + 89.99 + 120.00 = 708.99; tax 8% = 56.72 (56.7192); US shipping is free.
    expect(pricing).toEqual({
      currency: 'USD',
      exchangeRate: 1,
      lines: [
        { productId: canvas.id, variantId: '40x30', quantity: 2, unitPrice: '249.50', lineTotal: '499.00' },
        { productId: print.id, variantId: null, quantity: 1, unitPrice: '89.99', lineTotal: '89.99' },
        { productId: canvas.id, variantId: '24x16', quantity: 1, unitPrice: '120.00', lineTotal: '120.00' },
      ],
      subtotal: '708.99',
      discount: '0.00',
      tax: '56.72',
      taxRate: 0.08,
      shipping: '0.00',
      total: '765.71',
      formatted: { subtotal: '$708.99', discount: '$0.00', tax: '$56.72', shipping: 'Free', total: '$765.71' },
    });
  });

  it("charges the destination's shipping and shows the amounts in its currency unless told another", async () => {
    const canvas = await createProduct({ price: '100.00', variants: [] });
    const caller = await callerFor(null);
    const cartItems = [{ productId: canvas.id, quantity: 1 }];

    const german = await caller.shop.location.calculatePricing({ cartItems, country: 'de' });
    expect(german).toMatchObject({ currency: 'EUR', exchangeRate: 0.862, subtotal: '100.00', tax: '8.00', shipping: '25.00', total: '133.00' });
    expect(german.formatted).toEqual({ subtotal: '€86.20', discount: '€0.00', tax: '€6.90', shipping: '€21.55', total: '€114.65' });

    const japanese = await caller.shop.location.calculatePricing({ cartItems, country: 'JP', currency: 'jpy' });
    expect(japanese).toMatchObject({ currency: 'JPY', shipping: '45.00', total: '153.00' });
    expect(japanese.formatted.total).toBe('¥23,746');

    // Not a destination the shop has a rate for: the spec's default shipping.
    expect((await caller.shop.location.calculatePricing({ cartItems, country: 'ZW' })).shipping).toBe('25.00');
  });

  it('names an unknown product or size with 404', async () => {
    const canvas = await createProduct({ variants: VARIANTS });
    const caller = await callerFor(null);
    await expect(
      caller.shop.location.calculatePricing({ cartItems: [{ productId: canvas.id + 1000, quantity: 1 }], country: 'US' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: `Product ${canvas.id + 1000} is not in the catalogue.` });
    await expect(
      caller.shop.location.calculatePricing({ cartItems: [{ productId: canvas.id, variantId: '99x99', quantity: 1 }], country: 'US' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: `Size 99x99 is not available for "${canvas.title}".` });
  });
});
