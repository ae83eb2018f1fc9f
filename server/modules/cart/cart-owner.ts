import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { expressionsFor } from '../common/index.ts';
import type { RequestScope } from '../request-scope.ts';
import type { CartOwner } from './cart-item.entity.ts';

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

/** The owner's columns of a table kept by owner: `cart_items`, and the wishlist's `wishlist_items`. */
interface OwnerColumns {
  user_id: number | null;
  session_id: string | null;
}

/**
 * The condition that keeps a statement to the owner's rows of a table kept by owner (`cart_items`,
 * `wishlist_items`) under `alias`. A visitor's rows are those of their session that no account has taken over.
 */
export function ownedLines<Alias extends string>(owner: CartOwner, alias: Alias): Expression<SqlBool> {
  const lines = expressionBuilder<Record<Alias, OwnerColumns>, Alias>();
  const userId = lines.ref(`${alias}.user_id`);
  // Compared in the sql tag: Kysely's typed comparison cannot resolve a column of a generic alias.
  return 'userId' in owner
    ? sql<SqlBool>`${userId} = ${owner.userId}`
    : sql<SqlBool>`${userId} is null and ${lines.ref(`${alias}.session_id`)} = ${owner.sessionId}`;
}

const cartItems = expressionsFor({ cart_items: 'cart_items' });

/** The index's key, columns and an expression: Kysely's conflict target is one expression or plain columns, not both. */
const lineKey = (ownerColumn: 'user_id' | 'session_id') =>
  sql`${cartItems.ref(ownerColumn)}, ${cartItems.ref('product_id')}, coalesce(${cartItems.ref('variant_id')}, '')`;

/**
 * The conflict target of an upsert of an owner's line, `onConflict((c) => c.expression(index.key).where(index.where))`:
 * the partial unique index of the owner's kind (cart-item.entity.ts), one line per owner, print and size.
 */
export const LINE_INDEXES = {
  user: { key: lineKey('user_id'), where: cartItems('user_id', 'is not', null) },
  session: { key: lineKey('session_id'), where: cartItems('user_id', 'is', null) },
};

export const lineIndexOf = (owner: CartOwner) => ('userId' in owner ? LINE_INDEXES.user : LINE_INDEXES.session);
