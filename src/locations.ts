import { z } from 'zod';
import { DEFAULT_CURRENCY, findCurrency } from './currencies.ts';
import { VariantIdInput } from './catalogue.ts';
import { TAX_PERCENT } from './pricing.ts';
import { text } from './text.ts';

/**
 * Where the shop ships, at what cost and in which currency (sanctions: src/sanctions.ts),
 * and the shapes of the location, currency and pricing calls (spec sections 3 and 7).
 */

export const DEFAULT_COUNTRY = 'US';

/** The shop's one tax rate as a fraction, as location info and pricing report it. */
export const TAX_RATE = TAX_PERCENT / 100;

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

/** The countries the checkout offers: the United States first, then by name. */
export const CHECKOUT_COUNTRIES: readonly { code: string; name: string }[] = [...COUNTRIES.values()]
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => (a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name, 'en')));

export const isShippingSupported = (country: string) => COUNTRIES.has(country.toUpperCase());

/** The country's flat shipping in US cents; null where the shop does not ship (pricing then uses its default). */
export const shippingCentsFor = (country: string): number | null => countryTerms(country)?.shippingCents ?? null;

// ---- Inputs ----

export const CountryCode = z
  .string({ message: 'Country is required' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code, e.g. US')
  .transform((code) => code.toUpperCase());

/** An ISO 3166-2 code or the state/region as written in an address; blank means none. */
const Region = text('Region', { max: 100, tooLong: 'Region must not exceed 100 characters' })
  .nullish()
  .transform((region) => region || null);

export const CurrencyCode = z
  .string({ message: 'Currency is required' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code, e.g. USD')
  .transform((code) => code.toUpperCase())
  .refine((code) => findCurrency(code) !== undefined, { error: (issue) => `Unknown currency ${String(issue.input)}` });

export const ConvertInput = z
  .object({
    amount: z
      .number({ message: 'Amount must be a number' })
      .nonnegative('Amount must not be negative')
      .max(1_000_000_000, 'Amount is too large'),
    from: CurrencyCode,
    to: CurrencyCode,
  })
  .strict();
export type ConvertInput = z.infer<typeof ConvertInput>;

export const PricingItemInput = z
  .object({
    productId: z.number({ message: 'Product id must be a number' }).int().positive().max(2_147_483_647),
    variantId: VariantIdInput.nullish(),
    quantity: z
      .number({ message: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(99, 'Quantity must be at most 99'),
  })
  .strict();

/** Prices come from the catalogue only: the strict objects refuse a price (or a coupon) sent along. */
export const PricingInput = z
  .object({
    cartItems: z
      .array(PricingItemInput, { message: 'cartItems must be a list' })
      .min(1, 'The cart is empty')
      .max(100, 'At most 100 cart lines can be priced at once'),
    country: CountryCode,
    region: Region,
    currency: CurrencyCode.nullish(),
  })
  .strict();
export type PricingInput = z.infer<typeof PricingInput>;

export const ShippingDestinationInput = z.object({ country: CountryCode, region: Region }).strict();
export type ShippingDestinationInput = z.infer<typeof ShippingDestinationInput>;

export const ShippingCostInput = z.object({ country: CountryCode }).strict();

// ---- Answers (the REST paths derive their response schemas from these) ----

const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

export const LocationInfo = z.object({
  country: z.string(),
  /** ISO 3166-2, only when a CDN reports it. */
  region: z.string().nullable(),
  /** False when the lookup found nothing and the defaults (US, USD) stand in. */
  detected: z.boolean(),
  currency: z.string(),
  taxRate: z.number(),
  /** US dollars. */
  shippingCost: z.number(),
  paymentMethods: z.array(z.string()),
  isShippingSupported: z.boolean(),
  isSanctioned: z.boolean(),
  sanctionedMessage: z.string().nullable(),
});
export type LocationInfo = z.infer<typeof LocationInfo>;

export const CurrencyInfo = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  /** Units per US dollar on rateDate. */
  rate: z.number(),
  rateDate: z.string(),
});
export type CurrencyInfo = z.infer<typeof CurrencyInfo>;

export const Conversion = z.object({
  amount: z.number(),
  from: z.string(),
  to: z.string(),
  rate: z.number(),
  /** Rounded to the target currency's decimals. */
  converted: z.number(),
  formatted: z.string(),
});
export type Conversion = z.infer<typeof Conversion>;

export const PricedLine = z.object({
  productId: z.number().int(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: moneyString,
  lineTotal: moneyString,
});

/** Money in US dollars as 2-decimal strings (what is charged); `formatted` in the requested currency. */
export const Pricing = z.object({
  currency: z.string(),
  exchangeRate: z.number(),
  lines: z.array(PricedLine),
  subtotal: moneyString,
  discount: moneyString,
  tax: moneyString,
  taxRate: z.number(),
  shipping: moneyString,
  total: moneyString,
  formatted: z.object({
    subtotal: z.string(),
    discount: z.string(),
    tax: z.string(),
    shipping: z.string(),
    total: z.string(),
  }),
});
export type Pricing = z.infer<typeof Pricing>;

export const ShippingValidation = z.object({
  country: z.string(),
  region: z.string().nullable(),
  isShippingSupported: z.boolean(),
  isSanctioned: z.boolean(),
  /** Why the shop cannot ship there; null when it can. */
  message: z.string().nullable(),
});
export type ShippingValidation = z.infer<typeof ShippingValidation>;

export const ShippingCost = z.object({
  country: z.string(),
  /** US dollars. */
  cost: z.number(),
  formatted: z.string(),
});
export type ShippingCost = z.infer<typeof ShippingCost>;
