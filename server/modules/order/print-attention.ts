import type { ExpressionBuilder } from 'kysely';
import { PRINT_WAITING_STATUSES } from '../../../src/statuses.ts';
import type { ShopDatabase } from '../common/index.ts';

/**
 * Which print orders need staff: an order queued to print (print_queued_at: its payment, or staff
 * sending it again) that the print provider has not taken, while it is still to be printed, and
 * either refused for good (print_refused_at, with the provider's reason) or still not there an hour
 * after it was queued (a provider down for that long, a token expired: the job keeps trying, staff
 * should know). Computed at the time asked, never flipped by a job: the back office's list, count
 * and order detail read this one definition (orders_print_waiting_index holds the candidates).
 */

/** How long a queued order may take to reach the provider before it is shown to staff. */
export const PRINT_ATTENTION_AFTER_MS = 60 * 60 * 1000;

type OrdersAsO = ExpressionBuilder<ShopDatabase & { o: ShopDatabase['orders'] }, 'o'>;

/** In a statement over `orders as o`: whether the order needs attention at `now`. */
export function needsPrintAttention(eb: OrdersAsO, now: Date) {
  return eb.and([
    eb('o.printify_order_id', 'is', null),
    eb('o.print_queued_at', 'is not', null),
    eb('o.status', 'in', PRINT_WAITING_STATUSES),
    eb.or([eb('o.print_refused_at', 'is not', null), eb('o.print_queued_at', '<=', new Date(now.getTime() - PRINT_ATTENTION_AFTER_MS))]),
  ]);
}
