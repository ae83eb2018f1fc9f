import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { createdAt, serialId } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';

/**
 * A print kept for later, by a signed-in customer or, for a visitor, by their session (the cart's
 * owners: cart-item.entity.ts). A print is on a list once (partial unique indexes, one per kind of owner),
 * so keeping it again changes nothing.
 */
export const WishlistItemSchema = defineEntity({
  name: 'WishlistItem',
  tableName: 'wishlist_items',
  indexes: [
    {
      name: 'wishlist_items_user_product_unique',
      expression: 'create unique index "wishlist_items_user_product_unique" on "wishlist_items" ("user_id", "product_id") where "user_id" is not null',
    },
    {
      name: 'wishlist_items_session_product_unique',
      expression: 'create unique index "wishlist_items_session_product_unique" on "wishlist_items" ("session_id", "product_id") where "user_id" is null',
    },
  ],
  checks: [{ name: 'wishlist_items_owner_check', expression: 'user_id is not null or session_id is not null' }],
  properties: {
    id: serialId(),
    user: () => p.manyToOne(UserSchema).ref().nullable().deleteRule('cascade'),
    sessionId: p.string().length(255).nullable(),
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('cascade').index(),
    /** The print's sizes (variant ids) the shopper has seen: those it had when kept, or at their last alert (wishlist-alerts.ts). */
    seenVariantIds: p.json<string[]>().defaultRaw(`'[]'::jsonb`),
    createdAt: createdAt(),
  },
});

export type WishlistItem = InferEntity<typeof WishlistItemSchema>;
