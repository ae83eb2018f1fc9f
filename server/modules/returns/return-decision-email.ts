import { isShopFault, reasonLabel, REFUND_DAYS, type ReturnAction, type ReturnReason } from '../../../src/returns.ts';
import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';

/** What the customer is told after each decision on their return: what was decided and what happens next. */
export interface ReturnDecisionNotice {
  to: string;
  returnId: number;
  orderNumber: string;
  /** "Harbour at Dusk (24"x16" canvas)". */
  item: string;
  reason: ReturnReason;
  action: ReturnAction;
  /** Staff's note: a rejection's reason, or anything else they want the customer to know. */
  note: string | null;
  /** The reprint's order number, for a replacement. */
  replacementOrderNumber?: string;
  supportEmail: string;
}

/** Where returned prints go; the studio's address as the contact page shows it. */
const RETURN_ADDRESS = 'Canvas & Light Returns, Miami, Florida, USA';

function whatHappens(notice: ReturnDecisionNotice): { subject: string; paragraphs: string[] } {
  const { orderNumber, item } = notice;
  switch (notice.action) {
    case 'approve':
      return isShopFault(notice.reason)
        ? {
            subject: `Your return for order ${orderNumber} is approved`,
            paragraphs: [
              `We have approved your return of ${item} (${reasonLabel(notice.reason).toLowerCase()}). We are sorry it reached you this way.`,
              'There is no need to send the print back: please keep it, and its packaging, until we have refunded or replaced it. We will e-mail you as soon as we have.',
            ],
          }
        : {
            subject: `Your return for order ${orderNumber} is approved: how to send it back`,
            paragraphs: [
              `We have approved your return of ${item}.`,
              `Please pack the print in its original packaging, write “Return #${notice.returnId}” on the parcel, and send it with a tracked service to ${RETURN_ADDRESS}. Return shipping is paid by you, as our refund terms say.`,
              `Once it is back with us we refund it to your original payment method; the refund takes ${REFUND_DAYS} to appear.`,
            ],
          };
    case 'reject':
      return {
        subject: `About your return for order ${orderNumber}`,
        paragraphs: [`We are sorry: we cannot accept the return of ${item}.`, `Why: ${notice.note ?? ''}`, 'If you think we got this wrong, reply to this e-mail and we will look again.'],
      };
    case 'receive':
      return {
        subject: `We have your returned print from order ${orderNumber}`,
        paragraphs: [`${item} is back with us. We are checking it now and will refund it to your original payment method; the refund takes ${REFUND_DAYS} to appear.`],
      };
    case 'refund':
      // The refund's own notice (checkout's order-refund e-mail) gives the amount; this one closes the return.
      return {
        subject: `Your return for order ${orderNumber} is refunded`,
        paragraphs: [`Your return of ${item} is complete: we have refunded it. A separate e-mail gives the amount; it takes ${REFUND_DAYS} to appear on your statement.`],
      };
    case 'replace':
      return {
        subject: `A replacement for your order ${orderNumber} is on its way`,
        paragraphs: [
          `We are printing a new ${item} for you at no charge, as order ${notice.replacementOrderNumber ?? ''}, and will ship it to the same address. You will get its tracking number by e-mail when it ships.`,
          'There is no need to send the first print back.',
        ],
      };
  }
}

export function returnDecisionEmail(notice: ReturnDecisionNotice): QueuedMail {
  const { subject, paragraphs } = whatHappens(notice);
  const note = notice.note && notice.action !== 'reject' ? [`A note from our team: ${notice.note}`] : [];
  const body = [...paragraphs, ...note];
  const support = `Questions? Write to ${notice.supportEmail} (${SUPPORT_HOURS}) and quote return #${notice.returnId}.`;
  const html = body
    .map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-line;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({ to: notice.to, subject, text: [...body, support].join('\n\n'), html, supportEmail: notice.supportEmail }),
    // One per decision: a return takes each action at most once.
    key: `return-${notice.action}.${notice.returnId}`,
  };
}
