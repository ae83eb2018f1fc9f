import { z } from 'zod';
import { findCurrency } from './currencies.ts';
import { text } from './text.ts';

/**
 * The location, currency and shipping calls (spec sections 3 and 7): what the server parses and what
 * it answers. The countries themselves are countries.ts.
 */

// ---- Inputs ----

export const CountryCode = z
  .string({ message: 'Country is required' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code, e.g. US')
  .transform((code) => code.toUpperCase());

/** An ISO 3166-2 code or the state/region as written in an address; blank means none. */
export const Region = text('Region', { max: 100, tooLong: 'Region must not exceed 100 characters' })
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

export const ShippingDestinationInput = z.object({ country: CountryCode, region: Region }).strict();
export type ShippingDestinationInput = z.infer<typeof ShippingDestinationInput>;

export const ShippingCostInput = z.object({ country: CountryCode }).strict();

// ---- Answers (the REST paths derive their response schemas from these) ----

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
