import type { RequestScope } from '../request-scope.ts';

/** Whose cart a call reaches: a signed-in customer's, or a visitor's by their session. */
export type CartOwner = { userId: number } | { sessionId: string };

/** The current owner, creating nothing: null for a visitor who has no session yet (and so no cart). */
export async function currentOwner(ctx: RequestScope): Promise<CartOwner | null> {
  const user = await ctx.currentUser();
  if (user) return { userId: user.id };
  const session = await ctx.session.load();
  return session ? { sessionId: session.sid } : null;
}

/** The current owner, starting a session (and its cookie) for a visitor who has none. */
export async function ensureOwner(ctx: RequestScope): Promise<CartOwner> {
  return (await currentOwner(ctx)) ?? { sessionId: await ctx.session.ensureId() };
}

/**
 * The SQL condition that keeps a statement to the owner's rows of `cart_items` under `alias`.
 * A visitor's lines are those of their session that no account has taken over.
 */
export function ownedBy(owner: CartOwner, alias: string): { sql: string; params: [number | string] } {
  return 'userId' in owner
    ? { sql: `${alias}.user_id = ?`, params: [owner.userId] }
    : { sql: `${alias}.user_id is null and ${alias}.session_id = ?`, params: [owner.sessionId] };
}
