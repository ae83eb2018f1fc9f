import { DEFAULT_CURRENCY } from '../../../src/currencies.ts';
import { countryTerms, DEFAULT_COUNTRY, shippingCentsFor } from '../../../src/countries.ts';
import type { LocationInfo, ShippingCost, ShippingDestinationInput, ShippingValidation } from '../../../src/location.ts';
import { DEFAULT_SHIPPING_CENTS, formatShipping, TAX_PERCENT } from '../../../src/pricing.ts';
import { SANCTIONED_MESSAGE } from '../../../src/sanctions.ts';
import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { locateRequest } from '../../integrations/geo.ts';
import { shopTexts } from '../../integrations/texts.ts';
import type { RequestScope } from '../request-scope.ts';
import { isSanctionedDestination, requestIsSanctioned, type SanctionsScope } from '../sanctions/index.ts';

/** The visitor's location and what it means for currency, tax, shipping, payment and sanctions; the message in their language. */
export async function locate(scope: SanctionsScope & Pick<RequestScope, 'locale'>): Promise<LocationInfo> {
  const found = await locateRequest(scope.ip, scope.cdnLocation);
  const country = found.country ?? DEFAULT_COUNTRY;
  const terms = countryTerms(country);
  const isSanctioned = await requestIsSanctioned(scope, found);
  return {
    country,
    region: found.region,
    detected: found.country !== null,
    currency: terms?.currency ?? DEFAULT_CURRENCY,
    taxRate: TAX_PERCENT / 100,
    shippingCost: (terms?.shippingCents ?? DEFAULT_SHIPPING_CENTS) / 100,
    paymentMethods: [...(terms?.paymentMethods ?? ['card'])],
    isShippingSupported: terms !== undefined && !isSanctioned,
    isSanctioned,
    sanctionedMessage: isSanctioned ? shopTexts().t(scope.locale ?? DEFAULT_LOCALE, SANCTIONED_MESSAGE) : null,
  };
}

const NOT_SHIPPED_TO = tx('Sorry, we do not ship to {country} yet. Please choose another country.');

/** Whether the shop can ship to a destination; the visitor's own address plays no part. The message in their language. */
export function validateShipping(scope: Pick<RequestScope, 'sanctions' | 'locale'>, input: ShippingDestinationInput): ShippingValidation {
  const isSanctioned = isSanctionedDestination(scope, input);
  const terms = countryTerms(input.country);
  const say = (english: string) => shopTexts().t(scope.locale ?? DEFAULT_LOCALE, english, { country: input.country });
  const message = isSanctioned ? say(SANCTIONED_MESSAGE) : terms ? null : say(NOT_SHIPPED_TO);
  return {
    country: input.country,
    region: input.region,
    isShippingSupported: terms !== undefined && !isSanctioned,
    isSanctioned,
    message,
  };
}

/** The flat cost for a country in US dollars; the spec's default (25) where the shop has none. */
export function shippingCost(country: string): ShippingCost {
  const cents = shippingCentsFor(country) ?? DEFAULT_SHIPPING_CENTS;
  return { country, cost: cents / 100, formatted: formatShipping(cents) };
}
