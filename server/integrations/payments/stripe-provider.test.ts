import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../src/pricing.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import {
  createPaymentProvider,
  PaymentError,
  STRIPE_API_VERSION,
  WebhookSignatureError,
  type PaymentIntentRequest,
  type StripePayments,
} from './index.ts';

/** The real stripe SDK and the shop's provider, against a Stripe-compatible stand-in. */

let standin: StripeStandin;
let stripe: StripePayments;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  const provider = createPaymentProvider(standin.env, { sessionSecret: 'unused-with-stripe' });
  if (provider.kind !== 'stripe') throw new Error('expected the Stripe provider');
  stripe = provider;
});
afterAll(() => standin.close());

let checkouts = 0;
const request = (overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest => ({
  amountMinor: 14_530,
  currency: 'usd',
  checkoutKey: `checkout-${++checkouts}`,
  metadata: { checkout: `c${checkouts}`, user: '42' },
  ...overrides,
});

describe('Stripe provider: creating intents', () => {
  it('sends amount, currency, metadata and card plus ACH for USD, with the pinned API version', async () => {
    const intent = await stripe.createIntent(
      request({
        customerEmail: 'collector@example.com',
        shipping: {
          name: 'Ada Lovelace',
          phone: '+1 555 0100',
          address: { line1: '1 Gallery Way', city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
        },
      }),
    );

    expect(intent).toMatchObject({ amountMinor: 14_530, currency: 'usd', status: 'requires_payment_method', paymentMethodType: null });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.metadata).toEqual({ checkout: `c${checkouts}`, user: '42' });

    const sent = standin.lastRequest!;
    expect(sent.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.params).toMatchObject({
      amount: '14530',
      currency: 'usd',
      allowed_payment_method_types: { 0: 'card', 1: 'us_bank_account' },
      receipt_email: 'collector@example.com',
      shipping: { name: 'Ada Lovelace', address: { postal_code: '97201', country: 'US' } },
    });
    expect(sent.params).not.toHaveProperty('payment_method_types');
  });

  it('allows cards only outside USD', async () => {
    await stripe.createIntent(request({ currency: 'EUR', amountMinor: 12_525 }));
    expect(standin.lastRequest!.params).toMatchObject({ currency: 'eur', allowed_payment_method_types: { 0: 'card' } });
    expect(standin.lastRequest!.params.allowed_payment_method_types).not.toHaveProperty('1');
  });

  it('charges JPY in whole yen', async () => {
    const amountMinor = toMinorUnits(22_534, 'JPY');
    const intent = await stripe.createIntent(request({ currency: 'jpy', amountMinor }));
    expect(amountMinor).toBe(22_534);
    expect(intent).toMatchObject({ amountMinor: 22_534, currency: 'jpy' });
    expect(standin.lastRequest!.params.amount).toBe('22534');
  });

  it('replays the same intent for a retried checkout and makes a new one when the total changes', async () => {
    const first = request();
    const created = await stripe.createIntent(first);
    const retried = await stripe.createIntent({ ...first, metadata: { ...first.metadata } });
    expect(retried.id).toBe(created.id);
    expect(standin.lastRequest!.replayed).toBe(true);

    const changed = await stripe.createIntent({ ...first, amountMinor: first.amountMinor + 2500 });
    expect(changed.id).not.toBe(created.id);
    expect(changed.amountMinor).toBe(first.amountMinor + 2500);
    expect(standin.lastRequest!.replayed).toBe(false);

    // A new shipping address with the same total is a new request too, not a reused key with other parameters.
    const reshipped = await stripe.createIntent({ ...first, shipping: { name: 'Ada', address: { line1: '2 Salon St', city: 'Paris', postal_code: '75001', country: 'FR' } } });
    expect(reshipped.id).not.toBe(created.id);
  });

  it('refuses a total below the card minimum with a PaymentError', async () => {
    await expect(stripe.createIntent(request({ amountMinor: 49 }))).rejects.toMatchObject({ name: 'PaymentError', code: 'amount_too_small' });
  });
});

describe('Stripe provider: retrieving and updating', () => {
  it('retrieves an intent with its state and payment method type', async () => {
    const created = await stripe.createIntent(request());
    expect(await stripe.retrieveIntent(created.id)).toEqual(created);

    standin.succeed(created.id);
    expect(await stripe.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', paymentMethodType: 'card' });
  });

  it('sees an ACH debit processing, then succeeded', async () => {
    const created = await stripe.createIntent(request());
    standin.process(created.id);
    expect(await stripe.retrieveIntent(created.id)).toMatchObject({ status: 'processing', paymentMethodType: 'us_bank_account' });
    standin.succeed(created.id, { paymentMethodType: 'us_bank_account' });
    expect(await stripe.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', paymentMethodType: 'us_bank_account' });
  });

  it('sees a declined card as needing another payment method', async () => {
    const created = await stripe.createIntent(request());
    standin.decline(created.id);
    expect(await stripe.retrieveIntent(created.id)).toMatchObject({ status: 'requires_payment_method', paymentMethodType: null });
  });

  it('answers null for an unknown id', async () => {
    expect(await stripe.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('updates amount, currency and metadata in place while unpaid', async () => {
    const created = await stripe.createIntent(request());
    const updated = await stripe.updateIntent(created.id, { amountMinor: 9_900, currency: 'eur', metadata: { coupon: 'SPRING', user: '' } });

    expect(updated).toMatchObject({ id: created.id, clientSecret: created.clientSecret, amountMinor: 9_900, currency: 'eur' });
    expect(updated.metadata).toEqual({ checkout: created.metadata.checkout, coupon: 'SPRING' });
    // ACH goes with USD.
    expect(standin.lastRequest!.params.allowed_payment_method_types).toEqual({ 0: 'card' });
  });

  it('refuses to update a paid intent or an unknown one', async () => {
    const created = await stripe.createIntent(request());
    standin.succeed(created.id);
    const changes = { amountMinor: 100, currency: 'usd', metadata: {} };
    await expect(stripe.updateIntent(created.id, changes)).rejects.toMatchObject({ code: 'intent_unexpected_state' });
    await expect(stripe.updateIntent('pi_unknown', changes)).rejects.toBeInstanceOf(PaymentError);
  });
});

describe('Stripe provider: cancelling and refunding', () => {
  it('cancels an unpaid intent, and says where a paid one stands instead', async () => {
    const open = await stripe.createIntent(request());
    expect(await stripe.cancelIntent(open.id)).toBe('canceled');
    expect(standin.lastRequest).toMatchObject({ path: `/v1/payment_intents/${open.id}/cancel`, params: { cancellation_reason: 'abandoned' } });
    expect(standin.lastRequest!.headers['idempotency-key']).toBe(`cancel-${open.id}`);
    // Cancelling again changes nothing.
    expect(await stripe.cancelIntent(open.id)).toBe('canceled');

    const paid = await stripe.createIntent(request());
    standin.succeed(paid.id);
    expect(await stripe.cancelIntent(paid.id)).toBe('succeeded');
    expect(standin.statusOf(paid.id)).toBe('succeeded');
    await expect(stripe.cancelIntent('pi_unknown')).rejects.toMatchObject({ code: 'intent_not_found' });
  });

  it('refunds a paid intent in full, once however often it is asked', async () => {
    const paid = await stripe.createIntent(request());
    standin.succeed(paid.id);
    const first = await stripe.refundPayment(paid.id, { amountMinor: paid.amountMinor, reason: 'Harbour at Dusk sold out while you were paying.' });
    const again = await stripe.refundPayment(paid.id, { amountMinor: paid.amountMinor, reason: 'Harbour at Dusk sold out while you were paying.' });

    expect(again.refundId).toBe(first.refundId);
    expect(first.refundId).toMatch(/^re_/);
    expect(standin.lastRequest).toMatchObject({ path: '/v1/refunds', replayed: true });
    expect(standin.lastRequest!.headers['idempotency-key']).toBe(`refund-${paid.id}`);
    expect(standin.refundsOf(paid.id)).toEqual([
      expect.objectContaining({ id: first.refundId, amount: 14_530, reason: 'requested_by_customer', metadata: { reason: 'Harbour at Dusk sold out while you were paying.' } }),
    ]);
  });

  it("keeps the shop's own refund id with a refund, and reads it back among the payment's refunds", async () => {
    const paid = await stripe.createIntent(request());
    standin.succeed(paid.id);
    const made = await stripe.refundPayment(paid.id, { amountMinor: 1000, reason: 'Goodwill', idempotencyKey: 'order-refund-test-42', shopRefundId: '42' });
    const dashboard = standin.refundInDashboard(paid.id, 500);
    expect(await stripe.listRefunds(paid.id)).toEqual([
      { id: dashboard.id, paymentIntentId: paid.id, amountMinor: 500, status: 'succeeded', shopRefundId: null },
      { id: made.refundId, paymentIntentId: paid.id, amountMinor: 1000, status: 'succeeded', shopRefundId: '42' },
    ]);
  });

  it("cannot refund a payment that was not made: Stripe's refusal, in its words", async () => {
    const open = await stripe.createIntent(request());
    await expect(stripe.refundPayment(open.id, { amountMinor: open.amountMinor, reason: 'test' })).rejects.toMatchObject({
      code: 'refund_refused',
      message: 'Stripe refused the refund: This PaymentIntent does not have a successful charge to refund.',
    });
    expect(standin.refundsOf(open.id)).toEqual([]);
  });
});

describe('Stripe provider: webhooks', () => {
  it('parses a signed payment_intent.succeeded event', async () => {
    const created = await stripe.createIntent(request());
    standin.succeed(created.id);
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', created.id);

    const event = stripe.parseWebhook(rawBody, header);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.id).toMatch(/^evt_/);
    // Webhooks carry the payment method unexpanded: its type comes from retrieveIntent.
    expect(event.intent).toEqual({ ...created, clientSecret: undefined, status: 'succeeded', paymentMethodType: null });
  });

  it('refuses a tampered body, a wrong secret and a missing header', async () => {
    const created = await stripe.createIntent(request({ amountMinor: 5_000 }));
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', created.id);
    const tampered = Buffer.from(rawBody.toString().replace('"amount":5000', '"amount":50'));
    expect(tampered.equals(rawBody)).toBe(false);

    expect(() => stripe.parseWebhook(tampered, header)).toThrow(WebhookSignatureError);
    const forged = standin.signedWebhook('payment_intent.succeeded', created.id, 'whsec_someone_else');
    expect(() => stripe.parseWebhook(forged.rawBody, forged.header)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses every webhook when no webhook secret is configured', async () => {
    const provider = createPaymentProvider({ ...standin.env, STRIPE_WEBHOOK_SECRET: undefined }, { sessionSecret: 'x' });
    const created = await provider.createIntent(request());
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', created.id);
    expect(() => provider.parseWebhook(rawBody, header)).toThrow(/not configured/);
  });
});
