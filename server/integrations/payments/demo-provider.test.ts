import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../src/pricing.ts';
import { createDemoProvider, DEMO_CARDS, DEMO_ID_MAX_LENGTH, type PaymentIntentRequest } from './index.ts';

const SECRET = 'demo-test-session-secret-0123456789abcdef';
const demo = createDemoProvider({ secret: SECRET });

const request = (overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest => ({
  amountMinor: 14_530,
  currency: 'usd',
  checkoutKey: 'checkout-1',
  metadata: { checkout: '3f2c9a3e-7c1d-4b8e-9a51-2d6f0c4b7e19', user: '42' },
  ...overrides,
});

describe('demo payments', () => {
  it('creates an unpaid intent with no publishable key and nothing charged', async () => {
    const intent = await demo.createIntent(request());
    expect(demo.publishableKey).toBeNull();
    expect(intent).toMatchObject({ amountMinor: 14_530, currency: 'usd', status: 'requires_payment_method', paymentMethodType: null });
    expect(intent.metadata).toEqual(request().metadata);
    expect(intent.id).toMatch(/^pi_demo_/);
    expect(intent.id.length).toBeLessThanOrEqual(DEMO_ID_MAX_LENGTH);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });

  it('gives a retried checkout the same intent and a changed one a new intent', async () => {
    const first = await demo.createIntent(request());
    expect((await demo.createIntent(request())).id).toBe(first.id);
    expect((await demo.createIntent(request({ amountMinor: 15_000 }))).id).not.toBe(first.id);
    expect((await demo.createIntent(request({ checkoutKey: 'checkout-2' }))).id).not.toBe(first.id);
  });

  it('reads an intent back on another instance sharing the secret, and after a restart', async () => {
    const created = await demo.createIntent(request());
    expect(await createDemoProvider({ secret: SECRET }).retrieveIntent(created.id)).toEqual(created);
    expect(await createDemoProvider({ secret: 'another-secret-entirely-0123456789' }).retrieveIntent(created.id)).toBeNull();
  });

  it('succeeds with 4242 4242 4242 4242, and the paid intent can be read back', async () => {
    const created = await demo.createIntent(request());
    const paid = await demo.confirm(created.clientSecret, { cardNumber: '4242 4242 4242 4242' });

    expect(paid).toMatchObject({ status: 'succeeded', paymentMethodType: 'card', amountMinor: 14_530, currency: 'usd' });
    expect(paid.metadata).toEqual(created.metadata);
    expect(await demo.retrieveIntent(paid.id)).toEqual(paid);
    // Confirming again changes nothing.
    expect((await demo.confirm(paid.clientSecret, { cardNumber: DEMO_CARDS.succeeds })).id).toBe(paid.id);
    expect((await demo.confirm(created.clientSecret, { cardNumber: DEMO_CARDS.succeeds })).id).toBe(paid.id);
  });

  it('declines 4000 0000 0000 0002 and refuses other numbers, leaving the intent unpaid', async () => {
    const created = await demo.createIntent(request());
    await expect(demo.confirm(created.clientSecret, { cardNumber: '4000-0000-0000-0002' })).rejects.toMatchObject({
      name: 'PaymentError',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    await expect(demo.confirm(created.clientSecret, { cardNumber: '5555 5555 5555 4444' })).rejects.toMatchObject({ code: 'incorrect_number' });
    expect(await demo.retrieveIntent(created.id)).toMatchObject({ status: 'requires_payment_method' });
  });

  it('refuses forged and tampered ids and client secrets', async () => {
    const created = await demo.createIntent(request({ amountMinor: 50_000 }));
    const cut = created.id.lastIndexOf('_');
    const body = JSON.parse(Buffer.from(created.id.slice('pi_demo_'.length, cut), 'base64url').toString()) as unknown[];
    body[1] = 50; // pay 50 cents for a 500 dollar order
    body[3] = 1; // paid
    const tampered = `pi_demo_${Buffer.from(JSON.stringify(body)).toString('base64url')}${created.id.slice(cut)}`;

    expect(await demo.retrieveIntent(tampered)).toBeNull();
    expect(await demo.retrieveIntent('pi_demo_')).toBeNull();
    expect(await demo.retrieveIntent('pi_3NtGfQ2eZvKYlo2C1a2b3c4d')).toBeNull();
    expect(await demo.retrieveIntent(`${created.id.slice(0, -1)}0`)).toBeNull();
    await expect(demo.confirm(`${created.id}_secret_${'0'.repeat(32)}`, { cardNumber: DEMO_CARDS.succeeds })).rejects.toMatchObject({ code: 'intent_not_found' });
    await expect(demo.confirm(created.id, { cardNumber: DEMO_CARDS.succeeds })).rejects.toMatchObject({ code: 'intent_not_found' });
    await expect(demo.updateIntent(tampered, { amountMinor: 100, currency: 'usd', metadata: {} })).rejects.toMatchObject({ code: 'intent_not_found' });
  });

  it('updates an unpaid intent under a new id and refuses to update a paid one', async () => {
    const created = await demo.createIntent(request());
    const updated = await demo.updateIntent(created.id, { amountMinor: 9_900, currency: 'EUR', metadata: { coupon: 'SPRING', user: '' } });
    expect(updated).toMatchObject({ amountMinor: 9_900, currency: 'eur', status: 'requires_payment_method' });
    expect(updated.metadata).toEqual({ checkout: created.metadata.checkout, coupon: 'SPRING' });
    expect(updated.id).not.toBe(created.id);

    const paid = await demo.confirm(updated.clientSecret, { cardNumber: DEMO_CARDS.succeeds });
    await expect(demo.updateIntent(paid.id, { amountMinor: 100, currency: 'eur', metadata: {} })).rejects.toMatchObject({ code: 'intent_unexpected_state' });
  });

  it('charges JPY in whole yen and refuses totals below the card minimum', async () => {
    const intent = await demo.createIntent(request({ currency: 'JPY', amountMinor: toMinorUnits(22_534, 'JPY') }));
    expect(intent).toMatchObject({ amountMinor: 22_534, currency: 'jpy' });
    await expect(demo.createIntent(request({ amountMinor: 49 }))).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(demo.createIntent(request({ amountMinor: 12.5 }))).rejects.toThrow(RangeError);
  });

  it('carries a checkout id and a user id in its metadata, and refuses metadata too long for an id', async () => {
    const roomy = { checkout: '3f2c9a3e-7c1d-4b8e-9a51-2d6f0c4b7e19', user: '1234567890', cart: '9876543210' };
    const paid = await demo.confirm((await demo.createIntent(request({ amountMinor: 99_999_999, metadata: roomy }))).clientSecret, {
      cardNumber: DEMO_CARDS.succeeds,
    });
    expect(paid.id.length).toBeLessThanOrEqual(DEMO_ID_MAX_LENGTH);
    await expect(demo.createIntent(request({ metadata: { note: 'x'.repeat(200) } }))).rejects.toThrow(/too long/);
  });

  it('refunds a paid intent (nothing was charged) with a stable id, and cannot close an unpaid one but says so', async () => {
    const created = await demo.createIntent(request());
    expect(await demo.cancelIntent(created.id)).toBe('canceled');
    await expect(demo.refundPayment(created.id, { amountMinor: 14_530, reason: 'test' })).rejects.toMatchObject({ code: 'refund_refused' });

    const paid = await demo.confirm(created.clientSecret, { cardNumber: DEMO_CARDS.succeeds });
    expect(await demo.cancelIntent(paid.id)).toBe('succeeded');
    const refund = await demo.refundPayment(paid.id, { amountMinor: 14_530, reason: 'test' });
    expect(refund.refundId).toMatch(/^re_demo_/);
    expect((await demo.refundPayment(paid.id, { amountMinor: 14_530, reason: 'test' })).refundId).toBe(refund.refundId);
    await expect(demo.cancelIntent('pi_demo_forged')).rejects.toMatchObject({ code: 'intent_not_found' });
  });

  it('has no webhooks', () => {
    expect(() => demo.parseWebhook(Buffer.from('{}'), 't=1,v1=00')).toThrow(/no webhooks/);
  });
});
