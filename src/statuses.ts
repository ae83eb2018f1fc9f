import { tx } from './i18n-text.ts';

/** Value lists stored in the database and checked there; the client shows them as-is. */

export const PREMIUM_STATUSES = ['none', 'silver', 'gold', 'platinum'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const CONTACT_STATUSES = ['pending', 'processed', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * An order's lifecycle (server/modules/order/lifecycle.ts holds the allowed moves): pending while its
 * payment clears (a bank debit), paid, in production at the print provider, shipped, delivered; or
 * cancelling (a cancellation under way: its steps at Printify and the payment provider not all done
 * yet), cancelled, partially refunded, refunded.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelling',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What admins read for each status (the back office stays English), and the server's English messages. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Payment processing',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelling: 'Cancellation in progress',
  cancelled: 'Cancelled',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/**
 * What customers read for each status, in their language (the catalogs' ids, src/i18n-text.ts); their
 * own table, so that the back office's words can change without the shop's, and the other way round.
 */
export const SHOPPER_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: tx('Payment processing'),
  paid: tx('Paid'),
  in_production: tx('In production'),
  shipped: tx('Shipped'),
  delivered: tx('Delivered'),
  cancelling: tx('Cancellation in progress'),
  cancelled: tx('Cancelled'),
  partially_refunded: tx('Partially refunded'),
  refunded: tx('Refunded'),
};

/**
 * The statuses in which an order is still to be sent to print: paid, or partially refunded before it
 * was sent. A pending order (a debit clearing) is queued once it clears; the others are over, or past
 * printing, or being cancelled. Which print orders need staff (server/modules/order/print-attention.ts)
 * and the index that finds them (order.entity.ts) read this list.
 */
export const PRINT_WAITING_STATUSES = ['paid', 'partially_refunded'] as const satisfies readonly OrderStatus[];

/** Who changed an order: the customer, an admin (by e-mail), a provider's webhook, or the shop itself. */
export const ORDER_ACTOR_KINDS = ['customer', 'admin', 'stripe', 'printify', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** A checkout's hold on stock and a coupon use: held while its payment is open, then settled once. */
export const RESERVATION_STATUSES = ['held', 'ordered', 'released', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * A payment that could not become an order: refunded in full, its authorisation cancelled, or found
 * to have charged nothing (a bank debit that failed); pending until the provider has done it.
 */
export const REFUND_STATUSES = ['pending', 'refunded', 'canceled', 'not_charged'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund of an order, as the shop records it (server/modules/after-sale/): requested (written
 * before the payment provider is asked, and so until its answer is recorded: a crash or a timeout
 * leaves it so until the settling job asks the provider), then as the provider keeps it: pending (a
 * bank refund on its way), succeeded, failed (refused, or sent back by the bank), canceled.
 */
export const ORDER_REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

export const ORDER_REFUND_STATUS_LABELS: Record<OrderRefundStatus, string> = {
  requested: 'Requested, awaiting the payment provider',
  pending: 'On its way',
  succeeded: 'Refunded',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/**
 * A cancellation of an order (server/modules/after-sale/cancellation.ts): in progress while its steps
 * at the print and payment providers are under way, completed once the order is cancelled, refused
 * when the print provider had begun printing (the order then stands as it did).
 */
export const CANCELLATION_STATUSES = ['in_progress', 'completed', 'refused'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/**
 * A return request: pending until support decides, then rejected, or approved (instructions sent);
 * an approved return is received back and then refunded, or (a defective or wrong print) replaced by
 * a reprint. Pending, approved and received are open: an item has one open return.
 */
export const RETURN_STATUSES = ['pending', 'approved', 'rejected', 'received', 'refunded', 'replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const OPEN_RETURN_STATUSES = ['pending', 'approved', 'received'] as const satisfies readonly ReturnStatus[];

/**
 * Who may open the back office: admins (ADMIN_EMAILS) with every right, and support staff
 * (SUPPORT_EMAILS), who read orders, customers, returns and messages and run returns, but move no money.
 */
export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
