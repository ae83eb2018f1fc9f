import type { MemberTerms } from '../../src/pricing.ts';
import { memberTerms } from '../../src/tier-benefits.ts';
import { trpc, type RouterOutputs } from '../trpc.ts';

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/**
 * The signed-in customer, or null for a visitor and while the lookup is still running
 * (the spec treats a pending lookup like a visitor: the landing page shows meanwhile).
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const me = trpc.auth.me.useQuery();
  return { user: me.data ?? null, isLoading: me.isLoading };
}

/** What the signed-in customer's tier changes in their prices (null for a visitor): the server prices with the same. */
export function useMemberTerms(): MemberTerms | null {
  return memberTerms(useCurrentUser().user?.tier);
}
