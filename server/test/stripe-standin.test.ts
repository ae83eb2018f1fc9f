import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeForm, StripeStandin } from './stripe-standin.ts';

/** The stand-in's own contract, spoken to by the real SDK and by plain HTTP where the SDK would not go. */

let standin: StripeStandin;
let sdk: Stripe;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  const { hostname, port } = new URL(standin.url);
  sdk = new Stripe(standin.secretKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => standin.close());

const form = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${standin.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${standin.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('Stripe stand-in', () => {
  it('decodes bracket notation', () => {
    expect(decodeForm('amount=1&metadata[order_id]=o1&metadata%5Bnote%5D=a%20b&allowed_payment_method_types[0]=card&shipping[address][city]=Oslo')).toEqual({
      amount: '1',
      metadata: { order_id: 'o1', note: 'a b' },
      allowed_payment_method_types: { 0: 'card' },
      shipping: { address: { city: 'Oslo' } },
    });
  });

  it('refuses payment_method_types, removed in API 2026-09-30, as Stripe does', async () => {
    const params = { amount: 1000, currency: 'usd', payment_method_types: ['card'] } as Stripe.PaymentIntentCreateParams;
    await expect(sdk.paymentIntents.create(params)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
  });

  it('requires a secret test key', async () => {
    expect((await form('amount=1000&currency=usd', { authorization: '' })).status).toBe(401);
    const live = await form('amount=1000&currency=usd', { authorization: 'Bearer sk_live_x' });
    expect(live.status).toBe(401);
    expect(await live.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('checks amounts and currencies', async () => {
    await expect(sdk.paymentIntents.create({ amount: 49, currency: 'usd' })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(sdk.paymentIntents.create({ amount: 10.5, currency: 'usd' })).rejects.toMatchObject({ code: 'parameter_invalid_integer' });
    await expect(sdk.paymentIntents.create({ amount: 1000, currency: 'zzz' })).rejects.toMatchObject({ param: 'currency' });
    await expect(sdk.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({ code: 'parameter_missing' });
  });

  it('keeps allowed methods that fit the currency', async () => {
    const eur = await sdk.paymentIntents.create({ amount: 1000, currency: 'eur', allowed_payment_method_types: ['card', 'us_bank_account'] });
    expect(eur.payment_method_types).toEqual(['card']);
    expect(eur.allowed_payment_method_types).toEqual(['card', 'us_bank_account']);
    expect(() => standin.process(eur.id)).toThrow(/does not accept us_bank_account/);
  });

  it('replays an idempotent request and refuses its key with other parameters', async () => {
    const key = `test-${Date.now()}`;
    const first = await form('amount=1000&currency=usd', { 'idempotency-key': key });
    const again = await form('amount=1000&currency=usd', { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);

    const other = await form('amount=2000&currency=usd', { 'idempotency-key': key });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: 'idempotency_error' } });
  });

  it('answers 404 resource_missing for an unknown intent', async () => {
    await expect(sdk.paymentIntents.retrieve('pi_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('cancels only an intent that is not yet paid or under way, as Stripe does', async () => {
    const open = await sdk.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(await sdk.paymentIntents.cancel(open.id, { cancellation_reason: 'abandoned' })).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      canceled_at: expect.any(Number),
    });
    expect(() => standin.succeed(open.id)).toThrow(/canceled/);

    const paid = await sdk.paymentIntents.create({ amount: 1000, currency: 'usd' });
    standin.succeed(paid.id);
    await expect(sdk.paymentIntents.cancel(paid.id)).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('refunds a succeeded charge up to its amount', async () => {
    const paid = await sdk.paymentIntents.create({ amount: 1000, currency: 'usd' });
    standin.succeed(paid.id);
    expect(await sdk.refunds.create({ payment_intent: paid.id, amount: 400 })).toMatchObject({ object: 'refund', amount: 400, status: 'succeeded', payment_intent: paid.id });
    await expect(sdk.refunds.create({ payment_intent: paid.id, amount: 700 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    expect(await sdk.refunds.create({ payment_intent: paid.id })).toMatchObject({ amount: 600 });
    await expect(sdk.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });

    const open = await sdk.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await expect(sdk.refunds.create({ payment_intent: open.id })).rejects.toMatchObject({ statusCode: 400, param: 'payment_intent' });
  });

  it('signs webhooks the way the SDK verifies them', async () => {
    const intent = await sdk.paymentIntents.create({ amount: 1000, currency: 'usd' });
    standin.succeed(intent.id);
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', intent.id);
    const event = sdk.webhooks.constructEvent(rawBody, header, standin.webhookSecret);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: intent.id, status: 'succeeded' } } });
  });
});
