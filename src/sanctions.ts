import { tx } from './i18n-text.ts';

/**
 * Which places US sanctions close to the shop (DESIGN.md section 5, integrations.md section 3): the
 * rules both sides share. The server enforces them in server/modules/sanctions.
 */

export interface Sanctions {
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  /** ISO 3166-2 codes, e.g. UA-43. */
  regions: readonly string[];
}

/** Comprehensive US embargoes: Cuba, Iran, North Korea; Crimea and Sevastopol; Donetsk and Luhansk oblasts. */
export const DEFAULT_SANCTIONS: Sanctions = {
  countries: ['CU', 'IR', 'KP'],
  regions: ['UA-43', 'UA-40', 'UA-14', 'UA-09'],
};

export const SANCTIONED_MESSAGE = tx("We're sorry, but we cannot accept orders or ship to your location due to U.S. trade sanctions.");

/**
 * What shoppers write in an address's state field for the regions sanctions may cover, lower-case
 * fragments in English, Ukrainian and Russian. Kherson and Zaporizhzhia are not sanctioned by default
 * but are listed so that configuring them also catches addresses that name them.
 */
const REGION_NAMES: Readonly<Record<string, readonly string[]>> = {
  'UA-43': ['crimea', 'krym', 'крим', 'крым'],
  'UA-40': ['sevastopol', 'севастопол'],
  'UA-14': ['donetsk', 'донецьк', 'донецк'],
  'UA-09': ['luhansk', 'lugansk', 'луганськ', 'луганск'],
  'UA-65': ['kherson', 'херсон'],
  'UA-23': ['zaporizh', 'zaporozh', 'запоріж', 'запорож'],
};

/**
 * Whether a place is closed by sanctions. `region` is an ISO 3166-2 code (`UA-43`), its subdivision
 * part (`43`, with the country), or a name from an address. Names match whatever country is given,
 * because Russia claims these regions and an address there may name RU.
 */
export function isSanctionedPlace(sanctions: Sanctions, place: { country: string | null; region?: string | null }): boolean {
  const country = place.country?.toUpperCase() ?? null;
  if (country && sanctions.countries.includes(country)) return true;
  const region = place.region?.trim();
  if (!region) return false;
  const code = region.toUpperCase();
  const text = region.toLowerCase().replace(/['’ʼ`]/g, '');
  return sanctions.regions.some(
    (sanctioned) =>
      code === sanctioned ||
      (country !== null && `${country}-${code}` === sanctioned) ||
      (REGION_NAMES[sanctioned] ?? []).some((name) => text.includes(name)),
  );
}
