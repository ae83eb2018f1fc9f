import { tx } from '../../../src/i18n-text.ts';
import type { Locale } from '../../../src/locales.ts';
import type { ShopText } from '../../../src/shop-text.ts';
import { brandedEmail, escapeHtml, mailWords, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';

export interface RefundNotice {
  to: string;
  /** The checkout's language. */
  locale: Locale;
  checkoutId: string;
  /** What went wrong, e.g. "Harbour at Dusk sold out while you were paying." */
  reason: ShopText;
  amountMinor: number;
  currency: string;
  /** 'refunded' gives money back; 'canceled' releases an authorisation; 'not_charged' had nothing to give. */
  outcome: 'refunded' | 'canceled' | 'not_charged';
  supportEmail: string;
}

const OUTCOME: Record<RefundNotice['outcome'], string> = {
  refunded: tx('We have refunded your payment of {amount} in full. It takes 5-10 business days to appear on your statement.'),
  canceled: tx('We have cancelled the authorisation of {amount} on your card, so nothing will be charged. Your bank releases it within a few days.'),
  not_charged: tx('Your payment did not go through, so nothing was charged.'),
};
const SORRY = tx('No order was made. We are sorry: you are welcome to order again once the print is back, or to choose another.');
const QUESTIONS = tx('Questions? Write to {supportEmail} ({hours}).');

/** Tells the shopper, in the checkout's language, that their payment could not become an order and that it went back. One per checkout. */
export function refundNotice(notice: RefundNotice): QueuedMail {
  const words = mailWords(notice.locale);
  const paragraphs = [
    words.text(notice.reason.text, notice.reason.values),
    words.text(OUTCOME[notice.outcome], { amount: words.paid(notice.amountMinor, notice.currency) }),
    words.text(SORRY),
  ];
  const support = words.text(QUESTIONS, { supportEmail: notice.supportEmail, hours: words.text(SUPPORT_HOURS) });
  const html = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({
      to: notice.to,
      subject: words.text(tx('We could not place your Canvas & Light order')),
      text: [...paragraphs, support].join('\n\n'),
      html,
      supportEmail: notice.supportEmail,
      words,
    }),
    key: `refund-notice.${notice.checkoutId}`,
  };
}
