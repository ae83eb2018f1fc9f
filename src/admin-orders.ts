import { z } from 'zod';
import { FIRST_FILTER_DAY, LAST_FILTER_DAY } from './shop-time.ts';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { OrderAddress } from './checkout.ts';
import { CountryCode } from './location.ts';
import { listPaging } from './paging.ts';
import { ReturnLookupInput } from './returns.ts';
import { CANCELLATION_STATUSES, ORDER_ACTOR_KINDS, ORDER_REFUND_STATUSES, ORDER_STATUSES, PREMIUM_STATUSES } from './statuses.ts';
import { optionalText, text } from './text.ts';

/**
 * The Orders tab of the admin dashboard: its list's filters and rows, an order's detail, and the
 * inputs of its actions. Amounts are 2-decimal strings of US dollars, as the orders table keeps them
 * (the order's own currency and rate come with them).
 */

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const OrderStatusValue = z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` });

/** A calendar day, read in the shop's time zone (America/New_York), within the filters' days. */
export { FIRST_FILTER_DAY, LAST_FILTER_DAY };

export const Day = (what: string) =>
  z
    .string({ message: `${what} must be a date such as 2026-11-26` })
    .trim()
    // Each check only for what passed the one before, and the range's checks only for days that passed
    // them all (abort): one message, saying what is wrong.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${what} must be a date such as 2026-11-26`, abort: true })
    .refine(
      (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      },
      { message: `${what} is not a day of the calendar`, abort: true },
    )
    .refine((day) => day >= FIRST_FILTER_DAY && day <= LAST_FILTER_DAY, {
      message: `${what} must be a day from ${FIRST_FILTER_DAY} to ${LAST_FILTER_DAY}`,
      abort: true,
    });

/** What the Orders tab's list and its CSV export are filtered by. */
const orderFilters = {
  status: OrderStatusValue.optional(),
  /** An order number, or part of the customer's e-mail or name. */
  q: text('Search', { max: 100, tooLong: 'Search for at most 100 characters' })
    .optional()
    .transform((q) => q || undefined),
  /** Both inclusive. */
  from: Day('From').optional(),
  to: Day('To').optional(),
  country: CountryCode.optional(),
  /**
   * Only the print orders that need staff (true) or none of them (false): refused by Printify, or
   * not at Printify an hour after payment (server/modules/order/print-attention.ts).
   */
  needsAttention: z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: 'needsAttention must be true or false' })
    .transform((value) => value === true || value === 'true')
    .optional(),
};
/** A range of days runs forwards (the Overview's too): the check, and its message on `to`. */
export const fromBeforeTo = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => !from || !to || from <= to;
export const FROM_BEFORE_TO = { path: ['to'], message: 'To must not be before From' };

export const AdminOrderListInput = z.strictObject({ ...listPaging(ADMIN_PAGE_SIZE), ...orderFilters }).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AdminOrderListInput = z.input<typeof AdminOrderListInput>;

/** GET /api/admin/orders.csv's query: the list's filters, every matching order. */
export const AdminOrderExportInput = z.strictObject(orderFilters).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AdminOrderExportInput = z.input<typeof AdminOrderExportInput>;

export const AdminOrderRow = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  email: z.string().nullable(),
  customerName: z.string(),
  /** Placed by a guest, or by a customer signed in to their account. */
  guest: z.boolean(),
  itemCount: z.number().int(),
  total: Money,
  currency: z.string(),
  status: OrderStatusValue,
  amountRefunded: Money,
  /** The account's tier; null for a guest's order. */
  premiumStatus: z.enum(PREMIUM_STATUSES).nullable(),
  /** Its print order needs staff: refused by Printify, or not at Printify an hour after payment. */
  needsAttention: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** An order named by its number, as customers quote it. */
export const OrderNumberInput = z.strictObject({ orderNumber: ReturnLookupInput.shape.orderNumber });

const Address = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lines: z.array(z.string()),
  country: z.string(),
});

/**
 * Where a print order goes, as staff correct it: the checkout's address schema and messages, less the
 * e-mail (the customer's contact, not the parcel's: it stays the order's), and with the last name
 * optional, since an order placed with a single name has none (it is sent as Printify's last name).
 */
export const ShippingCorrection = OrderAddress.omit({ email: true }).extend({ lastName: optionalText('Last name', 100) });
export type ShippingCorrection = z.input<typeof ShippingCorrection>;

/** A shipping address as stored on an order, field by field ('' for a field left blank). */
export const ShippingFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type ShippingFields = z.infer<typeof ShippingFields>;

/** Why an order's print needs staff, as its detail shows it. */
export const PrintAttention = z.object({
  /** `refused`: Printify refused it for good; `late`: not at Printify an hour after it was queued (paid, or sent again). */
  kind: z.enum(['refused', 'late']),
  /** When Printify refused it, or when it was queued. ISO 8601. */
  since: z.string(),
  /** Printify's reason, or what the last try failed with (it is tried again); null before any try failed. */
  reason: z.string().nullable(),
  /** The shipping address as stored, for the correction form. */
  shipping: ShippingFields,
});
export type PrintAttention = z.infer<typeof PrintAttention>;

/** One refund on an order, as the detail and a refund's answer show it. */
export const OrderRefundView = z.object({
  id: z.number().int(),
  amount: Money,
  lines: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })).nullable(),
  reason: z.string(),
  restocked: z.boolean(),
  actor: z.enum(ORDER_ACTOR_KINDS),
  actorEmail: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  status: z.enum(ORDER_REFUND_STATUSES),
  /** Why the provider refused it, or what a requested one waits on. */
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRefundView = z.infer<typeof OrderRefundView>;

/** An order's newest cancellation: in progress (with what it waits on), completed, or refused by the print provider. */
export const OrderCancellationView = z.object({
  status: z.enum(CANCELLATION_STATUSES),
  reason: z.string(),
  actorEmail: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  waitingOn: z.string().nullable(),
});
export type OrderCancellationView = z.infer<typeof OrderCancellationView>;

export const AdminOrderDetail = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: OrderStatusValue,
  email: z.string().nullable(),
  guest: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      title: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      /** How many are left to refund by line: the quantity, less what refunds by line took. */
      refundable: z.number().int(),
      unitPrice: Money,
      imageUrl: z.string().nullable(),
    }),
  ),
  amounts: z.object({
    subtotal: Money,
    discount: Money,
    couponCode: z.string().nullable(),
    tax: Money,
    /** The order's tax rate, e.g. 0.0800: with subtotal and discount, what a line refund gives back (paidForLineCents). */
    taxRate: z.string(),
    shipping: Money,
    total: Money,
    /** The currency the customer paid in, its units per US dollar at the time, and the total in it. */
    currency: z.string(),
    exchangeRate: z.string(),
    /** What the payment charged in it: the total less what a gift card paid. */
    totalInCurrency: z.string(),
    /** What a gift card paid of the total. */
    giftCardAmount: Money,
  }),
  /** The gift card this order bought, if it is a card's order: it has no lines, and nothing is printed. */
  soldGiftCard: z
    .object({ last4: z.string().nullable(), recipientEmail: z.string(), deliverAt: z.string(), deliveredAt: z.string().nullable(), voidedAt: z.string().nullable() })
    .nullable(),
  shippingAddress: Address,
  billingAddress: Address.nullable(),
  /** What the customer's tier gave the order when it was placed (kept on the order; null tier for a guest). */
  service: z.object({
    premiumTier: z.enum(PREMIUM_STATUSES).nullable(),
    returnWindowDays: z.number().int(),
    freeReturnShipping: z.boolean(),
  }),
  payment: z.object({
    /** The provider's payment id (pi_… for Stripe); null for an order with nothing to pay. */
    providerId: z.string().nullable(),
    method: z.string().nullable(),
    captured: Money,
    refunded: Money,
    /** Refunds asked of the provider whose answer is not in yet: spoken for, not yet given back. */
    awaitingProvider: Money,
  }),
  refunds: z.array(OrderRefundView),
  cancellation: OrderCancellationView.nullable(),
  printify: z.object({ orderId: z.string().nullable(), status: z.string().nullable() }),
  /** Null unless the print order needs staff (then the shipping address may be corrected and sent again). */
  printAttention: PrintAttention.nullable(),
  shipment: z.object({
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
  /** E-mails the mail server accepted for this order in the last 30 days (the sent-mail records' life). */
  emails: z.array(z.object({ kind: z.string(), sentAt: z.string() })),
  returns: z.array(
    z.object({
      id: z.number().int(),
      orderItemId: z.number().int(),
      reason: z.string(),
      comments: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
      photos: z.array(z.object({ id: z.number().int(), url: z.string(), previewUrl: z.string() })),
    }),
  ),
  /** The account behind the order; null for a guest. */
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      premiumStatus: z.enum(PREMIUM_STATUSES),
      vipNotes: z.string().nullable(),
      orderCount: z.number().int(),
      totalSpent: Money,
    })
    .nullable(),
  timeline: z.array(
    z.object({
      at: z.string(),
      actor: z.enum(ORDER_ACTOR_KINDS),
      /** The admin's e-mail; null for other actors. */
      actorEmail: z.string().nullable(),
      from: OrderStatusValue.nullable(),
      to: OrderStatusValue,
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

// ---- Actions ----

export const REFUND_REASON_MAX = 500;

/**
 * How many of each order line some lists of lines hold (by order item id): what refunds by line took,
 * what they put back in stock, or a refund's own lines with a line named twice counted once.
 */
export function quantitiesByLine(lists: readonly (readonly { orderItemId: number; quantity: number }[] | null)[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const lines of lists) for (const line of lines ?? []) quantities.set(line.orderItemId, (quantities.get(line.orderItemId) ?? 0) + line.quantity);
  return quantities;
}

const RefundLine = z.strictObject({
  orderItemId: z.coerce.number({ message: 'Choose the order line to refund' }).int('Choose the order line to refund').positive('Choose the order line to refund').max(2_147_483_647, 'Choose the order line to refund'),
  quantity: z.coerce.number({ message: 'Quantity must be a whole number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99'),
});

/** A refund's amount in US dollars, as typed: up to 8 digits and 2 decimals, more than nothing. */
export const RefundAmount = z
  .string({ message: 'Amount must be a sum such as 12.50' })
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Amount must be a sum such as 12.50')
  .refine((amount) => Number(amount) > 0, 'Amount must be more than 0.00');

/**
 * A refund on an order: an amount (US dollars, as the order's amounts) or lines, each at what was
 * paid for it (its share of the discount and its tax; the server works it out). Never more than is
 * left of the payment.
 */
export const RefundOrderInput = z
  .strictObject({
    orderNumber: OrderNumberInput.shape.orderNumber,
    amount: RefundAmount.optional(),
    lines: z.array(RefundLine).min(1, 'Choose at least one line to refund').max(100, 'At most 100 lines').optional(),
    reason: text('Reason', { max: REFUND_REASON_MAX, required: 'Please say why the order is refunded', multiline: true }),
    /** Puts the refunded lines' prints back in stock. */
    restock: z.boolean({ message: 'Restock must be true or false' }).default(false),
    /** The request's Idempotency-Key: the same key makes one refund, however often it is sent. */
    idempotencyKey: text('Idempotency-Key', { max: 255, required: 'Idempotency-Key is empty' }).optional(),
  })
  .refine(({ amount, lines }) => (amount === undefined) !== (lines === undefined), {
    path: ['amount'],
    message: 'Give either an amount or lines to refund, not both',
  })
  .refine(({ amount, restock }) => !(amount !== undefined && restock), { path: ['restock'], message: 'Restock goes with lines, not an amount' });
export type RefundOrderInput = z.input<typeof RefundOrderInput>;

/** What a refund answers: the refund, and the order's status and what is left to refund after it. */
export const RefundReceipt = z.object({
  refund: OrderRefundView,
  status: OrderStatusValue,
  amountRefunded: Money,
  remaining: Money,
});
export type RefundReceipt = z.infer<typeof RefundReceipt>;

export const CancelOrderInput = z.strictObject({
  orderNumber: OrderNumberInput.shape.orderNumber,
  reason: text('Reason', { max: REFUND_REASON_MAX, required: 'Please say why the order is cancelled', multiline: true }),
});
export type CancelOrderInput = z.input<typeof CancelOrderInput>;

/**
 * What a cancellation answers: the order cancelled, or still cancelling with what it waits on (a
 * provider to answer; staff, for a refund the provider refused), and the refund that went with it
 * (none for an order paid by nothing).
 */
export const CancelReceipt = z.object({ status: z.enum(['cancelled', 'cancelling']), refund: OrderRefundView.nullable(), waitingOn: z.string().nullable() });
export type CancelReceipt = z.infer<typeof CancelReceipt>;

export const RESEND_EMAIL_TYPES = ['confirmation', 'shipping'] as const;

export const ResendEmailInput = z.strictObject({
  orderNumber: OrderNumberInput.shape.orderNumber,
  type: z.enum(RESEND_EMAIL_TYPES, { message: 'Type must be confirmation or shipping' }),
});
export type ResendEmailInput = z.input<typeof ResendEmailInput>;

export const ResendReceipt = z.object({ queued: z.literal(true), to: z.string(), type: z.enum(RESEND_EMAIL_TYPES) });
export type ResendReceipt = z.infer<typeof ResendReceipt>;

/**
 * Staff correct where a print order goes and send it to Printify again (POST
 * /api/admin/orders/{orderNumber}/shipping): for an order still waiting to be sent.
 */
export const FixShippingInput = z.strictObject({ orderNumber: OrderNumberInput.shape.orderNumber, ...ShippingCorrection.shape });
export type FixShippingInput = z.input<typeof FixShippingInput>;

/** The address as now stored, and the submission queued. */
export const FixShippingReceipt = z.object({ orderNumber: z.string(), shipping: ShippingFields, queued: z.literal(true) });
export type FixShippingReceipt = z.infer<typeof FixShippingReceipt>;
