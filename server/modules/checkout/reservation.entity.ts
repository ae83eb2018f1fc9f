import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RESERVATION_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';
import type { StockLine } from '../catalogue/product.entity.ts';
import { CouponSchema } from '../coupon/coupon.entity.ts';
import { CheckoutSnapshotSchema } from './snapshot.entity.ts';

/**
 * The stock and coupon use one checkout holds while its payment is open. The counts themselves live
 * on the rows they limit (products.reserved, coupons.reserved_uses), where a guarded update can
 * check them; this row says what to give back, and its status moves exactly once away from `held`.
 */
export const ReservationSchema = defineEntity({
  name: 'Reservation',
  tableName: 'reservations',
  indexes: [
    // A shopper has one open payment: the newest replaces the older one's hold.
    {
      name: 'reservations_owner_held_unique',
      expression: `create unique index "reservations_owner_held_unique" on "reservations" ("owner") where "status" = 'held'`,
    },
    { name: 'reservations_held_expiry_index', expression: `create index "reservations_held_expiry_index" on "reservations" ("expires_at") where "status" = 'held'` },
    { properties: ['settledAt'] },
  ],
  properties: {
    id: serialId(),
    checkout: () => p.oneToOne(CheckoutSnapshotSchema).ref().owner().unique().deleteRule('cascade'),
    /** `user:<id>` or `session:<sid>`: whose hold the next one replaces. */
    owner: p.string().length(100),
    /** How many of each product it holds (all sizes together). */
    products: p.json<StockLine[]>(),
    coupon: () => p.manyToOne(CouponSchema).ref().nullable().deleteRule('set null'),
    status: p.string().length(20).default('held').check(oneOf('status', RESERVATION_STATUSES)),
    expiresAt: p.datetime(),
    createdAt: createdAt(),
    /** When it stopped holding (ordered, released or expired). */
    settledAt: p.datetime().nullable(),
  },
});

export type Reservation = InferEntity<typeof ReservationSchema>;
