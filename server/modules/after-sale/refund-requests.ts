import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { quantitiesByLine } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { paidForLineCents } from '../../../src/pricing.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/statuses.ts';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { orderGiftCardVoid, withdrawSoldGiftCard } from '../gift-cards/index.ts';
import { sizeOfItem, titleFor, type MailReader, type OrderActor } from '../order/index.ts';
import type { RefundedLine } from './order-refund-email.ts';
import type { RefundPurpose } from './order-refund.entity.ts';
import { giftCardRefundedCents, inFlightCents, leftCents, minorOf, nothingLeft, wasPaid, type LockedOrder, type RefundRow } from './refund-rows.ts';
import { afterSaleSql } from './tables.ts';

/**
 * The first of a refund's recorded steps (DESIGN.md section 5): in the caller's transaction and under
 * its lock on the order, the order's state and what is left are checked, the amount is priced, and
 * the refund is written as `requested` with the job that settles it should the caller not get to the
 * end. Nothing has been asked of the payment provider yet: refund-settlement.ts does that, after this
 * transaction has committed.
 */

export const SETTLE_REFUND_JOB = 'after-sale.settle-refund';

/** How long the settling job leaves a fresh refund to the request that made it (which asks the provider at once). */
export const SETTLE_REFUND_DELAY_SECONDS = 60;

/** What to refund: an amount (US dollars, as the order's amounts), lines at what was paid for them, or everything left. */
export type RefundSpec = { amount: string } | { lines: readonly { orderItemId: number; quantity: number }[]; restock: boolean } | { all: true };

export interface RefundRequestOptions {
  reason: string;
  actor: OrderActor;
  purpose: RefundPurpose;
  /** Names the refund: a request with a key that names one already (not failed) gets that one. */
  idempotencyKey: string | null;
}

/** Order statuses whose payment may be refunded by an admin or a return. */
const REFUNDABLE: ReadonlySet<OrderStatus> = new Set(['paid', 'in_production', 'shipped', 'delivered', 'partially_refunded']);

/** Why an order's payment cannot be refunded now; null when it can. A cancellation refunds the order it is cancelling. */
function refusal(order: LockedOrder, purpose: RefundPurpose): DomainError | null {
  if (!wasPaid(order)) return new DomainError('CONFLICT', 'This order was not paid (a coupon covered it): there is nothing to refund.');
  const status = order.status as OrderStatus;
  if (purpose === 'cancellation' ? status === 'cancelling' : REFUNDABLE.has(status)) return null;
  switch (status) {
    case 'pending':
      return new DomainError('CONFLICT', 'The bank payment of this order is still clearing: it can be refunded once it has cleared.');
    case 'cancelling':
      return new DomainError('CONFLICT', 'This order is being cancelled: what is left of its payment is refunded as part of the cancellation.');
    case 'refunded':
      return new DomainError('CONFLICT', nothingLeft('0.00'));
    default:
      return new DomainError('CONFLICT', `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: there is nothing to refund.`);
  }
}

interface PricedLine {
  orderItemId: number;
  productId: number;
  quantity: number;
  label: string;
  cents: number;
}

/** Lines at what was paid for them (paidForLineCents): up to the quantity ordered, less what refunds that did not fail took of it. */
async function priceLines(tx: EntityManager, order: LockedOrder, wanted: readonly { orderItemId: number; quantity: number }[]): Promise<PricedLine[]> {
  const db = afterSaleSql(tx);
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.product_id', 'i.quantity', 'i.price', 'p.title', sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size')])
    .where('i.order_id', '=', order.id)
    .execute();
  const earlier = await db
    .selectFrom('order_refunds')
    .select('lines')
    .where('order_id', '=', order.id)
    .where('lines', 'is not', null)
    .where('status', '<>', 'failed')
    .execute();
  const taken = quantitiesByLine(earlier.map(({ lines }) => lines));

  const paidOrder = { subtotalCents: toCents(order.subtotal), discountCents: toCents(order.discount), taxRate: Number(order.tax_rate) };
  return [...quantitiesByLine([wanted])].map(([orderItemId, quantity]) => {
    const item = items.find((candidate) => candidate.id === orderItemId);
    if (!item) throw new DomainError('BAD_REQUEST', `lines: Line ${orderItemId} is not a line of this order.`);
    const left = item.quantity - (taken.get(orderItemId) ?? 0);
    if (quantity > left) {
      throw new DomainError('CONFLICT', `Only ${left} of ${item.title} ${left === 1 ? 'is' : 'are'} left to refund on this order.`);
    }
    return {
      orderItemId,
      productId: item.product_id,
      quantity,
      label: `${quantity} × ${item.title}${item.size ? ` (${item.size})` : ''}`,
      cents: paidForLineCents({ unitCents: toCents(item.price), quantity }, paidOrder),
    };
  });
}

/** A refund's lines as the customer's e-mail names them (how many of which print, in which size), the prints in the reader's language. */
export async function refundedLines(em: EntityManager, row: RefundRow, reader: Pick<MailReader, 'titles'>): Promise<RefundedLine[]> {
  if (!row.lines) return [];
  const order = await afterSaleSql(em)
    .selectFrom('orders')
    .select(['id', 'subtotal', 'discount', 'tax_rate'])
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  const items = await afterSaleSql(em)
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.product_id', 'p.title', sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size')])
    .where('i.order_id', '=', order.id)
    .execute();
  return row.lines.map(({ orderItemId, quantity }) => {
    const item = items.find((candidate) => candidate.id === orderItemId);
    return { quantity, title: item ? titleFor(reader, item.product_id, item.title) : `#${orderItemId}`, size: item?.size ?? null };
  });
}

/**
 * In the provider's currency, a refund of `cents` on top of what came before: the difference of the
 * running totals, so that refunds in a currency other than dollars add up to exactly what was captured.
 * One that rounds to nothing is refused with the least amount that does not.
 */
function minorAmount(order: LockedOrder, before: number, cents: number): number {
  const amountMinor = minorOf(order, before + cents) - minorOf(order, before);
  if (amountMinor > 0) return amountMinor;
  let least = cents + 1;
  while (minorOf(order, before + least) - minorOf(order, before) <= 0) least += 1;
  throw new DomainError(
    'BAD_REQUEST',
    `amount: $${centsToDecimal(cents)} is less than the smallest amount of ${order.currency.trim()} this order can be refunded (the customer paid in ${order.currency.trim()}): refund at least $${centsToDecimal(least)}.`,
  );
}

/**
 * In `tx`, under the caller's lock on `order` (lockOrder): records the refund as `requested`, its
 * claim held by the caller (who asks the provider next: refund-settlement.ts settleClaimed), and
 * queues its settling job. A key that names a refund already answers that one, `created` false.
 */
export async function requestRefund(
  tx: EntityManager,
  jobs: JobQueue,
  order: LockedOrder,
  spec: RefundSpec,
  options: RefundRequestOptions,
): Promise<{ row: RefundRow; created: boolean }> {
  const db = afterSaleSql(tx);
  if (options.idempotencyKey) {
    const named = await db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('idempotency_key', '=', options.idempotencyKey)
      .where('status', '<>', 'failed')
      .executeTakeFirst();
    if (named) return { row: named, created: false };
  }
  const refused = refusal(order, options.purpose);
  if (refused) throw refused;

  const lines = 'lines' in spec ? await priceLines(tx, order, spec.lines) : null;
  const inFlight = await inFlightCents(tx, order.id);
  const before = toCents(order.amount_refunded) + inFlight;
  const left = leftCents(order, inFlight);
  const cents = lines ? lines.reduce((sum, line) => sum + line.cents, 0) : 'amount' in spec ? toCents(spec.amount) : left;
  if (cents > left || left <= 0) throw new DomainError('CONFLICT', `${nothingLeft(centsToDecimal(Math.max(left, 0)))} This refund would be $${centsToDecimal(cents)}.`);
  // The gift card that paid part of the order gets its part back first, up to what it paid; the
  // provider is asked for the rest, in running totals of its own part only.
  const toCardBefore = await giftCardRefundedCents(tx, order.id);
  const toCard = Math.min(cents, Math.max(toCents(order.gift_card_amount) - toCardBefore, 0));
  if (toCard > 0 && (await orderGiftCardVoid(tx, order.id))) {
    throw new DomainError('CONFLICT', `The gift card that paid for this order is void, so its $${centsToDecimal(toCard)} cannot go back to it. Give the customer a new card in the Gift Cards tab instead.`);
  }
  const amountMinor = cents === toCard ? 0 : minorAmount(order, before - toCardBefore, cents - toCard);
  // An order that bought a gift card takes the card back with its money.
  await withdrawSoldGiftCard(tx, order.id, { note: options.reason, whole: cents === left });

  const row = await db
    .insertInto('order_refunds')
    .values({
      order_id: order.id,
      amount: centsToDecimal(cents),
      gift_card_amount: centsToDecimal(toCard),
      amount_minor: amountMinor,
      // As JSON text: pg would write a JavaScript array as a PostgreSQL array.
      lines: lines && sql<RefundRow['lines']>`${JSON.stringify(lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })))}::jsonb`,
      reason: options.reason,
      restocked: 'restock' in spec && spec.restock,
      purpose: options.purpose,
      actor_kind: options.actor.kind,
      actor_email: options.actor.kind === 'admin' ? options.actor.email : null,
      idempotency_key: options.idempotencyKey,
      status: 'requested',
      attempt_at: sql<Date>`now()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await jobs.send(tx, SETTLE_REFUND_JOB, { refundId: row.id }, { startAfterSeconds: SETTLE_REFUND_DELAY_SECONDS });
  return { row, created: true };
}
