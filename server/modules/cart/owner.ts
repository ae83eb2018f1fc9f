import type { CartOwner } from './cart-item.entity.ts';

/** The owner as one string, e.g. for a one-hold-per-owner index. */
export const ownerKey = (owner: CartOwner): string => ('userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`);
