import { z } from 'zod';
import { adminPageInput } from './admin.ts';
import { amount } from './amount-field.ts';
import { emailAddress } from './auth.ts';
import { CountryCode, CurrencyCode } from './location.ts';
import { Id } from './cart.ts';
import { tx } from './i18n-text.ts';
import { optionalText, requiredText, text } from './text.ts';

/**
 * Gift cards (issue 39): what a code looks like, what its balance check answers, and the back office's
 * Gift Cards tab (issue, void, adjust, the list). A card's money is US cents in code and a 2-decimal
 * string on the wire, as every amount of the shop's.
 */

/** Cards are sold and kept in the shop's own currency; a shopper paying in another is charged its exchange as for any order. */
export const GIFT_CARD_CURRENCY = 'USD';
export const GIFT_CARD_MIN_CENTS = 25_00;
export const GIFT_CARD_MAX_CENTS = 2_000_00;
export const GIFT_CARD_PRESETS_CENTS = [50_00, 100_00, 250_00, 500_00] as const;
export const GIFT_CARD_MESSAGE_MAX = 300;

/**
 * 32 symbols, none that reads as another (no 0, O, 1 or I): 16 of them are 80 random bits, far past
 * guessing within the lookup's rate limit.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** Upper-cased, spaces and dashes dropped: what a shopper types or pastes, as the code is kept. */
export const normaliseGiftCardCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '');

/** `XXXX-XXXX-XXXX-XXXX`, as the e-mail and the back office show a code. */
export const groupGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

const CODE_SHAPE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);
export const GIFT_CARD_CODE_INVALID = tx('A gift card code has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.');

/** A code as typed: grouped or not, any case. A malformed one is told so before any lookup is counted. */
export const GiftCardCode = z
  .string({ message: GIFT_CARD_CODE_INVALID })
  .max(40, GIFT_CARD_CODE_INVALID)
  .transform(normaliseGiftCardCode)
  .refine((code) => CODE_SHAPE.test(code), GIFT_CARD_CODE_INVALID);

export const GiftCardCodeInput = z.strictObject({ code: GiftCardCode });

/** GET /api/gift-cards/{code}. */
export const GiftCardBalance = z.object({ balance: z.string(), currency: z.string(), last4: z.string() });
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

const AMOUNT_RANGE = tx('A gift card is from $25 to $2,000.');
const cardAmount = amount('Amount', { required: tx('Please choose an amount') }).refine(
  (cents) => cents === undefined || (cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS),
  AMOUNT_RANGE,
);

/** A gift card is delivered on a day up to a year ahead. */
export const GIFT_CARD_DELIVERY_MAX_DAYS = 365;
export const DELIVERY_DAY_INVALID = tx('Choose a delivery day from today to a year ahead.');

/** What /gift-cards sends to buy a card for someone; it is paid like any order (no shipping, no tax: a card is taxed when spent). */
export const BuyGiftCardInput = z.strictObject({
  amount: cardAmount,
  recipientName: text('Recipient name', { max: 100, required: tx("Please enter the recipient's name"), tooLong: tx('A name has at most 100 characters') }),
  recipientEmail: emailAddress(tx("Please enter the recipient's e-mail address")),
  message: text('Message', { max: GIFT_CARD_MESSAGE_MAX, multiline: true, tooLong: tx('A message has at most 300 characters') })
    .nullish()
    .transform((value) => value || undefined),
  senderName: text('Your name', { max: 100, required: tx('Please enter your name'), tooLong: tx('A name has at most 100 characters') }),
  /** The buyer's, for the receipt; a signed-in customer's account address when left out. */
  email: emailAddress(tx('Please enter your email address')).optional(),
  /** YYYY-MM-DD in the shop's time zone: delivered that morning; left out, now. */
  deliverOn: z
    .string({ message: DELIVERY_DAY_INVALID })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DELIVERY_DAY_INVALID)
    .optional(),
  /** Where the buyer is, for sanctions; and the currency they pay in. */
  country: CountryCode,
  currency: CurrencyCode.optional(),
});
export type BuyGiftCardInput = z.input<typeof BuyGiftCardInput>;

/** What a buyer chose, kept with the checkout's snapshot until the order is paid; the card is made with the order. */
export interface GiftCardSale {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
  /** ISO 8601: the chosen day's morning in the shop's time zone, or the moment of purchase. */
  deliverAt: string;
}

/** The payment opened for a card: paid as a checkout's is, then placed with `checkout.placeOrder`. */
export const GiftCardPayment = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number().int(), currency: z.string() });
export type GiftCardPayment = z.infer<typeof GiftCardPayment>;

/** POST /api/admin/gift-cards: a card the shop gives (a goodwill gesture, a prize), sent to its recipient at once. */
export const IssueGiftCardInput = z.strictObject({
  amount: cardAmount,
  recipientEmail: emailAddress('Recipient e-mail is required'),
  recipientName: optionalText('Recipient name', 100),
  message: text('Message', { max: GIFT_CARD_MESSAGE_MAX, multiline: true })
    .nullish()
    .transform((value) => value || undefined),
});
export type IssueGiftCardInput = z.input<typeof IssueGiftCardInput>;

const Reason = requiredText('Reason', 500);

export const VoidGiftCardInput = z.strictObject({ id: Id('Gift card'), reason: Reason });
export type VoidGiftCardInput = z.input<typeof VoidGiftCardInput>;

/** A correction of the balance, up or down, never below zero. */
export const AdjustGiftCardInput = z.strictObject({
  id: Id('Gift card'),
  amount: amount('Amount', { required: 'Amount is required', signed: true }).refine((cents) => cents !== 0, 'Amount must not be 0'),
  reason: Reason,
});
export type AdjustGiftCardInput = z.input<typeof AdjustGiftCardInput>;

export const GiftCardListInput = z.strictObject(adminPageInput);
export type GiftCardListInput = z.input<typeof GiftCardListInput>;

export const GIFT_CARD_ENTRY_KINDS = ['issued', 'spent', 'refunded', 'adjusted', 'voided'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A line of a card's ledger, as the back office shows it. */
export const GiftCardEntry = z.object({
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Signed: what the entry did to the balance. */
  amount: Money,
  balanceAfter: Money,
  orderNumber: z.string().nullable(),
  note: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});

/** A card in the Gift Cards tab: never its code, which was shown once. */
export const AdminGiftCard = z.object({
  id: z.number().int(),
  /** Null until the card is delivered: its code is made then. */
  last4: z.string().nullable(),
  initialAmount: Money,
  balance: Money,
  currency: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string().nullable(),
  /** Who gave it: the buyer's order, or the admin who issued it. */
  source: z.enum(['order', 'admin']),
  orderNumber: z.string().nullable(),
  deliverAt: z.string(),
  deliveredAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  entries: z.array(GiftCardEntry),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

/** The answer to issuing a card: the card, and its code, shown this once. */
export const IssuedGiftCard = AdminGiftCard.extend({ code: z.string() });
export type IssuedGiftCard = z.infer<typeof IssuedGiftCard>;
