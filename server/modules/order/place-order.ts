import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderView } from '../../../src/checkout.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { TAX_PERCENT } from '../../../src/pricing.ts';
import type { PaymentIntentState } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { ownedBy } from '../cart/cart-owner.ts';
import { loadSnapshot, type CheckoutSnapshotPayload } from './checkout-snapshot.ts';
import { DomainError } from '../common/domain-error.ts';
import type { StoredAddress } from './address.ts';
import { sendOrderConfirmation } from './order-email.ts';
import { newOrderNumber } from './order-number.ts';
import { orderView } from './order.queries.ts';

/**
 * A paid PaymentIntent becomes exactly one order, whoever reports it first: the browser's POST
 * or the provider's webhook (DESIGN.md section 5). Everything in the order comes from the server's
 * snapshot of the checkout; the database enforces the rules that must hold under concurrency.
 */

export const NOT_PAID = 'Your payment has not gone through yet. Please complete the payment, or use another card.';
export const ORDER_NOT_FOUND = 'Order not found';
export const UNKNOWN_PAYMENT = 'This payment is not known to the shop.';
export const COUPON_USED_UP = 'This coupon has been used up. Your payment was not turned into an order; please contact support.';

/** Card payments are done; an ACH debit is under way for days but already makes the order. */
const ORDER_STATUS = { succeeded: 'confirmed', processing: 'processing' } as const;

export interface RecordedOrder {
  order: OrderView;
  /** False when the intent had made its order before (a repeated POST, or webhook then POST). */
  created: boolean;
}

export type OrderDeps = { em: EntityManager; services: Pick<Services, 'mailer' | 'supportEmail' | 'log' | 'clock'> };

/**
 * Records the order for a paid intent (as the provider reports it, never as a client says).
 * `contactEmail` fills in an e-mail the checkout did not have when it created the intent; `billing`
 * is kept as given (it prices nothing).
 */
export async function recordPaidIntent(
  deps: OrderDeps,
  intent: PaymentIntentState,
  extras: {
    contactEmail?: string | null;
    billing?: StoredAddress | null;
    /** Checked before anything is written: a caller who is not the checkout's owner gets a 404. */
    mayRecord?: (owner: CheckoutSnapshotPayload['owner']) => Promise<boolean>;
  } = {},
): Promise<RecordedOrder> {
  if (intent.status !== 'succeeded' && intent.status !== 'processing') throw new DomainError('PAYMENT_REQUIRED', NOT_PAID);
  const snapshotId = intent.metadata.checkout;
  const snapshot = snapshotId ? await loadSnapshot(deps.em, snapshotId) : null;
  if (!snapshot) throw new DomainError('BAD_REQUEST', UNKNOWN_PAYMENT);
  if (intent.amountMinor !== snapshot.amountMinor || intent.currency.toLowerCase() !== snapshot.currency) {
    throw new DomainError('BAD_REQUEST', 'The payment amount does not match the order. Please contact support.');
  }
  if (extras.mayRecord && !(await extras.mayRecord(snapshot.owner))) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);
  const status = ORDER_STATUS[intent.status];
  const email = snapshot.email ?? extras.contactEmail ?? null;

  const { orderId, created } = await insertOnce(deps, intent, snapshot, { status, email, billing: extras.billing ?? null });
  const emailAdded = !created && (await catchUp(deps.em, orderId, status, email));
  const order = (await orderView(deps.em, orderId))!;
  if ((created || emailAdded) && order.customerEmail) {
    // After the commit and without waiting: a mail server that fails does not undo a paid order.
    sendOrderConfirmation(deps.services, order, snapshot).catch((error: unknown) =>
      deps.services.log.error({ err: error, orderNumber: order.orderNumber }, 'order confirmation e-mail failed'),
    );
  }
  return { order, created };
}

/**
 * A later report about an existing order: an ACH debit that cleared confirms it, and a guest's
 * e-mail that the webhook did not know is added. True when the e-mail was added (so the
 * confirmation goes out now).
 */
async function catchUp(em: EntityManager, orderId: number, status: string, email: string | null): Promise<boolean> {
  if (status === 'confirmed') {
    await em.execute(`update orders set status = 'confirmed', updated_at = now() where id = ? and status = 'processing'`, [orderId]);
  }
  if (!email) return false;
  const added = await em.execute<{ id: number }[]>(
    `update orders set guest_email = ?, shipping_address = jsonb_set(shipping_address, '{email}', to_jsonb(?::text)), updated_at = now()
      where id = ? and user_id is null and guest_email is null
      returning id`,
    [email, email, orderId],
  );
  return added.length > 0;
}

const ORDER_NUMBER_ATTEMPTS = 5;

async function insertOnce(
  deps: OrderDeps,
  intent: PaymentIntentState,
  snapshot: CheckoutSnapshotPayload,
  details: { status: string; email: string | null; billing: StoredAddress | null },
): Promise<{ orderId: number; created: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.em.fork().transactional((tx) => insertOrder(tx, deps.services.clock(), intent, snapshot, details));
    } catch (error) {
      // Order numbers are random: on the rare clash, the whole transaction runs again with a new one.
      const clash = error instanceof UniqueConstraintViolationException && error.message.includes('orders_order_number_unique');
      if (!clash || attempt === ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

async function insertOrder(
  tx: EntityManager,
  now: Date,
  intent: PaymentIntentState,
  snapshot: CheckoutSnapshotPayload,
  details: { status: string; email: string | null; billing: StoredAddress | null },
): Promise<{ orderId: number; created: boolean }> {
  const { totals, owner } = snapshot;
  // A concurrent insert of the same intent waits for this one's transaction, then does nothing.
  const [inserted] = await tx.execute<{ id: number }[]>(
    `insert into orders (order_number, user_id, guest_email, status, subtotal, tax, shipping, discount, total, currency,
                         exchange_rate, customer_country, customer_region, tax_rate, payment_method, coupon_code,
                         payment_intent_id, shipping_address, billing_address)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)
     on conflict (payment_intent_id) do nothing
     returning id`,
    [
      newOrderNumber(now),
      owner.userId,
      owner.userId === null ? details.email : null,
      details.status,
      centsToDecimal(totals.subtotal),
      centsToDecimal(totals.tax),
      centsToDecimal(totals.shipping),
      centsToDecimal(totals.discount),
      centsToDecimal(totals.total),
      snapshot.currency.toUpperCase(),
      snapshot.exchangeRate,
      snapshot.country,
      snapshot.region?.slice(0, 100) ?? null,
      (TAX_PERCENT / 100).toFixed(4),
      intent.paymentMethodType,
      snapshot.couponCode,
      intent.id,
      JSON.stringify(storedShipping(snapshot, details.email)),
      details.billing ? JSON.stringify(details.billing) : null,
    ],
  );
  if (!inserted) {
    const [existing] = await tx.execute<{ id: number }[]>('select id from orders where payment_intent_id = ?', [intent.id]);
    return { orderId: existing!.id, created: false };
  }
  const orderId = inserted.id;

  await tx.execute(
    `insert into order_items (order_id, product_id, variant_id, quantity, price)
     select ?, line.product_id, line.variant_id, line.quantity, line.unit_cents / 100.0
       from jsonb_to_recordset(?::jsonb) as line(product_id int, variant_id varchar, quantity int, unit_cents int)`,
    [
      orderId,
      JSON.stringify(snapshot.lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity, unit_cents: line.unitCents }))),
    ],
  );
  await takeStock(tx, snapshot);
  if (snapshot.couponCode) await countCouponUse(tx, snapshot.couponCode);

  // The cart this checkout was made from: the account's, else the session's.
  const cartOwner = owner.userId !== null ? { userId: owner.userId } : owner.sessionId !== null ? { sessionId: owner.sessionId } : null;
  if (cartOwner) {
    const owned = ownedBy(cartOwner, 'ci');
    await tx.execute(`delete from cart_items ci where ${owned.sql}`, owned.params);
  }
  if (owner.userId !== null) {
    await tx.execute('update users set order_count = order_count + 1, total_spent = total_spent + ?, updated_at = now() where id = ?', [
      centsToDecimal(totals.total),
      owner.userId,
    ]);
  }
  return { orderId, created: true };
}

/**
 * One conditional decrement per product (its sizes together), in id order so concurrent checkouts
 * lock rows in the same order. A product short of stock, or withdrawn from sale, undoes the order.
 */
async function takeStock(tx: EntityManager, snapshot: CheckoutSnapshotPayload) {
  const perProduct = new Map<number, number>();
  for (const line of snapshot.lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b)) {
    const updated = await tx.execute<{ title: string }[]>(
      `update products set inventory = inventory - ?, updated_at = now()
        where id = ? and in_stock and inventory >= ?
        returning title`,
      [quantity, productId, quantity],
    );
    if (updated.length === 0) {
      const [product] = await tx.execute<{ title: string }[]>('select title from products where id = ?', [productId]);
      throw new DomainError(
        'CONFLICT',
        `${product?.title ?? 'A print in your cart'} sold out while you were paying. Your payment was not turned into an order; please contact support.`,
      );
    }
  }
}

/** Counts one use unless that would pass max_uses: the database decides, not a read before. */
async function countCouponUse(tx: EntityManager, code: string) {
  const updated = await tx.execute<{ id: number }[]>(
    `update coupons set current_uses = current_uses + 1, updated_at = now()
      where upper(code) = upper(?) and (max_uses is null or current_uses < max_uses)
      returning id`,
    [code],
  );
  if (updated.length === 0) throw new DomainError('CONFLICT', COUPON_USED_UP);
}

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
