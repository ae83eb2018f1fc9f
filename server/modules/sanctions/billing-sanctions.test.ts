import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANCTIONED_MESSAGE } from '../../../src/sanctions.ts';
import { createPaymentProvider } from '../../integrations/payments/index.ts';
import { createCoupon, intentInput, orderCount, shopperWith, stockOf } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { createProduct, TEST_SESSION_SECRET, testServices } from '../../test/helpers.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import type { Services } from '../request-scope.ts';

/** The billing address meets the same sanctions as the shipping address, before anything is charged. */

let standin: StripeStandin;
let services: Services;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  services = await testServices({ payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }) });
});
afterAll(() => standin.close());
beforeEach(resetDatabase);

const billedIn = (country: string, state: string) => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 23 No. 10',
  city: 'La Habana',
  state,
  zipCode: '10400',
  country,
});

describe('a sanctioned billing address', () => {
  it.each([
    ['Cuba', billedIn('CU', 'La Habana')],
    ['Crimea', billedIn('UA', 'Crimea')],
  ])('in %s is refused with 403 when the payment is opened, and no payment is asked of Stripe', async (_where, billingAddress) => {
    const product = await createProduct({ inventory: 5 });
    const { caller } = await shopperWith(product.id, 1, { services });
    const asked = standin.requests.length;

    await expect(caller.checkout.createPaymentIntent(intentInput({ billingAddress }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: SANCTIONED_MESSAGE,
    });
    expect(standin.requests.slice(asked)).toEqual([]);
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 0 });
  });

  it('is refused when an order is placed, with or without a payment', async () => {
    const product = await createProduct({ inventory: 5 });
    await createCoupon({ code: 'ALLOFIT', discountValue: '100.00' });
    const { caller } = await shopperWith(product.id, 1, { services });
    const cuba = billedIn('CU', 'La Habana');

    const intent = await caller.checkout.createPaymentIntent(intentInput());
    standin.succeed(intent.paymentIntentId);
    await expect(caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId, billingAddress: cuba })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.checkout.placeFreeOrder({ ...intentInput({ couponCode: 'ALLOFIT' }), billingAddress: cuba })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await orderCount()).toBe(0);
  });
});
