import { ref } from '@mikro-orm/core';
import type { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../request-scope.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createUser, testClock, testServices } from '../../test/helpers.ts';
import { publicMessage } from '../../trpc/errors.ts';
import type { User } from '../user/user.entity.ts';
import { COUPON_FAILURES_PER_SHOPPER } from './coupon-attempts.ts';
import { CouponSchema, type Coupon } from './coupon.entity.ts';
import { INVALID_COUPON } from './coupon-validation.ts';

beforeEach(resetDatabase);

const NOW = new Date('2026-06-15T16:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

async function createCoupon(overrides: Partial<Coupon> = {}) {
  const em = (await testOrm()).em.fork();
  em.create(CouponSchema, {
    code: 'SPRING15',
    discountType: 'percentage',
    discountValue: '15.00',
    expiresAt: new Date(NOW.getTime() + 30 * DAY_MS),
    ...overrides,
  });
  await em.flush();
}

/** A caller whose "now" is NOW; pass services to share one set of attempt counters. */
async function callerAt(user: User | null, services?: Services) {
  return callerFor(user, { services: services ?? (await testServices({ clock: testClock(NOW) })) });
}

describe('cart.validateCoupon', () => {
  it('takes a percentage off the order amount', async () => {
    await createCoupon();
    const caller = await callerAt(null);
    expect(await caller.cart.validateCoupon({ code: 'SPRING15', orderAmount: '240.00' })).toEqual({
      code: 'SPRING15',
      discountType: 'percentage',
      discountValue: '15.00',
      discountAmount: '36.00',
    });
    expect(await caller.cart.validateCoupon({ code: 'SPRING15', orderAmount: 99.99 })).toMatchObject({ discountAmount: '15.00' });
  });

  it('takes a fixed amount off, never more than the order', async () => {
    await createCoupon({ code: 'TAKE50', discountType: 'fixed', discountValue: '50.00' });
    const caller = await callerAt(null);
    expect(await caller.cart.validateCoupon({ code: 'TAKE50', orderAmount: '120.00' })).toMatchObject({
      discountType: 'fixed',
      discountValue: '50.00',
      discountAmount: '50.00',
    });
    expect(await caller.cart.validateCoupon({ code: 'TAKE50', orderAmount: '31.40' })).toMatchObject({ discountAmount: '31.40' });
    expect(await caller.cart.validateCoupon({ code: 'TAKE50', orderAmount: 0 })).toMatchObject({ discountAmount: '0.00' });
  });

  it('matches the code whatever its case and surrounding spaces, answering it as stored', async () => {
    await createCoupon({ code: 'Spring15' });
    const caller = await callerAt(null);
    expect(await caller.cart.validateCoupon({ code: '  sPRING15 ', orderAmount: '100' })).toMatchObject({
      code: 'Spring15',
      discountAmount: '15.00',
    });
  });

  it.each<[string, Partial<Coupon>, string]>([
    ['inactive', { isActive: false }, 'This coupon is no longer active'],
    ['expired', { expiresAt: new Date('2026-06-01T14:00:00Z') }, 'This coupon expired on June 1, 2026'],
    ['used up', { maxUses: 3, currentUses: 3 }, 'This coupon has reached its usage limit'],
    ['under its minimum', { minOrderAmount: '250.00' }, 'This coupon needs an order of at least $250.00'],
  ])('refuses a coupon that is %s with 400 and says why', async (_what, overrides, message) => {
    await createCoupon(overrides);
    const caller = await callerAt(null);
    await expect(caller.cart.validateCoupon({ code: 'SPRING15', orderAmount: '240.00' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('accepts a coupon with uses left and an order at its minimum', async () => {
    await createCoupon({ maxUses: 3, currentUses: 2, minOrderAmount: '240.00' });
    const caller = await callerAt(null);
    expect(await caller.cart.validateCoupon({ code: 'SPRING15', orderAmount: '240.00' })).toMatchObject({ discountAmount: '36.00' });
  });

  it('follows the clock: a coupon stops working once its expiry passes', async () => {
    await createCoupon({ expiresAt: new Date(NOW.getTime() + 60_000) });
    const clock = testClock(NOW);
    const services = await testServices({ clock });
    expect(await (await callerAt(null, services)).cart.validateCoupon({ code: 'SPRING15', orderAmount: '10.00' })).toMatchObject({ code: 'SPRING15', discountAmount: '1.50' });
    clock.advance(60_000);
    await expect((await callerAt(null, services)).cart.validateCoupon({ code: 'SPRING15', orderAmount: '10.00' })).rejects.toMatchObject({
      message: 'This coupon expired on June 15, 2026',
    });
  });

  it('answers an unknown code, and a private coupon of someone else, with the same 404', async () => {
    const owner = await createUser();
    await createCoupon({ code: 'VIP-ADA', customer: ref(owner) });
    const asked = { code: 'VIP-ADA', orderAmount: '100.00' };
    const notFound = { code: 'NOT_FOUND', message: INVALID_COUPON };

    await expect((await callerAt(null)).cart.validateCoupon({ ...asked, code: 'NOPE' })).rejects.toMatchObject(notFound);
    await expect((await callerAt(null)).cart.validateCoupon(asked)).rejects.toMatchObject(notFound);
    await expect((await callerAt(await createUser())).cart.validateCoupon(asked)).rejects.toMatchObject(notFound);
    expect(await (await callerAt(owner)).cart.validateCoupon(asked)).toMatchObject({ code: 'VIP-ADA', discountAmount: '15.00' });
  });

  it.each<[string, unknown]>([
    ['a blank code', { code: '   ', orderAmount: '10.00' }],
    ['a code over 50 characters', { code: 'X'.repeat(51), orderAmount: '10.00' }],
    ['a negative amount', { code: 'SPRING15', orderAmount: -1 }],
    ['three decimals', { code: 'SPRING15', orderAmount: '10.005' }],
    ['words for an amount', { code: 'SPRING15', orderAmount: 'ten' }],
    ['an amount past what an order holds', { code: 'SPRING15', orderAmount: 1e21 }],
    ['an amount string past what an order holds', { code: 'SPRING15', orderAmount: '123456789.00' }],
    ['no amount', { code: 'SPRING15' }],
  ])('refuses %s with 400 and a message', async (_what, input) => {
    await createCoupon();
    const error: TRPCError = await (await callerAt(null)).cart.validateCoupon(input as never).catch((thrown) => thrown);
    expect(error.code).toBe('BAD_REQUEST');
    expect(publicMessage(error)).toMatch(/^(code: A coupon code|code: Please enter|orderAmount: The order amount)/);
  });

  it('holds an address back after repeated failures, then lets it try again', async () => {
    await createCoupon();
    const clock = testClock(NOW);
    const services = await testServices({ clock });
    const guess = async (code: string, ip = '203.0.113.9') =>
      (await callerFor(null, { services, ip })).cart.validateCoupon({ code, orderAmount: '100.00' });

    // Good codes do not count.
    for (let i = 0; i < 5; i += 1) await guess('SPRING15');
    for (let i = 0; i < COUPON_FAILURES_PER_SHOPPER.limit; i += 1) {
      await expect(guess(`GUESS${i}`)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(guess('SPRING15')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many coupon attempts. Please try again in 10 minutes.',
    });
    expect(await guess('SPRING15', '203.0.113.10')).toMatchObject({ discountAmount: '15.00' });

    clock.advance(COUPON_FAILURES_PER_SHOPPER.windowMs);
    expect(await guess('SPRING15')).toMatchObject({ discountAmount: '15.00' });
  });
});
