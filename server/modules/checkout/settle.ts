import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { OrderView } from '../../../src/orders.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import type { ShopText } from '../../../src/shop-text.ts';
import { TAX_PERCENT } from '../../../src/pricing.ts';
import { DEFAULT_TIER_BENEFITS } from '../../../src/tier-benefits.ts';
import type { PaymentIntentState } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { takePaidLines, type CartOwner } from '../cart/index.ts';
import { perProduct } from '../catalogue/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { sellGiftCard, spendGiftCard } from '../gift-cards/index.ts';
import { queueMail } from '../mail/index.ts';
import { addGuestEmail, confirmClearedOrder, insertOrder, mailReader, newOrderNumber, orderConfirmation, orderView, queuePrinting, type OrderActor, type StoredAddress } from '../order/index.ts';
import { recordPurchase } from '../user/index.ts';
import { CannotFulfil, releaseHold, sellCheckout } from './holds.ts';
import { decideRefund, refundOf } from './refunds.ts';
import type { CheckoutSnapshotPayload } from './snapshot.entity.ts';
import { loadSnapshot } from './snapshot.ts';
import { checkoutSql } from './tables.ts';

/**
 * A paid PaymentIntent ends in exactly one order, or, when its stock or coupon use went to someone
 * else while it was being paid, in exactly one refund; whoever reports it first decides, the browser's
 * POST or the provider's webhook (DESIGN.md section 5). Everything in the order comes from the
 * server's snapshot of the checkout, and the confirmation e-mail is queued in the order's transaction.
 */

export const NOT_PAID = tx('Your payment has not gone through yet. Please complete the payment, or use another card.');
export const ORDER_NOT_FOUND = tx('Order not found');
export const UNKNOWN_PAYMENT = tx('This payment is not known to the shop.');
const CHECKOUT_ORDERED = tx('This checkout already has its order, paid by another payment. Please contact support.');
const AMOUNT_MISMATCH = tx('The payment amount does not match the order. Please contact support.');
const CARD_SPENT_MEANWHILE = tx('Your gift card was spent on another order while you were paying, so it no longer covers its part of this one.');

/** Card payments are done; an ACH debit is under way for days but already makes the order, pending. */
const ORDER_STATUS = { succeeded: 'paid', processing: 'pending' } as const;

export type Settlement =
  | { kind: 'order'; order: OrderView; created: boolean }
  /** No order: the payment goes back (refunds.ts). `reason` says what went wrong. */
  | { kind: 'refund'; reason: ShopText; created: boolean };

export type OrderDeps = { em: EntityManager; services: Pick<Services, 'jobs' | 'supportEmail' | 'publicUrl' | 'clock' | 'payments' | 'metrics'> };

/** What a paid checkout says beyond its snapshot: an e-mail it did not know yet, and a billing address. */
export interface OrderExtras {
  contactEmail?: string | null;
  billing?: StoredAddress | null;
  /** Checked before anything is written: a caller who is not the checkout's owner gets a 404. */
  mayRecord?: (owner: CartOwner) => Promise<boolean>;
  /** Who reports the payment: the shopper's browser or the provider's webhook, for the timeline. */
  actor: OrderActor;
}

/**
 * Settles a paid intent (as the provider reports it, never as a client says): its order, made now or
 * before, or its refund. Throws a DomainError for an intent that is not paid or not the shop's.
 */
export async function settlePaidIntent(deps: OrderDeps, intent: PaymentIntentState, extras: OrderExtras): Promise<Settlement> {
  if (intent.status !== 'succeeded' && intent.status !== 'processing') throw new DomainError('PAYMENT_REQUIRED', NOT_PAID);
  const checkoutId = intent.metadata.checkout;
  const snapshot = checkoutId ? await loadSnapshot(deps.em, checkoutId) : null;
  if (!checkoutId || !snapshot) throw new DomainError('BAD_REQUEST', UNKNOWN_PAYMENT);
  if (intent.amountMinor !== snapshot.amountMinor || intent.currency.toLowerCase() !== snapshot.currency) {
    throw new DomainError('BAD_REQUEST', AMOUNT_MISMATCH);
  }
  if (extras.mayRecord && !(await extras.mayRecord(snapshot.owner))) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);
  const status = ORDER_STATUS[intent.status];
  const email = snapshot.email ?? extras.contactEmail ?? null;
  const payment = { intentId: intent.id, methodType: intent.paymentMethodType, status };

  const settlement = await withOrderNumberRetry(() =>
    deps.em.fork().transactional(async (tx): Promise<Settlement> => {
      // One report of this payment at a time: the second waits, then finds what the first decided.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${intent.id}`}, 0))`.execute(checkoutSql(tx));
      const existing = await checkoutSql(tx).selectFrom('orders').select('id').where('payment_intent_id', '=', intent.id).executeTakeFirst();
      if (existing) {
        await catchUp(tx, deps, existing.id, snapshot, { status, email, actor: extras.actor });
        return { kind: 'order', order: (await orderView(tx, existing.id))!, created: false };
      }
      const refund = await refundOf(tx, intent.id);
      if (refund) return { kind: 'refund', reason: refund.reason, created: false };
      // A checkout ends in one order (orders.checkout_id is unique): another intent naming it makes none.
      const ordered = await checkoutSql(tx).selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).executeTakeFirst();
      if (ordered) throw new DomainError('CONFLICT', CHECKOUT_ORDERED);

      try {
        // A savepoint: an order that cannot be made leaves nothing behind but the refund below.
        const order = await tx.transactional((inner) =>
          createOrder(inner, deps, { checkoutId, snapshot, payment, email, billing: extras.billing ?? null, actor: extras.actor }),
        );
        return { kind: 'order', order, created: true };
      } catch (error) {
        if (!(error instanceof CannotFulfil)) throw error;
        // Its hold, if it still had one (stock lowered by hand under it), goes back too.
        await releaseHold(tx, checkoutId);
        await decideRefund(tx, deps.services.jobs, {
          paymentIntentId: intent.id,
          checkoutId,
          amountMinor: intent.amountMinor,
          currency: intent.currency.toLowerCase(),
          email,
          reason: error.said,
          locale: snapshot.locale ?? DEFAULT_LOCALE,
        });
        return { kind: 'refund', reason: error.said, created: true };
      }
    }),
  );
  // Counted once committed, by whichever report decided.
  if (settlement.created) {
    deps.services.metrics.payments.inc({ event: settlement.kind === 'order' ? 'ordered' : 'refunded' });
    if (settlement.kind === 'order') deps.services.metrics.orders.inc({ status });
  }
  return settlement;
}

const ORDER_NUMBER_ATTEMPTS = 5;

/** Order numbers are random: on the rare clash, the whole transaction runs again with a new one. */
async function withOrderNumberRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const clash = error instanceof UniqueConstraintViolationException && error.message.includes('orders_order_number_unique');
      if (!clash || attempt === ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

export interface NewOrder {
  checkoutId: string;
  snapshot: CheckoutSnapshotPayload;
  /** Null for an order with nothing to pay (a coupon that covers it all). */
  payment: { intentId: string; methodType: string | null; status: 'paid' | 'pending' } | null;
  email: string | null;
  billing: StoredAddress | null;
  actor: OrderActor;
  /**
   * An order without a payment takes its lines from the cart only if they are still there: a second
   * click of the same checkout then finds them gone and places nothing.
   */
  cartMustHoldLines?: boolean;
}

/**
 * In `tx`: the order of a checkout, exactly its snapshot's lines. Its stock and coupon use are sold
 * (from the hold, or afresh; CannotFulfil when gone), its gift card pays its part (CannotFulfil when
 * the card no longer holds it), the paid lines leave the cart (lines added
 * since stay), the customer's totals grow, and the confirmation e-mail is queued.
 */
export async function createOrder(tx: EntityManager, deps: OrderDeps, order: NewOrder): Promise<OrderView> {
  const { snapshot, payment } = order;
  const { totals, owner } = snapshot;
  await sellCheckout(tx, { checkoutId: order.checkoutId, products: perProduct(snapshot.lines), couponCode: snapshot.couponCode });

  const orderId = await insertOrder(
    tx,
    {
      order_number: newOrderNumber(deps.services.clock()),
      user_id: 'userId' in owner ? owner.userId : null,
      guest_email: 'userId' in owner ? null : order.email,
      status: payment?.status ?? 'paid',
      subtotal: centsToDecimal(totals.subtotal),
      tax: centsToDecimal(totals.tax),
      shipping: centsToDecimal(totals.shipping),
      discount: centsToDecimal(totals.discount),
      total: centsToDecimal(totals.total),
      gift_card_amount: centsToDecimal(snapshot.giftCard?.cents ?? 0),
      currency: snapshot.currency.toUpperCase(),
      exchange_rate: snapshot.exchangeRate,
      customer_country: snapshot.country,
      customer_region: snapshot.region?.slice(0, 100) ?? null,
      tax_rate: (TAX_PERCENT / 100).toFixed(4),
      payment_method: payment ? payment.methodType : snapshot.giftCard ? 'gift_card' : 'none',
      coupon_code: snapshot.couponCode,
      locale: snapshot.locale ?? DEFAULT_LOCALE,
      // A guest has no tier; what the `none` row gave the order is kept all the same.
      premium_tier: 'userId' in owner ? (snapshot.tier?.tier ?? null) : null,
      return_window_days: snapshot.tier?.returnWindowDays ?? DEFAULT_TIER_BENEFITS.none.returnWindowDays,
      free_return_shipping: snapshot.tier?.freeReturnShipping ?? false,
      payment_intent_id: payment?.intentId ?? null,
      checkout_id: order.checkoutId,
      shipping_address: storedShipping(snapshot, order.email),
      billing_address: order.billing,
    },
    snapshot.lines.map((line) => ({ ...line, price: centsToDecimal(line.unitCents) })),
    order.actor,
    { paymentIntentId: payment?.intentId ?? null, total: centsToDecimal(totals.total) },
  );
  // Taken in the order's transaction by one conditional update: a card spent meanwhile makes no order
  // (and a paid one is refunded in full: settlePaidIntent), and never goes below zero.
  if (snapshot.giftCard && !(await spendGiftCard(tx, { cardId: snapshot.giftCard.id, cents: snapshot.giftCard.cents, orderId }))) {
    throw new CannotFulfil({ text: CARD_SPENT_MEANWHILE });
  }
  await takePaidLines(tx, owner, snapshot.lines, order.cartMustHoldLines ?? false);
  // A gift card bought is not a purchase of prints: the customer's totals (and tier) grow when it is spent.
  if ('userId' in owner && !snapshot.giftCardSale) await recordPurchase(tx, owner.userId, { total: centsToDecimal(totals.total), phone: snapshot.shipping.phone ?? null });

  const view = (await orderView(tx, orderId))!;
  if (snapshot.giftCardSale) {
    // Its own receipt instead of the confirmation of prints; a bank debit's card is made once it clears (catchUp).
    if (view.status === 'paid') await sellCard(tx, deps, view, snapshot);
    return view;
  }
  await queueConfirmation(tx, deps, view, snapshot);
  // A bank debit still processing is sent to print once it clears (catchUp).
  if (view.status === 'paid') await queuePrinting(tx, deps.services, orderId);
  return view;
}

/** The card a paid gift card order bought, its delivery if due, and its buyer's receipt (gift-cards/sale.ts). */
async function sellCard(tx: EntityManager, deps: OrderDeps, order: OrderView, snapshot: CheckoutSnapshotPayload) {
  await sellGiftCard(tx, deps.services, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    buyerEmail: order.customerEmail,
    locale: snapshot.locale ?? DEFAULT_LOCALE,
    sale: snapshot.giftCardSale!,
  });
}

/** Queues the confirmation in `tx` when the order has an address to send it to. */
async function queueConfirmation(tx: EntityManager, deps: OrderDeps, order: OrderView, snapshot: CheckoutSnapshotPayload) {
  const { customerEmail } = order;
  if (!customerEmail) return;
  await queueMail(deps.services.jobs, tx, orderConfirmation({ ...order, customerEmail }, snapshot.shipping, deps.services, await mailReader(tx, order.id)));
}

/**
 * A later report about an existing order: an ACH debit that cleared confirms it, and a guest's e-mail
 * that the webhook did not know is added, and its confirmation queued now.
 */
async function catchUp(
  tx: EntityManager,
  deps: OrderDeps,
  orderId: number,
  snapshot: CheckoutSnapshotPayload,
  { status, email, actor }: { status: 'paid' | 'pending'; email: string | null; actor: OrderActor },
) {
  if (status === 'paid' && (await confirmClearedOrder(tx, orderId, actor))) {
    if (snapshot.giftCardSale) await sellCard(tx, deps, (await orderView(tx, orderId))!, snapshot);
    else await queuePrinting(tx, deps.services, orderId);
  }
  if (email && (await addGuestEmail(tx, orderId, email))) await queueConfirmation(tx, deps, (await orderView(tx, orderId))!, snapshot);
}

/** A checkout phone as the profile can hold it (users.phone has 20 characters); null for none or a longer one. */
/** The snapshot's shipping details in the orders table's address shape. */
function storedShipping(snapshot: CheckoutSnapshotPayload, email: string | null): StoredAddress {
  const { name, phone, address } = snapshot.shipping;
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: email ?? '',
    phone: phone ?? null,
    address: address.line1,
    apartment: address.line2 ?? null,
    city: address.city,
    state: address.state ?? '',
    zipCode: address.postal_code,
    country: address.country,
  };
}
