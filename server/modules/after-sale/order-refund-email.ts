import { tx } from '../../../src/i18n-text.ts';
import type { Locale } from '../../../src/locales.ts';
import { brandedEmail, escapeHtml, mailWords, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';

export interface OrderRefundNotice {
  to: string;
  /** The reader's language: the order's customer's (order/mail-reader.ts). */
  locale: Locale;
  orderNumber: string;
  refundId: number;
  /** What went back to the payment, in the currency the customer paid in, its smallest unit. */
  amountMinor: number;
  currency: string;
  /** What went back to the gift card that paid part of the order, in US cents (as cards are kept). */
  giftCardCents: number;
  /** The lines refunded (2 of Harbour at Dusk, 24"x16"); empty for a refund of an amount. */
  lines: readonly RefundedLine[];
  /** The order was cancelled with this refund. */
  cancelled: boolean;
  supportEmail: string;
}

export interface RefundedLine {
  quantity: number;
  title: string;
  size: string | null;
}

const CANCELLED = tx('We have cancelled your order {orderNumber} before it went to print, and refunded {amount} in full.');
const REFUNDED = tx('We have refunded {amount} on your order {orderNumber}.');
const FOR_LINES = tx('For: {lines}.');
const TIMING = tx('It takes 5-10 business days to appear on your statement, as our refund policy says.');
const ALSO_TO_CARD = tx('And {amount} went back to the gift card you paid with, ready to spend again.');
const ONLY_TO_CARD = tx('It went back to the gift card you paid with, ready to spend again now.');
const QUESTIONS = tx('Questions? Write to {supportEmail} ({hours}).');

/**
 * Tells the customer money went back on their order, in their language: how much, for what, and when
 * they will see it; the gift card's part (refunds go to it first) is back on the card at once.
 */
export function orderRefundNotice(notice: OrderRefundNotice): QueuedMail {
  const words = mailWords(notice.locale);
  const toPayment = notice.amountMinor > 0 ? words.paid(notice.amountMinor, notice.currency) : null;
  const toCard = notice.giftCardCents > 0 ? words.usd(notice.giftCardCents) : null;
  const amount = toPayment ?? toCard ?? words.paid(0, notice.currency);
  const where = toPayment ? [...(toCard ? [words.text(ALSO_TO_CARD, { amount: toCard })] : []), words.text(TIMING)] : [words.text(ONLY_TO_CARD)];
  const opening = notice.cancelled ? words.text(CANCELLED, { orderNumber: notice.orderNumber, amount }) : words.text(REFUNDED, { amount, orderNumber: notice.orderNumber });
  const lines = notice.lines.map((line) => `${line.quantity} × ${words.item(line.title, line.size)}`);
  const paragraphs = [opening, ...(lines.length > 0 ? [words.text(FOR_LINES, { lines: lines.join('; ') })] : []), ...where];
  const support = words.text(QUESTIONS, { supportEmail: notice.supportEmail, hours: words.text(SUPPORT_HOURS) });
  const html = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({
      to: notice.to,
      subject: notice.cancelled
        ? words.text(tx('Your Canvas & Light order {orderNumber} is cancelled'), { orderNumber: notice.orderNumber })
        : words.text(tx('A refund on your Canvas & Light order {orderNumber}'), { orderNumber: notice.orderNumber }),
      text: [...paragraphs, support].join('\n\n'),
      html,
      supportEmail: notice.supportEmail,
      words,
    }),
    // One per refund row: the order number comes right after the kind, as the back office reads sent mail.
    key: `order-refund.${notice.orderNumber}.${notice.refundId}`,
  };
}
