import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANCTIONED_MESSAGE } from '../../src/sanctions.ts';
import type { App } from '../app.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

let app: App;
let behindCdn: App;
beforeAll(async () => {
  app = await testApp();
  behindCdn = await testApp({ config: { GEO_COUNTRY_HEADER: 'cf-ipcountry', GEO_REGION_HEADER: 'cf-region-code' } });
});
afterAll(async () => {
  await app.close();
  await behindCdn.close();
});
beforeEach(resetDatabase);

const get = (url: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('GET /api/location-info', () => {
  it('locates the client address, for the browser to keep 5 minutes', async () => {
    const response = await get('/api/location-info', '81.2.69.160');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.json()).toEqual({
      country: 'GB',
      region: null,
      detected: true,
      currency: 'GBP',
      taxRate: 0.08,
      shippingCost: 25,
      paymentMethods: ['card'],
      isShippingSupported: true,
      isSanctioned: false,
      sanctionedMessage: null,
    });
  });

  it('ignores location headers unless configured to trust them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/location-info', headers: { 'cf-ipcountry': 'CU' }, remoteAddress: '8.8.8.8' });
    expect(response.json()).toMatchObject({ country: 'US', isSanctioned: false });
  });

  describe('behind a CDN', () => {
    const fromCdn = (headers: Record<string, string>) =>
      behindCdn.inject({ method: 'GET', url: '/api/location-info', headers, remoteAddress: '8.8.8.8' });

    it('takes the country from its header over the address', async () => {
      expect((await fromCdn({ 'cf-ipcountry': 'JP' })).json()).toMatchObject({ country: 'JP', currency: 'JPY', shippingCost: 45 });
    });

    it('flags a sanctioned region from the region header', async () => {
      expect((await fromCdn({ 'cf-ipcountry': 'UA', 'cf-region-code': '43' })).json()).toMatchObject({
        country: 'UA',
        region: 'UA-43',
        isSanctioned: true,
        isShippingSupported: false,
        sanctionedMessage: SANCTIONED_MESSAGE,
      });
      expect((await fromCdn({ 'cf-ipcountry': 'UA', 'cf-region-code': '30' })).json()).toMatchObject({
        region: 'UA-30',
        isSanctioned: false,
        isShippingSupported: true,
      });
    });

    it('falls back to the address for an unknown or Tor country', async () => {
      expect((await fromCdn({ 'cf-ipcountry': 'T1' })).json()).toMatchObject({ country: 'US', detected: true });
    });
  });
});

describe('GET /api/currencies', () => {
  it('lists code, symbol, name and rate, cacheable for 30 minutes', async () => {
    const response = await get('/api/currencies');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const currencies = response.json() as { code: string }[];
    expect(currencies.length).toBeGreaterThanOrEqual(10);
    expect(currencies[0]).toEqual({ code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, rateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(currencies.map((currency) => currency.code)).toContain('JPY');
  });
});

describe('POST /api/convert-currency', () => {
  it('converts at the table rates and formats yen without decimals', async () => {
    const response = await post('/api/convert-currency', { amount: 129.5, from: 'USD', to: 'jpy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount: 129.5, from: 'USD', to: 'JPY', rate: 155.2, converted: 20098, formatted: '¥20,098' });
  });

  it('converts between two foreign currencies through the dollar', async () => {
    const response = await post('/api/convert-currency', { amount: 100, from: 'EUR', to: 'GBP' });
    // 100 / 0.862 x 0.761 = 88.283...
    expect(response.json()).toMatchObject({ rate: 0.882831, converted: 88.28, formatted: '£88.28' });
  });

  it('refuses an unknown currency, a negative amount and a missing field with 400', async () => {
    const unknown = await post('/api/convert-currency', { amount: 1, from: 'USD', to: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'to: Unknown currency XYZ' });

    const negative = await post('/api/convert-currency', { amount: -5, from: 'USD', to: 'EUR' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ message: 'amount: Amount must not be negative' });

    const missing = await post('/api/convert-currency', { from: 'USD', to: 'EUR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^amount: /);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/convert-currency',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": 1, "from": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/calculate-pricing', () => {
  it('prices the cart from the catalogue', async () => {
    const canvas = await createProduct({ price: '150.00', variants: [] });
    const response = await post('/api/calculate-pricing', {
      cartItems: [{ productId: canvas.id, quantity: 2 }],
      country: 'CA',
      region: 'ON',
      currency: 'CAD',
    });
    expect(response.statusCode).toBe(200);
    // 300.00 + 8% tax 24.00 + Canada 15.00
    expect(response.json()).toMatchObject({
      currency: 'CAD',
      lines: [{ productId: canvas.id, variantId: null, quantity: 2, unitPrice: '150.00', lineTotal: '300.00' }],
      subtotal: '300.00',
      tax: '24.00',
      shipping: '15.00',
      total: '339.00',
      formatted: { total: 'CA$475.96' },
    });
  });

  it('refuses a price sent by the client, so only the catalogue price can be charged', async () => {
    const canvas = await createProduct({ price: '150.00', variants: [] });
    const response = await post('/api/calculate-pricing', {
      cartItems: [{ productId: canvas.id, quantity: 1, price: '0.01' }],
      country: 'US',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cartItems\.0: Unrecognized key: "price"/);
  });

  it('refuses a coupon code: discounts belong to the cart', async () => {
    const canvas = await createProduct();
    const response = await post('/api/calculate-pricing', { cartItems: [{ productId: canvas.id, quantity: 1 }], country: 'US', couponCode: 'FREE' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a huge quantity, an empty cart, a bad country and an unknown currency with 400', async () => {
    const canvas = await createProduct();
    const cases: [unknown, RegExp][] = [
      [{ cartItems: [{ productId: canvas.id, quantity: 1000 }], country: 'US' }, /Quantity must be at most 99/],
      [{ cartItems: [{ productId: canvas.id, quantity: 0 }], country: 'US' }, /Quantity must be at least 1/],
      [{ cartItems: [], country: 'US' }, /The cart is empty/],
      [{ cartItems: [{ productId: canvas.id, quantity: 1 }], country: 'USA' }, /country: Use a two-letter country code/],
      [{ cartItems: [{ productId: canvas.id, quantity: 1 }], country: 'US', currency: 'ABC' }, /Unknown currency ABC/],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/calculate-pricing', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 404 with a message for an unknown product', async () => {
    const response = await post('/api/calculate-pricing', { cartItems: [{ productId: 424242, quantity: 1 }], country: 'US' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product 424242 is not in the catalogue.' });
  });
});

describe('POST /api/validate-shipping', () => {
  it('accepts a served destination and explains a refused one: sanctioned by region name or code, or not served', async () => {
    expect((await post('/api/validate-shipping', { country: 'fr' })).json()).toEqual({
      country: 'FR',
      region: null,
      isShippingSupported: true,
      isSanctioned: false,
      message: null,
    });
    expect((await post('/api/validate-shipping', { country: 'UA', region: 'Crimea' })).json()).toEqual({
      country: 'UA',
      region: 'Crimea',
      isShippingSupported: false,
      isSanctioned: true,
      message: SANCTIONED_MESSAGE,
    });
    expect((await post('/api/validate-shipping', { country: 'UA', region: '43' })).json()).toMatchObject({
      region: '43',
      isShippingSupported: false,
      isSanctioned: true,
    });
    expect((await post('/api/validate-shipping', { country: 'ZW', region: '' })).json()).toMatchObject({
      region: null,
      isShippingSupported: false,
      message: 'Sorry, we do not ship to ZW yet. Please choose another country.',
    });
  });

  it('refuses a malformed country with 400', async () => {
    const response = await post('/api/validate-shipping', { country: 'Narnia' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'country: Use a two-letter country code, e.g. US' });
  });
});

describe('GET /api/shipping-cost/{country}', () => {
  it("answers the country's cost in dollars, free in the US and 25 where the shop has no rate", async () => {
    expect((await get('/api/shipping-cost/US')).json()).toEqual({ country: 'US', cost: 0, formatted: 'Free' });
    expect((await get('/api/shipping-cost/au')).json()).toEqual({ country: 'AU', cost: 35, formatted: '$35.00' });
    expect((await get('/api/shipping-cost/ZW')).json()).toEqual({ country: 'ZW', cost: 25, formatted: '$25.00' });
  });

  it('refuses a code that is not two letters with 400', async () => {
    const response = await get('/api/shipping-cost/USA');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'country: Use a two-letter country code, e.g. US' });
  });
});
