import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';

/**
 * A customer's share link: one random token per account, made the first time they share and kept, so a
 * link sent once keeps working. Only accounts share: a visitor's list lasts as long as their session.
 */
export const WishlistShareSchema = defineEntity({
  name: 'WishlistShare',
  tableName: 'wishlist_shares',
  properties: {
    user: () => p.manyToOne(UserSchema).ref().primary().deleteRule('cascade'),
    token: p.string().length(22).unique(),
    createdAt: createdAt(),
  },
});

export type WishlistShare = InferEntity<typeof WishlistShareSchema>;
