import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../request-scope.ts';
import { intentInput, shopperWith, type Caller } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { callerFor, createProduct, createUser, testServices } from '../../test/helpers.ts';
import type { User } from './user.entity.ts';

/**
 * Spec section 5: a signed-in checkout starts from the profile's name, e-mail and phone. The phone comes
 * to the profile with the customer's first order that gives one (demo payments, through tRPC callers).
 */

let services: Services;
beforeAll(async () => {
  services = await testServices();
});
beforeEach(resetDatabase);

async function orderWithPhone(caller: Caller, phone: string) {
  const intent = await caller.checkout.createPaymentIntent(intentInput({ shipping: { ...intentInput().shipping, phone } }));
  const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
}

/** The phone auth.me answers, in a request of its own (each request reads the account afresh). */
const phoneOf = async (user: User) => (await (await callerFor(user, { services })).auth.me())?.phone;

describe("the profile's phone", () => {
  it('is the first phone the customer orders with, and what auth.me answers from then on', async () => {
    const print = await createProduct({ inventory: 10 });
    const { user, caller } = await shopperWith(print.id, 1, { services });
    expect(await phoneOf(user)).toBeNull();

    await orderWithPhone(caller, ' +1 305 555 0142 ');
    expect(await phoneOf(user)).toBe('+1 305 555 0142');

    await caller.cart.add({ productId: print.id, quantity: 1 });
    await orderWithPhone(caller, '+44 20 7946 0000');
    expect(await phoneOf(user)).toBe('+1 305 555 0142');
  });

  it('stays as the customer set it, and is not taken from a phone too long for it', async () => {
    const print = await createProduct({ inventory: 10 });
    const kept = await shopperWith(print.id, 1, { services, user: await createUser({ phone: '305-555-0199' }) });
    await orderWithPhone(kept.caller, '+1 305 555 0142');
    expect(await phoneOf(kept.user)).toBe('305-555-0199');

    const long = await shopperWith(print.id, 1, { services });
    await orderWithPhone(long.caller, '+1 (305) 555-0142 ext. 123');
    expect(await phoneOf(long.user)).toBeNull();
  });
});
