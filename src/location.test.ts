import { describe, expect, it } from 'vitest';
import { findCurrency } from './currencies.ts';
import { PricingInput } from './cart.ts';
import { checkoutCountries, countryTerms, isShippingSupported, shippingCentsFor } from './countries.ts';
import { ConvertInput } from './location.ts';

describe('checkout countries', () => {
  it('are 58, the United States first, then by name, each once', () => {
    const countries = checkoutCountries();
    expect(countries).toHaveLength(58);
    expect(countries[0]).toEqual({ code: 'US', name: 'United States' });
    const rest = countries.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.code)).size).toBe(58);
    expect(checkoutCountries()).toBe(countries);
  });

  it('have a known currency, a shipping cost and payment methods each', () => {
    for (const { code } of checkoutCountries()) {
      const terms = countryTerms(code)!;
      expect(findCurrency(terms.currency)?.code, code).toBe(terms.currency);
      expect(terms.paymentMethods).toContain('card');
    }
    expect(countryTerms('us')).toMatchObject({ currency: 'USD', shippingCents: 0, paymentMethods: ['card', 'us_bank_account'] });
    expect(countryTerms('CA')).toMatchObject({ currency: 'CAD', shippingCents: 1500, paymentMethods: ['card'] });
    expect(countryTerms('DE')).toMatchObject({ currency: 'EUR', shippingCents: 2500 });
    expect(countryTerms('GB')).toMatchObject({ currency: 'GBP', shippingCents: 2500 });
    expect(countryTerms('NZ')).toMatchObject({ currency: 'NZD', shippingCents: 3500 });
    expect(countryTerms('JP')).toMatchObject({ currency: 'JPY', shippingCents: 4500 });
    expect(countryTerms('PL')).toMatchObject({ currency: 'USD' });
  });

  it('are the places the shop ships to', () => {
    expect(isShippingSupported('fr')).toBe(true);
    expect(isShippingSupported('CU')).toBe(false);
    expect(shippingCentsFor('ZW')).toBeNull();
  });
});

describe('inputs', () => {
  it('normalise codes and name an unknown currency', () => {
    expect(ConvertInput.parse({ amount: 10, from: 'usd', to: ' jpy ' })).toEqual({ amount: 10, from: 'USD', to: 'JPY' });
    const result = ConvertInput.safeParse({ amount: 10, from: 'USD', to: 'XYZ' });
    expect(result.error?.issues[0]?.message).toBe('Unknown currency XYZ');
  });

  it('refuse a price sent with a cart line', () => {
    const result = PricingInput.safeParse({ cartItems: [{ productId: 1, quantity: 1, price: '0.01' }], country: 'US' });
    expect(result.success).toBe(false);
  });
});
