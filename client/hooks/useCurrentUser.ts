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

/**
 * Whether the signed-in staff member may do what only admins may (move money, change coupons, tiers,
 * the whitelist or the catalogue): the back office hides those buttons from support staff. The server
 * refuses them anyway (403); this only decides what the screens offer.
 */
export function useIsAdmin(): boolean {
  return useCurrentUser().user?.staffRole === 'admin';
}
