import { describe, expect, it } from 'vitest';
import { DEFAULT_SANCTIONS, isSanctionedPlace } from './sanctions.ts';

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
