import {
  countryTerms,
  DEFAULT_COUNTRY,
  DEFAULT_SANCTIONS,
  isSanctionedPlace,
  SANCTIONED_MESSAGE,
  shippingCentsFor,
  TAX_RATE,
  type LocationInfo,
  type ShippingCost,
  type ShippingDestinationInput,
  type ShippingValidation,
} from '../../../src/locations.ts';
import { DEFAULT_CURRENCY } from '../../../src/currencies.ts';
import { DEFAULT_SHIPPING_CENTS, formatShipping } from '../../../src/pricing.ts';
import { locateRequest, type GeoLocation } from '../../integrations/geo.ts';
import type { Context } from '../../trpc/context.ts';
import { DomainError } from '../common/domain-error.ts';
import { isWhitelistedAddress } from './premium-whitelist.ts';

/** What locating a request needs from the call's context. */
export type LocationContext = Pick<Context, 'em' | 'ip' | 'currentUser' | 'cdnLocation' | 'sanctions'>;

/** The visitor's location and what it means for currency, tax, shipping, payment and sanctions. */
export async function locate(ctx: LocationContext): Promise<LocationInfo> {
  const found = await locateRequest(ctx.ip, ctx.cdnLocation);
  const country = found.country ?? DEFAULT_COUNTRY;
  const terms = countryTerms(country);
  const isSanctioned = await requestIsSanctioned(ctx, found);
  return {
    country,
    region: found.region,
    detected: found.country !== null,
    currency: terms?.currency ?? DEFAULT_CURRENCY,
    taxRate: TAX_RATE,
    shippingCost: (terms?.shippingCents ?? DEFAULT_SHIPPING_CENTS) / 100,
    paymentMethods: [...(terms?.paymentMethods ?? ['card'])],
    isShippingSupported: terms !== undefined && !isSanctioned,
    isSanctioned,
    sanctionedMessage: isSanctioned ? SANCTIONED_MESSAGE : null,
  };
}

/**
 * For payment and order calls: 403 when the request comes from a sanctioned place (unless it is the
 * signed-in customer's whitelisted VPN address) or the shipping address lies in one. The whitelist
 * never opens an address: the prints are shipped there.
 */
export async function assertNotSanctioned(
  ctx: LocationContext,
  address?: { country: string; region?: string | null; state?: string | null },
): Promise<void> {
  const sanctions = ctx.sanctions ?? DEFAULT_SANCTIONS;
  const addressSanctioned =
    address !== undefined &&
    [address.region, address.state].some((region) => isSanctionedPlace(sanctions, { country: address.country, region }));
  if (addressSanctioned || (await requestIsSanctioned(ctx, await locateRequest(ctx.ip, ctx.cdnLocation)))) {
    throw new DomainError('FORBIDDEN', SANCTIONED_MESSAGE);
  }
}

async function requestIsSanctioned(ctx: LocationContext, found: GeoLocation): Promise<boolean> {
  if (!isSanctionedPlace(ctx.sanctions ?? DEFAULT_SANCTIONS, found)) return false;
  const user = await ctx.currentUser();
  return !(user && (await isWhitelistedAddress(ctx.em, user.id, ctx.ip)));
}

/** Whether the shop can ship to a destination; the visitor's own address plays no part. */
export function validateShipping(ctx: Pick<LocationContext, 'sanctions'>, input: ShippingDestinationInput): ShippingValidation {
  const isSanctioned = isSanctionedPlace(ctx.sanctions ?? DEFAULT_SANCTIONS, input);
  const terms = countryTerms(input.country);
  const message = isSanctioned
    ? SANCTIONED_MESSAGE
    : terms
      ? null
      : `Sorry, we do not ship to ${input.country} yet. Please choose another country.`;
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
