import type { TRPCError } from '@trpc/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceableLine } from '../../../src/cart-lines.ts';
import { shippingCentsFor } from '../../../src/countries.ts';
import { findCurrency } from '../../../src/currencies.ts';
import { toCents } from '../../../src/money.ts';
import { convertAmount, mapTotals, memberPriceCents, orderTotals, toMinorUnits } from '../../../src/pricing.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { DEFAULT_TIER_BENEFITS, memberTerms } from '../../../src/tier-benefits.ts';
import { resetDatabase } from '../../test/database.ts';
import { createCoupon, intentInput, query, SHIPPING, type Caller } from '../../test/checkout-fixtures.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, testServices } from '../../test/helpers.ts';
import type { Services } from '../request-scope.ts';

/**
 * Premium tiers change the service: the discount on prints is part of the one pricing rule (before
 * the coupon and the tax, recomputed by the server), platinum ships free, and an order keeps the
 * window and return shipping its tier gave it. Real PostgreSQL, demo payments, tRPC callers.
 */

let services: Services;
beforeAll(async () => {
  services = await testServices();
});
beforeEach(resetDatabase);

/** A customer in `tier` with one 24x16 print (list 120.00) and two 40x60 prints (list 333.33) in the bag. */
async function memberWithBag(tier: PremiumStatus) {
  const user = await createUser({ premiumStatus: tier });
  const product = await createProduct({
    price: '120.00',
    inventory: 10,
    variants: [
      { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null },
      { id: '40x60', size: '40"x60"', price: '333.33', isDefault: false, mockupImages: [], dimensions: null },
    ],
  });
  const caller = await callerFor(user, { services });
  await caller.cart.add({ productId: product.id, variantId: '24x16', quantity: 1 });
  await caller.cart.add({ productId: product.id, variantId: '40x60', quantity: 2 });
  return { user, product, caller };
}

/**
 * What the bag and checkout pages show before the server's quote arrives: the same pricing module,
 * fed with what the pages read (the account's tier, the cart, the coupon's terms, the country).
 */
async function pageTotals(caller: Caller, { country, couponCode }: { country: string; couponCode?: string }) {
  const me = (await caller.auth.me())!;
  const cart = await caller.cart.list();
  const coupon = couponCode ? await caller.cart.validateCoupon({ code: couponCode, orderAmount: cart.subtotal }) : null;
  return orderTotals({
    lines: cart.items.map((line) => priceableLine(line)),
    coupon,
    member: memberTerms(me.tier),
    shippingCents: shippingCentsFor(country),
  });
}

const TIERS: PremiumStatus[] = ['none', 'silver', 'gold', 'platinum'];
/** 120.00 + 2 x 333.33 at each tier's discount (each unit rounded to the cent). */
const SUBTOTALS: Record<PremiumStatus, number> = { none: 78_666, silver: 78_666, gold: 11_400 + 2 * 31_666, platinum: 10_800 + 2 * 30_000 };

describe('the tier discount in the one pricing rule', () => {
  for (const tier of TIERS) {
    it(`prices a ${tier} customer's bag the same on the page and on the server, with and without a coupon, in dollars and in euros`, async () => {
      const { caller } = await memberWithBag(tier);
      await createCoupon({ code: 'SPRING10', discountValue: '10.00' });
      const percent = DEFAULT_TIER_BENEFITS[tier].printDiscountPercent;

      // The product page's price is the bag's unit price.
      const cart = await caller.cart.list();
      expect(cart.items.map((line) => line.unitPrice).sort()).toEqual(
        [memberPriceCents(12_000, percent), memberPriceCents(33_333, percent)].map((cents) => (cents / 100).toFixed(2)).sort(),
      );
      expect(toCents(cart.subtotal)).toBe(SUBTOTALS[tier]);

      for (const [country, currency] of [
        ['US', 'USD'],
        ['FR', 'EUR'],
      ] as const) {
        for (const couponCode of [undefined, 'SPRING10']) {
          const shown = await pageTotals(caller, { country, ...(couponCode ? { couponCode } : {}) });
          const quote = await caller.checkout.quote({ country, currency, ...(couponCode ? { couponCode } : {}) });
          expect(mapTotals(quote.totals, toCents)).toEqual(shown);
          const rate = findCurrency(currency)!.rate;
          expect(quote.amount).toBe(toMinorUnits(convertAmount(shown.total / 100, 1, rate), currency));

          // Before the coupon and before tax: the coupon takes 10% of the member's subtotal, the tax 8% of what is left.
          expect(shown.subtotal).toBe(SUBTOTALS[tier]);
          const discount = couponCode ? Math.round(SUBTOTALS[tier] / 10) : 0;
          expect(shown.discount).toBe(discount);
          expect(shown.tax).toBe(Math.round(((SUBTOTALS[tier] - discount) * 8) / 100));
          expect(shown.shipping).toBe(tier === 'platinum' ? 0 : (shippingCentsFor(country) ?? 2500));
        }
      }
    });
  }

  it('charges the payment and writes the order at the member price, whatever the client claims', async () => {
    const { caller } = await memberWithBag('platinum');
    const fr = { ...SHIPPING, address: { ...SHIPPING.address, country: 'FR', state: 'Paris', postal_code: '75001' } };
    const intent = await caller.checkout.createPaymentIntent(intentInput({ country: 'FR', currency: 'EUR', shipping: fr, amount: 1 }));
    const shown = await pageTotals(caller, { country: 'FR' });
    expect(mapTotals(intent.totals, toCents)).toEqual(shown);
    expect(shown.shipping).toBe(0);
    const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    const order = await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
    expect(order.subtotal).toBe('708.00');
    expect(order.items.map((item) => item.price).sort()).toEqual(['108.00', '300.00']);
    const [row] = await query<{ premium_tier: string; return_window_days: number; free_return_shipping: boolean }>(
      'select premium_tier, return_window_days, free_return_shipping from orders where id = ?',
      [order.id],
    );
    expect(row).toEqual({ premium_tier: 'platinum', return_window_days: 30, free_return_shipping: true });
  });
});

describe('the tier table', () => {
  const admin = async () => callerFor(await createUser({ email: ADMIN_EMAIL }), { services });

  it('answers every tier with its defaults, and an edit holds for the next quote only', async () => {
    const curator = await admin();
    expect(await curator.admin.premium.tiers()).toEqual(TIERS.map((tier) => DEFAULT_TIER_BENEFITS[tier]));

    const { caller } = await memberWithBag('silver');
    const before = await caller.checkout.quote({ country: 'US', currency: 'USD' });
    expect(before.totals.subtotal).toBe('786.66');

    const saved = await curator.admin.premium.updateTier({
      tier: 'silver',
      returnWindowDays: 21,
      freeReturnShipping: true,
      freeStandardShipping: true,
      printDiscountPercent: 3,
    });
    expect(saved).toEqual({ tier: 'silver', returnWindowDays: 21, freeReturnShipping: true, freeStandardShipping: true, printDiscountPercent: 3 });
    expect((await caller.auth.me())!.tier).toEqual(saved);
    const after = await caller.checkout.quote({ country: 'GB', currency: 'GBP' });
    // 116.40 + 2 x 323.33; shipping to the UK is free for silver now.
    expect(after.totals).toMatchObject({ subtotal: '763.06', shipping: '0.00' });
    expect(mapTotals(after.totals, toCents)).toEqual(await pageTotals(caller, { country: 'GB' }));
  });

  it('refuses a window, a discount or a tier out of range with the field\'s message, and writes nothing', async () => {
    const curator = await admin();
    const valid = { tier: 'gold' as const, returnWindowDays: 30, freeReturnShipping: true, freeStandardShipping: false, printDiscountPercent: 5 };
    for (const [bad, message] of [
      [{ returnWindowDays: 0 }, 'The return window is at least 1 day'],
      [{ returnWindowDays: 366 }, 'The return window is at most 365 days'],
      [{ returnWindowDays: 2.5 }, 'The return window is a whole number of days'],
      [{ printDiscountPercent: -1 }, 'The discount cannot be negative'],
      [{ printDiscountPercent: 51 }, 'The discount is at most 50%'],
      [{ tier: 'diamond' }, 'Status must be one of none, silver, gold or platinum'],
    ] as const) {
      const error = (await curator.admin.premium.updateTier({ ...valid, ...bad } as never).catch((caught: unknown) => caught)) as TRPCError;
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(message);
    }
    expect(await query('select * from premium_tiers')).toEqual([]);
  });

  it('is the admins\' alone: a customer and a visitor are refused', async () => {
    const customer = await callerFor(await createUser({ premiumStatus: 'platinum' }), { services });
    const visitor = await callerFor(null, { services });
    const edit = { tier: 'platinum' as const, returnWindowDays: 365, freeReturnShipping: true, freeStandardShipping: true, printDiscountPercent: 50 };
    await expect(customer.admin.premium.updateTier(edit)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(visitor.admin.premium.updateTier(edit)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(customer.admin.premium.tiers()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await query('select * from premium_tiers')).toEqual([]);
  });
});
