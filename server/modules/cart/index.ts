/**
 * The bag: its lines, whose they are (a signed-in customer's or a visitor's session: the owner, whom the
 * wishlist keeps its prints by too), the guest's bag merged on sign-in, and the lines an order takes.
 * What other parts of the shop may call is exported here; the rest of the folder is its inside.
 */
export type { CartOwner } from './cart-item.entity.ts';
export { mergeGuestCart } from './cart-merge.ts';
export { currentOwner, ensureOwner, ownedLines } from './cart-owner.ts';
export { listLines } from './cart.queries.ts';
export { addToCart, cartContents, removeCartLine, updateCartLine } from './cart.service.ts';
export { ownerKey } from './owner.ts';
export { takePaidLines } from './paid-lines.ts';
