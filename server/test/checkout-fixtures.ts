import type { CreatePaymentIntentInput } from '../../src/checkout.ts';
import { CouponSchema } from '../modules/coupon/coupon.entity.ts';
import type { Services } from '../modules/request-scope.ts';
import type { User } from '../modules/user/user.entity.ts';
import { testOrm } from './database.ts';
import { callerFor, createUser } from './helpers.ts';

/** Shoppers, coupons and counts for the checkout tests (checkout.test.ts, checkout-concurrency.test.ts). */

export const SHIPPING = {
  name: 'Ada Lovelace',
  phone: '+1 305 555 0100',
  address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' },
};

export const intentInput = (overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
  country: 'US',
  currency: 'USD',
  shipping: SHIPPING,
  ...overrides,
});

export type Caller = Awaited<ReturnType<typeof callerFor>>;

/** A signed-in shopper with `quantity` of the product in their cart. */
export async function shopperWith(productId: number, quantity: number, options: { services: Services; user?: User }) {
  const user = options.user ?? (await createUser());
  const caller = await callerFor(user, { services: options.services });
  await caller.cart.add({ productId, quantity });
  return { user, caller };
}

export async function createCoupon(overrides: { code: string; discountValue?: string; discountType?: 'percentage' | 'fixed'; maxUses?: number }) {
  const em = (await testOrm()).em.fork();
  em.create(CouponSchema, {
    discountType: 'percentage',
    discountValue: '10.00',
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    ...overrides,
  });
  await em.flush();
}

export const query = async <T>(sql: string, params: unknown[] = []) => (await testOrm()).em.fork().execute<T[]>(sql, params);
export const count = async (sql: string, params: unknown[] = []) => (await query<{ n: number }>(sql, params))[0]!.n;
export const orderCount = () => count('select count(*)::int as n from orders');
export const refundCount = () => count('select count(*)::int as n from payment_refunds');
export const stockOf = async (id: number) =>
  (await query<{ inventory: number; reserved: number }>('select inventory, reserved from products where id = ?', [id]))[0]!;
export const couponUses = async (code: string) =>
  (await query<{ current_uses: number; reserved_uses: number }>('select current_uses, reserved_uses from coupons where code = ?', [code]))[0]!;
