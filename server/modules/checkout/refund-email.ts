import { formatMinorUnits } from '../../../src/pricing.ts';
import { REFUND_DAYS } from '../../../src/returns.ts';
import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';


export interface RefundNotice {
  to: string;
  checkoutId: string;
  /** What went wrong, e.g. "Harbour at Dusk sold out while you were paying." */
  reason: string;
  amountMinor: number;
  currency: string;
  /** 'refunded' gives money back; 'canceled' releases an authorisation; 'not_charged' had nothing to give. */
  outcome: 'refunded' | 'canceled' | 'not_charged';
  supportEmail: string;
}

const OUTCOME: Record<RefundNotice['outcome'], (amount: string) => string> = {
  refunded: (amount) => `We have refunded your payment of ${amount} in full. It takes ${REFUND_DAYS} to appear on your statement.`,
  canceled: (amount) => `We have cancelled the authorisation of ${amount} on your card, so nothing will be charged. Your bank releases it within a few days.`,
  not_charged: () => 'Your payment did not go through, so nothing was charged.',
};

/** Tells the shopper their payment could not become an order, and that it went back. One per checkout. */
export function refundNotice(notice: RefundNotice): QueuedMail {
  const outcome = OUTCOME[notice.outcome](formatMinorUnits(notice.amountMinor, notice.currency));
  const sorry = 'No order was made. We are sorry: you are welcome to order again once the print is back, or to choose another.';
  const support = `Questions? Write to ${notice.supportEmail} (${SUPPORT_HOURS}).`;
  const text = [notice.reason, outcome, sorry, support].join('\n\n');
  const html = [notice.reason, outcome, sorry]
    .map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({ to: notice.to, subject: 'We could not place your Canvas & Light order', text, html, supportEmail: notice.supportEmail }),
    key: `refund-notice.${notice.checkoutId}`,
  };
}
