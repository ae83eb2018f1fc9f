import { describe, expect, it } from 'vitest';
import { findCurrency } from './currencies.ts';
import {
  CHECKOUT_COUNTRIES,
  ConvertInput,
  countryTerms,
  DEFAULT_SANCTIONS,
  isSanctionedPlace,
  isShippingSupported,
  PricingInput,
  shippingCentsFor,
} from './locations.ts';

describe('checkout countries', () => {
  it('are 58, the United States first, then by name, each once', () => {
    expect(CHECKOUT_COUNTRIES).toHaveLength(58);
    expect(CHECKOUT_COUNTRIES[0]).toEqual({ code: 'US', name: 'United States' });
    const rest = CHECKOUT_COUNTRIES.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(CHECKOUT_COUNTRIES.map((country) => country.code)).size).toBe(58);
  });

  it('have a known currency, a shipping cost and payment methods each', () => {
    for (const { code } of CHECKOUT_COUNTRIES) {
      const terms = countryTerms(code)!;
      expect(findCurrency(terms.currency), code).toBeDefined();
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

describe('sanctioned places', () => {
  const sanctioned = (country: string | null, region?: string | null) => isSanctionedPlace(DEFAULT_SANCTIONS, { country, region });

  it('are the embargoed countries and regions, by ISO code', () => {
    expect(sanctioned('CU')).toBe(true);
    expect(sanctioned('ir')).toBe(true);
    expect(sanctioned('KP')).toBe(true);
    expect(sanctioned('UA', 'UA-43')).toBe(true);
    expect(sanctioned('UA', '40')).toBe(true);
    expect(sanctioned(null, 'ua-09')).toBe(true);
    expect(sanctioned('UA', 'UA-30')).toBe(false);
    expect(sanctioned('UA')).toBe(false);
    expect(sanctioned('SY')).toBe(false);
  });

  it('are recognised by the names shoppers write, whatever country they pick', () => {
    for (const region of ['Crimea', 'Autonomous Republic of Crimea', 'Avtonomna Respublika Krym', 'sevastopol', 'Donetsk Oblast', "Luhans'ka oblast", 'Луганська область', 'Республика Крым']) {
      expect(sanctioned('UA', region), region).toBe(true);
    }
    expect(sanctioned('RU', 'Republic of Crimea')).toBe(true);
    expect(sanctioned('UA', 'Kyiv')).toBe(false);
    expect(sanctioned('UA', 'Kherson Oblast')).toBe(false);
    expect(isSanctionedPlace({ countries: [], regions: ['UA-65'] }, { country: 'UA', region: 'Khersonska oblast' })).toBe(true);
  });

  it('follow the configured lists', () => {
    expect(isSanctionedPlace({ countries: ['RU'], regions: [] }, { country: 'RU' })).toBe(true);
    expect(isSanctionedPlace({ countries: [], regions: [] }, { country: 'CU', region: 'Crimea' })).toBe(false);
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
