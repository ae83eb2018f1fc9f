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
