import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatUsd, priceRange, toCents } from './money.ts';

describe('money', () => {
  it('reads decimal strings and numbers into cents without float drift', () => {
    expect(toCents('129.50')).toBe(12950);
    expect(toCents('129.5')).toBe(12950);
    expect(toCents('0.07')).toBe(7);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('-4.05')).toBe(-405);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '1,50', '$3']) expect(() => toCents(bad)).toThrow(/Not an amount/);
  });

  it('writes cents as 2-decimal strings and US dollars', () => {
    expect(centsToDecimal(12950)).toBe('129.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-105)).toBe('-1.05');
    expect(() => centsToDecimal(1.5)).toThrow();
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
  });

  it('gives the range of positive prices, or null when there is no range', () => {
    expect(priceRange([18900, 8900, 0, 34900])).toBe('$89.00 - $349.00');
    expect(priceRange([8900, 8900])).toBeNull();
    expect(priceRange([0])).toBeNull();
  });
});
