import { tx } from '../../../src/i18n-text.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { MAX_WISHLIST_ITEMS, type SharedWishlist, type WishlistItem } from '../../../src/wishlist.ts';
import { currentOwner, ensureOwner } from '../cart/index.ts';
import { findProduct, inLanguage } from '../catalogue/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { dropItem, findItem, keepItem, listIds, listItems } from './wishlist.queries.ts';
import { sharerOf, shareToken } from './wishlist-share.ts';

/**
 * The shopper's wishlist (issue 39): prints kept for later by the cart's owner (an account, or a visitor's
 * session), in the shopper's language. A print on someone else's list answers as one on no list.
 */

export const NOT_ON_WISHLIST = tx('That print is not on your wishlist');
export const WISHLIST_LINK_INVALID = tx('That wishlist link is not valid');

/** The ids of the shopper's kept prints (the hearts); none for a visitor without a session, who gets none. */
export async function wishlistIds(ctx: RequestScope): Promise<number[]> {
  const owner = await currentOwner(ctx);
  return owner ? listIds(ctx.em, owner) : [];
}

/** The shopper's kept prints, newest first. */
export async function wishlistItems(ctx: RequestScope): Promise<WishlistItem[]> {
  const owner = await currentOwner(ctx);
  return owner ? inShoppersLanguage(ctx, await listItems(ctx.em, owner)) : [];
}

/** Keeps a print (again: nothing changes); answers it as the list shows it. */
export async function keepOnWishlist(ctx: RequestScope, productId: number): Promise<WishlistItem> {
  if (!(await findProduct(ctx.em, productId))) throw new DomainError('NOT_FOUND', tx('Product not found'));
  // Only now, with something to keep, does a visitor get a session (as the cart does).
  const owner = await ensureOwner(ctx);
  if (!(await keepItem(ctx.em, owner, productId))) {
    throw new DomainError('CONFLICT', tx('Your wishlist holds at most {most} prints. Remove one to keep another.'), { values: { most: MAX_WISHLIST_ITEMS } });
  }
  const item = await findItem(ctx.em, owner, productId);
  if (!item) throw new DomainError('NOT_FOUND', tx('Product not found'));
  return (await inShoppersLanguage(ctx, [item]))[0]!;
}

export async function dropFromWishlist(ctx: RequestScope, productId: number): Promise<{ productId: number }> {
  const owner = await currentOwner(ctx);
  if (!owner || !(await dropItem(ctx.em, owner, productId))) throw new DomainError('NOT_FOUND', NOT_ON_WISHLIST);
  return { productId };
}

/** The signed-in customer's share link's token (the same each time). */
export const wishlistShareToken = (ctx: RequestScope, userId: number): Promise<string> => shareToken(ctx.em, userId);

/** The list a share link opens, read-only, with its keeper's first name. */
export async function sharedWishlist(ctx: RequestScope, token: string): Promise<SharedWishlist> {
  const sharer = await sharerOf(ctx.em, token);
  if (!sharer) throw new DomainError('NOT_FOUND', WISHLIST_LINK_INVALID);
  return { ownerName: sharer.firstName, items: await inShoppersLanguage(ctx, await listItems(ctx.em, { userId: sharer.userId })) };
}

async function inShoppersLanguage(ctx: RequestScope, items: WishlistItem[]): Promise<WishlistItem[]> {
  const products = await inLanguage(ctx.em, ctx.locale, items.map((item) => item.product));
  return items.map((item, index) => ({ ...item, product: products[index] ?? item.product }));
}
