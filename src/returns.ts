import { z } from 'zod';
import { EMAIL_MESSAGE, EmailAddress, emailAddress } from './auth.ts';
import { tx } from './i18n-text.ts';
import { listPaging } from './paging.ts';
import { OrderView } from './orders.ts';
import { addDays, shopDate, startOfShopDay } from './shop-time.ts';
import { ORDER_REFUND_STATUSES, PREMIUM_STATUSES, RETURN_STATUSES, type ReturnStatus } from './statuses.ts';
import { text } from './text.ts';
import { Id } from './cart.ts';

/**
 * Return requests (spec sections 2, 3, 5, 7 and 9): the reasons, the 7-day window, the photo limits
 * and the shapes both sides read. The server parses the request's fields with these schemas and the
 * /returns form validates with the same ones.
 */

/** The returns lookup (spec section 5): an order found by its number and its customer's e-mail. */
export const ReturnLookupInput = z.strictObject({
  // Spec section 5: blank or not an address, the lookup says the same.
  email: emailAddress(EMAIL_MESSAGE),
  orderNumber: text('Order number', { max: 20, required: tx('Order number is required'), tooLong: tx('An order number looks like CL-20261121-7K3M9Q') }).transform(
    (value) => value.toUpperCase(),
  ),
});
export type ReturnLookupInput = z.input<typeof ReturnLookupInput>;

/**
 * Spec section 3: value and label of each reason, in the order the form lists them. The labels are
 * English (the back office's and the e-mails' words) and catalog texts: the /returns form says them in
 * the page's language.
 */
export const RETURN_REASONS = [
  { value: 'defective', label: tx('Item arrived damaged/defective') },
  { value: 'wrong_item', label: tx('Wrong item received') },
  { value: 'not_as_described', label: tx('Item not as described') },
  { value: 'quality_issue', label: tx('Quality not as expected') },
  { value: 'changed_mind', label: tx('Changed my mind') },
  { value: 'other', label: tx('Other reason') },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['value'];
export const RETURN_REASON_VALUES = RETURN_REASONS.map((reason) => reason.value) as [ReturnReason, ...ReturnReason[]];

export const reasonLabel = (reason: string) => RETURN_REASONS.find((candidate) => candidate.value === reason)?.label ?? reason;

// ---- The window (spec section 9; a premium tier may give a longer one, kept on the order) ----

/** The spec's window: an order's own (returnWindowDays) comes from its customer's tier at the time. */
export const RETURN_WINDOW_DAYS = 7;
/** Why a return comes too late, `{days}` the order's window: a catalog text, filled in English by returnWindowMessage. */
export const RETURN_WINDOW_TEXT = tx('Returns must be initiated within {days} days');
export const returnWindowMessage = (days: number) => RETURN_WINDOW_TEXT.replace('{days}', String(days));
export const RETURN_WINDOW_MESSAGE = returnWindowMessage(RETURN_WINDOW_DAYS);

/**
 * The last day an order may be returned on (YYYY-MM-DD): the `days`th calendar day after the day it
 * was created, both days counted in the shop's time zone, so that a return started at 23:59 in New
 * York is on time whatever zone the shopper's browser or the server runs in.
 */
export const lastReturnDay = (createdAt: Date | string, days: number): string => addDays(shopDate(createdAt), days);

/** Whether an order created at `createdAt` with a window of `days` may still be returned at `now`: until the end of its last return day. */
export function withinReturnWindow(createdAt: Date | string, days: number, now: Date): boolean {
  return now.getTime() < startOfShopDay(addDays(lastReturnDay(createdAt, days), 1)).getTime();
}

/**
 * What the returns lookup answers: the order, with the window decided by the server's clock, so the
 * page offers a return exactly when the request would be taken.
 */
export const ReturnLookupAnswer = OrderView.extend({
  returnWindow: z.object({ open: z.boolean(), lastDay: z.string() }),
});
export type ReturnLookupAnswer = z.infer<typeof ReturnLookupAnswer>;

export const withReturnWindow = (order: OrderView, now: Date): ReturnLookupAnswer => ({
  ...order,
  returnWindow: {
    open: withinReturnWindow(order.createdAt, order.returnWindowDays, now),
    lastDay: lastReturnDay(order.createdAt, order.returnWindowDays),
  },
});

// ---- Photos (spec sections 2 and 9; the browser makes them fit, the server enforces it) ----

export const MAX_RETURN_PHOTOS = 6;
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;
/** What the drop zone accepts; the server decodes each photo whatever it claims to be. */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const PHOTO_REQUIRED_MESSAGE = tx('Please upload at least one photo of the item');
/** For a photo that reached the server without the returns page making it smaller first. */
export const PHOTO_TOO_LARGE_MESSAGE =
  'Each photo may be at most 5 MB. Please send your photos through the returns page, which makes them smaller for you, or choose a smaller photo.';
export const TOO_MANY_PHOTOS_MESSAGE = `Please send at most ${MAX_RETURN_PHOTOS} photos with one return request.`;

// ---- The request (spec section 7: multipart fields beside the photos) ----

export const ITEM_REQUIRED_MESSAGE = 'Please select an item to return';
export const REASON_REQUIRED_MESSAGE = tx('Please select a reason for return');
export const MAX_RETURN_COMMENTS = 1000;

export const ReturnReasonInput = z.enum(RETURN_REASON_VALUES, { message: REASON_REQUIRED_MESSAGE });
export const ReturnComments = text('Comments', {
  max: MAX_RETURN_COMMENTS,
  tooLong: `Comments have at most ${MAX_RETURN_COMMENTS} characters`,
  multiline: true,
})
  .optional()
  .transform((value) => value || null);

/** What the return form itself holds (the item is chosen on the found order; photos are checked apart). */
export const ReturnFormFields = z.object({ reason: ReturnReasonInput, comments: ReturnComments });

/** The text fields of POST /api/returns/request; multipart sends every field as text. */
export const ReturnRequestFields = z.strictObject({
  orderNumber: ReturnLookupInput.shape.orderNumber,
  customerEmail: EmailAddress,
  orderItemId: z.coerce
    .number({ message: ITEM_REQUIRED_MESSAGE })
    .int(ITEM_REQUIRED_MESSAGE)
    .positive(ITEM_REQUIRED_MESSAGE)
    .max(2_147_483_647, ITEM_REQUIRED_MESSAGE),
  reason: ReturnReasonInput,
  comments: ReturnComments,
});
export type ReturnRequestFields = z.output<typeof ReturnRequestFields>;

export const ReturnRequestAnswer = z.object({ id: z.number().int(), status: z.enum(RETURN_STATUSES), message: z.string() });
export type ReturnRequestAnswer = z.infer<typeof ReturnRequestAnswer>;

// ---- Admin reading ----

/** One page of return requests, newest first, continued as a catalogue page is. */
export const RETURNS_PAGE_SIZE = 24;

export const AdminReturnListInput = z.strictObject(listPaging(RETURNS_PAGE_SIZE));
export type AdminReturnListInput = z.input<typeof AdminReturnListInput>;

export const ReturnPhotoView = z.object({ id: z.number().int(), url: z.string(), previewUrl: z.string() });

// ---- Decisions: requested → approved or rejected; approved → received → refunded, or replaced ----

export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund', 'replace'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/**
 * Reasons where the shop (or its printer) erred: the customer need not send the print back, so it can
 * be refunded once approved, and it may be replaced by a reprint under Printify's reprint policy.
 */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['defective', 'wrong_item'];
export const isShopFault = (reason: ReturnReason) => SHOP_FAULT_REASONS.includes(reason);

interface Decision {
  to: ReturnStatus;
  from: readonly ReturnStatus[];
  /** Where a print the customer keeps (a shop fault) may also be decided from. */
  fromIfShopFault?: readonly ReturnStatus[];
  shopFaultOnly?: boolean;
  /** The button's words. */
  label: string;
}

export const RETURN_DECISIONS: Record<ReturnAction, Decision> = {
  approve: { to: 'approved', from: ['pending'], label: 'Approve' },
  reject: { to: 'rejected', from: ['pending'], label: 'Reject' },
  receive: { to: 'received', from: ['approved'], label: 'Mark received' },
  refund: { to: 'refunded', from: ['received'], fromIfShopFault: ['approved'], label: 'Refund' },
  replace: { to: 'replaced', from: ['approved', 'received'], shopFaultOnly: true, label: 'Send a replacement' },
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  pending: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

/** Why `action` cannot be taken on a return in `status` for `reason`, or null when it can. */
export function refusedDecision(action: ReturnAction, status: ReturnStatus, reason: ReturnReason): string | null {
  const decision = RETURN_DECISIONS[action];
  if (decision.shopFaultOnly && !isShopFault(reason)) {
    return 'Only a print that arrived defective or was the wrong item is replaced; refund this return instead.';
  }
  const from = isShopFault(reason) ? [...decision.from, ...(decision.fromIfShopFault ?? [])] : decision.from;
  if (from.includes(status)) return null;
  if (action === 'refund' && status === 'approved') return 'This return is approved but the print is not back yet: mark it received first, then refund it.';
  return `This return is ${RETURN_STATUS_LABELS[status].toLowerCase()}: it cannot be ${decision.to} now.`;
}

/** The decisions a return's state allows, in the order the Returns tab offers them. */
export const returnActions = (status: ReturnStatus, reason: ReturnReason): ReturnAction[] =>
  RETURN_ACTIONS.filter((action) => refusedDecision(action, status, reason) === null);

export const REJECT_NOTE_REQUIRED = 'Say why the return is rejected; the customer is told.';

export const ReturnDecisionInput = z
  .strictObject({
    id: Id('Return request'),
    action: z.enum(RETURN_ACTIONS, { message: `The action is one of ${RETURN_ACTIONS.join(', ')}` }),
    /** For the customer's e-mail (a rejection's reason) and the return's history. */
    note: text('Note', { max: 1000, tooLong: 'The note has at most 1,000 characters', multiline: true })
      .optional()
      .transform((value) => value || null),
  })
  .refine((input) => input.action !== 'reject' || input.note !== null, { message: REJECT_NOTE_REQUIRED, path: ['note'] });
export type ReturnDecisionInput = z.input<typeof ReturnDecisionInput>;

/** What Printify's reprint policy asks for a misprinted or damaged print: kept on a replaced return. */
export const ReturnClaim = z.object({
  printifyOrderId: z.string().nullable(),
  reason: z.string(),
  comments: z.string().nullable(),
  photoUrls: z.array(z.string()),
  /** ISO 8601; null while the carrier has not reported the delivery. */
  deliveredAt: z.string().nullable(),
  /** YYYY-MM-DD: 30 days after the delivery, the last day Printify takes the claim. */
  deadline: z.string().nullable(),
});
export type ReturnClaim = z.infer<typeof ReturnClaim>;

/** Days after the delivery within which Printify takes a reprint claim (integrations.md). */
export const PRINTIFY_CLAIM_DAYS = 30;

export const ReturnEventView = z.object({
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(RETURN_ACTIONS),
  from: z.enum(RETURN_STATUSES),
  to: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  actorEmail: z.string(),
});

export const AdminReturn = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  item: z.object({ id: z.number().int(), productTitle: z.string(), size: z.string().nullable(), quantity: z.number().int() }),
  reason: z.enum(RETURN_REASON_VALUES),
  comments: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
  photos: z.array(ReturnPhotoView),
  /** The ordering customer's tier and VIP notes (they show on that customer's orders); null for a guest's order. */
  customerPremiumStatus: z.enum(PREMIUM_STATUSES).nullable(),
  customerVipNotes: z.string().nullable(),
  /** The decisions so far, oldest first. */
  history: z.array(ReturnEventView),
  /** What refunding the return gives back (US dollars): the line at what was paid for it. */
  refundDue: z.string(),
  /** The refund a refunded return gave, in US dollars (or the one asked for, while the provider has not answered). */
  refundAmount: z.string().nullable(),
  /** That refund's state: `requested` while the payment provider has not answered, `failed` when it refused. */
  refundStatus: z.enum(ORDER_REFUND_STATUSES).nullable(),
  /** The reprint a replaced return sent. */
  replacementOrderNumber: z.string().nullable(),
  claim: ReturnClaim.nullable(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

export const AdminReturnPage = z.object({ items: z.array(AdminReturn), nextCursor: z.string().nullable(), total: z.number().int() });
export type AdminReturnPage = z.infer<typeof AdminReturnPage>;

// ---- What the customer is told (spec section 2, refund terms): the e-mail and the /returns page ----

/** What happens after a request is sent (spec section 9: instructions within 24 hours). */
export const RETURN_NEXT_STEPS = 'We will review your request and photos and e-mail you return instructions within 24 hours.';

/** How long a card refund takes to show, as card networks state it. */
export const REFUND_DAYS = '5-10 business days';

/** Catalog texts (the /returns page says them in its language); the first gives REFUND_DAYS's figure, written out whole for the catalogs. */
export const REFUND_TERMS = [
  tx('Refunds are processed within 5-10 business days after we receive the item, to the original payment method.'),
  tx('Return shipping is paid by the customer, except for items that arrived defective, damaged or wrong.'),
  tx('Original shipping charges are non-refundable unless the return is the result of our error.'),
  tx('We do not offer direct exchanges: return the original for a refund and place a new order.'),
] as const;
