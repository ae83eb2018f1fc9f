import { describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from './money.ts';
import {
  convertAmount,
  couponDiscountCents,
  formatPrice,
  formatShipping,
  linePriceCents,
  mapTotals,
  memberPriceCents,
  orderTotals,
  priceOrder,
  toMinorUnits,
  unitPriceCents,
  localeDigits,
  usDigits,
  variantPriceBounds,
} from './pricing.ts';
import { LOCALES } from './locales.ts';

describe('line prices', () => {
  it('take calculatedPrice, else the variant price, else the product price, times the quantity', () => {
    expect(unitPriceCents({ quantity: 1, calculatedPrice: '99.00', variantPrice: '150.00', productPrice: '120.00' })).toBe(9900);
    expect(unitPriceCents({ quantity: 1, calculatedPrice: null, variantPrice: '150.00', productPrice: '120.00' })).toBe(15000);
    expect(unitPriceCents({ quantity: 1, productPrice: '120.5' })).toBe(12050);
    expect(linePriceCents({ quantity: 3, variantPrice: '89.99', productPrice: '1.00' })).toBe(26997);
  });
});

describe('order totals', () => {
  const lines = [
    { quantity: 2, variantPrice: '89.99', productPrice: '89.99' },
    { quantity: 1, productPrice: '249.00' },
  ];

  it('add 8% tax on the subtotal minus the discount, and the shipping', () => {
    // subtotal 428.98; 10% off = 42.90; tax 8% of 386.08 = 30.89 (30.8864); shipping 15.00.
    expect(orderTotals({ lines, coupon: { discountType: 'percentage', discountValue: '10' }, shippingCents: 1500 })).toEqual({
      subtotal: 42898,
      discount: 4290,
      tax: 3089,
      shipping: 1500,
      total: 42898 - 4290 + 1500 + 3089,
    });
  });

  it('charge 25 shipping when the country cost is unknown, and nothing when it is free', () => {
    expect(orderTotals({ lines, shippingCents: null }).shipping).toBe(2500);
    expect(orderTotals({ lines, shippingCents: 0 }).shipping).toBe(0);
    expect(formatShipping(0)).toBe('Free');
    expect(formatShipping(2500)).toBe('$25.00');
  });

  it('never discount more than the subtotal: a larger coupon makes the goods free, tax zero', () => {
    const small = [{ quantity: 1, productPrice: '30.00' }];
    expect(couponDiscountCents({ discountType: 'fixed', discountValue: '50.00' }, 3000)).toBe(3000);
    expect(couponDiscountCents({ discountType: 'percentage', discountValue: '150' }, 3000)).toBe(3000);
    expect(orderTotals({ lines: small, coupon: { discountType: 'fixed', discountValue: '50' }, shippingCents: 1000 })).toEqual({
      subtotal: 3000,
      discount: 3000,
      tax: 0,
      shipping: 1000,
      total: 1000,
    });
  });

  it('has no discount without a coupon, and an empty cart costs only shipping', () => {
    expect(orderTotals({ lines: [], shippingCents: 0 })).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('travel as 2-decimal strings and come back as the same cents', () => {
    const totals = orderTotals({ lines, coupon: { discountType: 'percentage', discountValue: '10' }, shippingCents: 0 });
    const wire = mapTotals(totals, centsToDecimal);
    expect(wire).toEqual({ subtotal: '428.98', discount: '42.90', tax: '30.89', shipping: '0.00', total: '416.97' });
    expect(mapTotals(wire, toCents)).toEqual(totals);
  });
});

describe('price ranges', () => {
  it('run over the positive variant prices only', () => {
    expect(variantPriceBounds(['0.00', '149.00', '89.00', '349.00'])).toEqual({ low: 8900, high: 34900 });
    expect(variantPriceBounds(['0.00'])).toBeNull();
    expect(variantPriceBounds([])).toBeNull();
  });
});

describe('currencies', () => {
  it('convert as amount / source rate x target rate', () => {
    expect(convertAmount(100, 1, 0.862)).toBeCloseTo(86.2, 10);
    expect(convertAmount(86.2, 0.862, 155.2)).toBeCloseTo(15520, 6);
  });

  it('display with 2 decimals and the symbol, JPY and KRW without decimals, unknown codes as amount CODE', () => {
    expect(formatPrice(129950)).toBe('$1,299.50');
    expect(formatPrice(10000, 'EUR')).toBe('€86.20');
    expect(formatPrice(10000, 'jpy')).toBe('¥15,520');
    expect(formatPrice(12345, 'KRW')).toBe('₩180,484');
    expect(formatPrice(12345, 'XYZ')).toBe('123.45 XYZ');
  });

  it('write numbers exactly as Intl.NumberFormat en-US does, without building one', () => {
    const tricky = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 1.015, 8.345, -0.001, 0.004, 999.995, 1_234_567.891, 99_999_999, 1e-7, 123.456];
    // Every price the shop can show: random cents converted at every rate of the table.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const prices = Array.from({ length: 4_000 }, () => {
      const cents = Math.floor(random() * 100_000_000);
      return convertAmount(cents / 100, 1, [1, 0.862, 0.761, 1.404, 155.2, 1462, 9.48, 88.6][Math.floor(random() * 8)]!);
    });
    for (const decimals of [0, 2]) {
      for (const grouped of [true, false]) {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped });
        for (const amount of [...tricky, ...prices]) {
          expect(usDigits(amount, decimals, grouped), `${amount} ${decimals} ${grouped}`).toBe(intl.format(amount));
        }
      }
    }
  });

  it('write numbers as Intl.NumberFormat does in each language of the shop, without building one', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const amounts = [0, 0.5, 1.005, 999.995, 1234.5, 12_345.678, 1_234_567.891, ...Array.from({ length: 1_000 }, () => Math.floor(random() * 100_000_000) / 100)];
    for (const locale of LOCALES) {
      for (const decimals of [0, 2]) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        for (const amount of amounts) expect(localeDigits(amount, decimals, locale), `${locale} ${amount} ${decimals}`).toBe(intl.format(amount));
      }
    }
  });

  it('put the symbol where each language puts it', () => {
    expect(formatPrice(123_456, 'EUR', 'de')).toBe('1.064,19\u00a0€');
    expect(formatPrice(123_456, 'EUR', 'fr')).toBe('1\u202f064,19\u00a0€');
    expect(formatPrice(123_456, 'EUR', 'es')).toBe('1064,19\u00a0€');
    expect(formatPrice(12_345_600, 'EUR', 'es')).toBe('106.419,07\u00a0€');
    expect(formatPrice(123_456, 'USD', 'it')).toBe('1234,56\u00a0$');
    expect(formatPrice(123_456, 'CHF', 'de')).toBe('988,88\u00a0CHF');
    expect(formatPrice(123_456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('charge in the smallest unit of the currency', () => {
    expect(toMinorUnits(123.456, 'USD')).toBe(12346);
    expect(toMinorUnits(15520.4, 'JPY')).toBe(15520);
  });
});

describe('priceOrder, the one pricing of an order', () => {
  const lines = [
    { quantity: 2, variantPrice: '89.99', productPrice: '89.99' },
    { quantity: 1, productPrice: '249.00' },
  ];
  const tenPercent = { discountType: 'percentage', discountValue: '10' } as const;

  it('takes the coupon before tax, ships to the country and charges the total in the currency', () => {
    const priced = priceOrder({ lines, coupon: tenPercent, country: 'FR', currencyCode: 'EUR' });
    // 428.98 - 42.90 = 386.08; tax 8% 30.89; shipping to Europe 25.00: 441.97 US dollars, at 0.862 per dollar.
    expect(priced.totals).toEqual({ subtotal: 42898, discount: 4290, tax: 3089, shipping: 2500, total: 44197 });
    expect(priced.currency.code).toBe('EUR');
    expect(priced.amountMinor).toBe(38098);
  });

  it('charges US dollars for a currency it does not know, and default shipping where it does not ship', () => {
    const priced = priceOrder({ lines, country: 'ZZ', currencyCode: 'XYZ' });
    expect(priced.totals.shipping).toBe(2500);
    expect(priced.currency.code).toBe('USD');
    expect(priced.amountMinor).toBe(priced.totals.total);
  });
});

describe('a premium tier in the pricing rule', () => {
  const lines = [
    { quantity: 1, variantPrice: '120.00', productPrice: '120.00' },
    { quantity: 2, variantPrice: '333.33', productPrice: '120.00' },
  ];

  it('takes the tier discount off each print, rounded to the cent, before the coupon and the tax', () => {
    expect(memberPriceCents(33_333, 5)).toBe(31_666);
    const totals = orderTotals({
      lines,
      coupon: { discountType: 'percentage', discountValue: '10' },
      member: { printDiscountPercent: 5, freeStandardShipping: false },
      shippingCents: 2500,
    });
    // 114.00 + 2 x 316.66 = 747.32; 10% coupon 74.73; tax 8% of 672.59.
    expect(totals).toEqual({ subtotal: 74_732, discount: 7_473, tax: 5_381, shipping: 2500, total: 74_732 - 7_473 + 5_381 + 2500 });
  });

  it('ships free for a tier that says so, whatever the country costs', () => {
    const member = { printDiscountPercent: 0, freeStandardShipping: true };
    expect(priceOrder({ lines, member, country: 'JP', currencyCode: 'JPY' }).totals.shipping).toBe(0);
    expect(priceOrder({ lines, country: 'JP', currencyCode: 'JPY' }).totals.shipping).toBeGreaterThan(0);
  });
});
