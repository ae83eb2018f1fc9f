// No imports: entity files use this type, and they may not import what imports typed-sql.ts.

/**
 * Whose cart a call reaches: a signed-in customer's, or a visitor's by their session. The one owner
 * type of the shop: a checkout keeps it too (whose lines to take, whose hold to replace, who may read
 * the order back).
 */
export type CartOwner = { userId: number } | { sessionId: string };

/** The owner as one string, e.g. for a one-hold-per-owner index. */
export const ownerKey = (owner: CartOwner): string => ('userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`);
