import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../user/user.entity.ts';

/** When a customer last got the wishlist's alert (wishlist-alerts.ts): at most one a week. */
export const WishlistAlertSchema = defineEntity({
  name: 'WishlistAlert',
  tableName: 'wishlist_alerts',
  properties: {
    user: () => p.manyToOne(UserSchema).ref().primary().deleteRule('cascade'),
    sentAt: p.datetime(),
  },
});

export type WishlistAlert = InferEntity<typeof WishlistAlertSchema>;
