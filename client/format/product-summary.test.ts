import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '../../src/catalogue.ts';
import { cardDimensions, cardVariant } from './product-summary.ts';

const size = (label: string, isDefault = false): ProductVariant => ({
  id: label,
  size: label,
  price: '100.00',
  isDefault,
  mockupImages: [],
  dimensions: null,
});

describe('the size a card offers', () => {
  const variants = [size('24"x16"'), size('36"x24"', true), size('48"x32"'), size('48"x36"'), size('60"x40"')];

  it('is the default size without a wall, and where the default fits the wall', () => {
    expect(cardVariant({ variants }, null)?.size).toBe('36"x24"');
    expect(cardVariant({ variants }, 36)?.size).toBe('36"x24"');
    expect(cardVariant({ variants }, 60)?.size).toBe('36"x24"');
  });

  it('is the widest size that fits a wall the default is too wide for, the taller of two as wide', () => {
    expect(cardVariant({ variants }, 24)?.size).toBe('24"x16"');
    const large = [size('24"x16"'), size('48"x32"'), size('48"x36"'), size('60"x40"', true)];
    expect(cardVariant({ variants: large }, 48)?.size).toBe('48"x36"');
    expect(cardVariant({ variants: large }, 59)?.size).toBe('48"x36"');
  });

  it('stays the default when no size fits (the filter never keeps such a print) or none has a width', () => {
    expect(cardVariant({ variants }, 12)?.size).toBe('36"x24"');
    expect(cardVariant({ variants: [size('Large', true), size('Small')] }, 24)?.size).toBe('Large');
    expect(cardVariant({ variants: [] }, 24)).toBeUndefined();
  });

  it('is the size whose measurements the card shows', () => {
    expect(cardDimensions({ variants, dimensions: null }, 'en', cardVariant({ variants }, 24))).toBe('24"x16"');
    expect(cardDimensions({ variants, dimensions: null }, 'en')).toBe('36"x24"');
  });
});
