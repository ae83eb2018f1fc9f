import { formatMinorUnits } from '../../../src/pricing.ts';
import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';
import { REFUND_DAYS } from '../../../src/returns.ts';

export interface OrderRefundNotice {
  to: string;
  orderNumber: string;
  refundId: number;
  /** In the currency the customer paid in, its smallest unit. */
  amountMinor: number;
  currency: string;
  /** The lines refunded ("2 × Harbour at Dusk (24"x16")"); empty for a refund of an amount. */
  lines: readonly string[];
  /** The order was cancelled with this refund. */
  cancelled: boolean;
  supportEmail: string;
}

/** Tells the customer money went back on their order: how much, for what, and when they will see it. */
export function orderRefundNotice(notice: OrderRefundNotice): QueuedMail {
  const amount = formatMinorUnits(notice.amountMinor, notice.currency);
  const opening = notice.cancelled
    ? `We have cancelled your order ${notice.orderNumber} before it went to print, and refunded ${amount} in full.`
    : `We have refunded ${amount} on your order ${notice.orderNumber}.`;
  const lines = notice.lines.length > 0 ? `For: ${notice.lines.join('; ')}.` : null;
  const timing = `It takes ${REFUND_DAYS} to appear on your statement, as our refund policy says.`;
  const support = `Questions? Write to ${notice.supportEmail} (${SUPPORT_HOURS}).`;
  const paragraphs = [opening, lines, timing].filter((paragraph): paragraph is string => paragraph !== null);
  const html = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({
      to: notice.to,
      subject: notice.cancelled ? `Your Canvas & Light order ${notice.orderNumber} is cancelled` : `A refund on your Canvas & Light order ${notice.orderNumber}`,
      text: [...paragraphs, support].join('\n\n'),
      html,
      supportEmail: notice.supportEmail,
    }),
    // One per refund row: the order number comes right after the kind, as the back office reads sent mail.
    key: `order-refund.${notice.orderNumber}.${notice.refundId}`,
  };
}
