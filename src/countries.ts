import { DEFAULT_CURRENCY, findCurrency } from './currencies.ts';

/**
 * Where the shop ships, at what flat cost and in which currency (sanctions: src/sanctions.ts). Plain
 * data without zod, so the money rules (pricing.ts) and the first screen can read it cheaply; the
 * location calls' schemas are in location.ts.
 */

export const DEFAULT_COUNTRY = 'US';

export type PaymentMethod = 'card' | 'us_bank_account';

export interface CountryTerms {
  code: string;
  name: string;
  /** Prices are shown in it; a code missing from currencies.ts is shown in US dollars. */
  currency: string;
  shippingCents: number;
  paymentMethods: readonly PaymentMethod[];
}

/** Flat shipping per destination zone, in US cents. */
const ZONE_SHIPPING_CENTS = { us: 0, canada: 1500, europe: 2500, oceania: 3500, world: 4500 } as const;
type Zone = keyof typeof ZONE_SHIPPING_CENTS;

const ROWS: readonly (readonly [code: string, name: string, zone: Zone, currency?: string])[] = [
  ['US', 'United States', 'us'],
  ['CA', 'Canada', 'canada', 'CAD'],
  ['MX', 'Mexico', 'world', 'MXN'],
  ['GB', 'United Kingdom', 'europe', 'GBP'],
  ['IE', 'Ireland', 'europe', 'EUR'],
  ['FR', 'France', 'europe', 'EUR'],
  ['DE', 'Germany', 'europe', 'EUR'],
  ['NL', 'Netherlands', 'europe', 'EUR'],
  ['BE', 'Belgium', 'europe', 'EUR'],
  ['LU', 'Luxembourg', 'europe', 'EUR'],
  ['AT', 'Austria', 'europe', 'EUR'],
  ['CH', 'Switzerland', 'europe', 'CHF'],
  ['IT', 'Italy', 'europe', 'EUR'],
  ['ES', 'Spain', 'europe', 'EUR'],
  ['PT', 'Portugal', 'europe', 'EUR'],
  ['DK', 'Denmark', 'europe', 'DKK'],
  ['SE', 'Sweden', 'europe', 'SEK'],
  ['NO', 'Norway', 'europe', 'NOK'],
  ['FI', 'Finland', 'europe', 'EUR'],
  ['IS', 'Iceland', 'europe'],
  ['PL', 'Poland', 'europe'],
  ['CZ', 'Czechia', 'europe'],
  ['SK', 'Slovakia', 'europe', 'EUR'],
  ['HU', 'Hungary', 'europe'],
  ['SI', 'Slovenia', 'europe', 'EUR'],
  ['HR', 'Croatia', 'europe', 'EUR'],
  ['RO', 'Romania', 'europe'],
  ['BG', 'Bulgaria', 'europe', 'EUR'],
  ['GR', 'Greece', 'europe', 'EUR'],
  ['CY', 'Cyprus', 'europe', 'EUR'],
  ['MT', 'Malta', 'europe', 'EUR'],
  ['EE', 'Estonia', 'europe', 'EUR'],
  ['LV', 'Latvia', 'europe', 'EUR'],
  ['LT', 'Lithuania', 'europe', 'EUR'],
  // Sanctions close only some Ukrainian regions (see SANCTIONED_REGIONS); the rest of Ukraine is served.
  ['UA', 'Ukraine', 'europe'],
  ['AU', 'Australia', 'oceania', 'AUD'],
  ['NZ', 'New Zealand', 'oceania', 'NZD'],
  ['JP', 'Japan', 'world', 'JPY'],
  ['KR', 'South Korea', 'world', 'KRW'],
  ['SG', 'Singapore', 'world', 'SGD'],
  ['HK', 'Hong Kong', 'world'],
  ['TW', 'Taiwan', 'world'],
  ['IN', 'India', 'world', 'INR'],
  ['MY', 'Malaysia', 'world'],
  ['TH', 'Thailand', 'world'],
  ['PH', 'Philippines', 'world'],
  ['ID', 'Indonesia', 'world'],
  ['IL', 'Israel', 'world'],
  ['AE', 'United Arab Emirates', 'world'],
  ['SA', 'Saudi Arabia', 'world'],
  ['QA', 'Qatar', 'world'],
  ['TR', 'Türkiye', 'world'],
  ['BR', 'Brazil', 'world', 'BRL'],
  ['AR', 'Argentina', 'world'],
  ['CL', 'Chile', 'world'],
  ['CO', 'Colombia', 'world'],
  ['PE', 'Peru', 'world'],
  ['ZA', 'South Africa', 'world'],
];

const COUNTRIES: ReadonlyMap<string, CountryTerms> = new Map(
  ROWS.map(([code, name, zone, currency]) => [
    code,
    {
      code,
      name,
      currency: currency && findCurrency(currency) ? currency : DEFAULT_CURRENCY,
      shippingCents: ZONE_SHIPPING_CENTS[zone],
      paymentMethods: code === 'US' ? ['card', 'us_bank_account'] : ['card'],
    },
  ]),
);

export const countryTerms = (code: string): CountryTerms | undefined => COUNTRIES.get(code.toUpperCase());

let sortedCountries: readonly { code: string; name: string }[] | undefined;

/**
 * The countries the checkout offers: the United States first, then by name. Sorted on first use, not
 * when the module loads: every page loads it, and a page's first `Intl.Collator` loads the collation data
 * (about 14 ms of a phone's main thread, in the entry script's one long task; docs/performance.md, Lighthouse).
 */
export function checkoutCountries(): readonly { code: string; name: string }[] {
  if (!sortedCountries) {
    const byName = new Intl.Collator('en').compare;
    sortedCountries = [...COUNTRIES.values()]
      .map(({ code, name }) => ({ code, name }))
      .sort((a, b) => (a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : byName(a.name, b.name)));
  }
  return sortedCountries;
}

export const isShippingSupported = (country: string) => COUNTRIES.has(country.toUpperCase());

/** The country's flat shipping in US cents; null where the shop does not ship (pricing then uses its default). */
export const shippingCentsFor = (country: string): number | null => countryTerms(country)?.shippingCents ?? null;
