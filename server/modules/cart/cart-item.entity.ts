import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { createdAt, serialId, updatedAt } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';

/**
 * Whose cart a call reaches: a signed-in customer's, or a visitor's by their session. The one owner
 * type of the shop: a checkout keeps it too (whose lines to take, whose hold to replace, who may read
 * the order back). Declared beside the cart line because the checkout snapshot entity stores it, and an
 * entity file imports only entity files.
 */
export type CartOwner = { userId: number } | { sessionId: string };

/**
 * A cart line, owned by a signed-in user or, for guests, by a session. One line per owner,
 * product and variant (partial unique indexes), so adding the same print again adds to the line.
 */
export const CartItemSchema = defineEntity({
  name: 'CartItem',
  tableName: 'cart_items',
  indexes: [
    {
      name: 'cart_items_user_line_unique',
      expression:
        'create unique index "cart_items_user_line_unique" on "cart_items" ("user_id", "product_id", coalesce("variant_id", \'\')) where "user_id" is not null',
    },
    {
      name: 'cart_items_session_line_unique',
      expression:
        'create unique index "cart_items_session_line_unique" on "cart_items" ("session_id", "product_id", coalesce("variant_id", \'\')) where "user_id" is null',
    },
    // What went into carts lately (recommendations/popularity.ts), read from the index alone.
    {
      name: 'cart_items_created_at_product_index',
      expression: 'create index "cart_items_created_at_product_index" on "cart_items" ("created_at") include ("product_id")',
    },
  ],
  checks: [{ name: 'cart_items_owner_check', expression: 'user_id is not null or session_id is not null' }],
  properties: {
    id: serialId(),
    user: () => p.manyToOne(UserSchema).ref().nullable().deleteRule('cascade'),
    sessionId: p.string().length(255).nullable(),
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('cascade').index(),
    variantId: p.string().length(100).nullable(),
    quantity: p.integer().check('quantity >= 1 and quantity <= 99'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type CartItem = InferEntity<typeof CartItemSchema>;
