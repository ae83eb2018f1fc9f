import { DEFAULT_SANCTIONS, isSanctionedPlace, SANCTIONED_MESSAGE } from '../../../src/sanctions.ts';
import { locateRequest, type GeoLocation } from '../../integrations/geo.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { isWhitelistedAddress } from '../premium/index.ts';
import type { RequestScope } from '../request-scope.ts';

/** What deciding on sanctions needs from the call. */
export type SanctionsScope = Pick<RequestScope, 'em' | 'ip' | 'currentUser' | 'cdnLocation' | 'sanctions'>;

/**
 * For payment and order calls: 403 when the request comes from a sanctioned place (unless it is the
 * signed-in customer's whitelisted VPN address) or the address given (shipping or billing) lies in one.
 * The whitelist never opens an address: the prints are shipped there, the card is billed there.
 */
export async function assertNotSanctioned(
  scope: SanctionsScope,
  address?: { country: string; region?: string | null; state?: string | null },
): Promise<void> {
  const sanctions = scope.sanctions ?? DEFAULT_SANCTIONS;
  const addressSanctioned =
    address !== undefined &&
    [address.region, address.state].some((region) => isSanctionedPlace(sanctions, { country: address.country, region }));
  if (addressSanctioned || (await requestIsSanctioned(scope, await locateRequest(scope.ip, scope.cdnLocation)))) {
    throw new DomainError('FORBIDDEN', SANCTIONED_MESSAGE);
  }
}

/** Whether the visitor, found at `found`, is closed off: a sanctioned place, not a whitelisted VPN address. */
export async function requestIsSanctioned(scope: SanctionsScope, found: GeoLocation): Promise<boolean> {
  if (!isSanctionedPlace(scope.sanctions ?? DEFAULT_SANCTIONS, found)) return false;
  const user = await scope.currentUser();
  return !(user && (await isWhitelistedAddress(scope.em, user.id, scope.ip)));
}

/** Whether a destination is closed by sanctions, whoever asks. */
export function isSanctionedDestination(
  scope: Pick<RequestScope, 'sanctions'>,
  destination: { country: string; region?: string | null },
): boolean {
  return isSanctionedPlace(scope.sanctions ?? DEFAULT_SANCTIONS, destination);
}
