import { tx } from '../../../src/i18n-text.ts';
import type { Locale } from '../../../src/locales.ts';
import { isShopFault, type ReturnAction, type ReturnReason } from '../../../src/returns.ts';
import { brandedEmail, escapeHtml, mailWords, SUPPORT_HOURS, type MailWords, type QueuedMail } from '../mail/index.ts';

/** What the customer is told after each decision on their return: what was decided and what happens next. */
export interface ReturnDecisionNotice {
  to: string;
  /** The reader's language: their account's, else the one they asked for the return in. */
  locale: Locale;
  returnId: number;
  orderNumber: string;
  /** The print returned and its canvas size. */
  title: string;
  size: string | null;
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

/** The shop's faults, as the approval names them in the middle of its sentence. */
const SHOP_FAULTS: Partial<Record<ReturnReason, string>> = {
  defective: tx('item arrived damaged/defective'),
  wrong_item: tx('wrong item received'),
};

function whatHappens(notice: ReturnDecisionNotice, words: MailWords): { subject: string; paragraphs: string[] } {
  const values = { orderNumber: notice.orderNumber, item: words.item(notice.title, notice.size), returnId: notice.returnId };
  const say = (english: string, more: Record<string, string> = {}) => words.text(english, { ...values, ...more });
  const fault = SHOP_FAULTS[notice.reason];
  switch (notice.action) {
    case 'approve':
      return isShopFault(notice.reason) && fault
        ? {
            subject: say(tx('Your return for order {orderNumber} is approved')),
            paragraphs: [
              say(tx('We have approved your return of {item} ({fault}). We are sorry it reached you this way.'), { fault: words.text(fault) }),
              say(tx('There is no need to send the print back: please keep it, and its packaging, until we have refunded or replaced it. We will e-mail you as soon as we have.')),
            ],
          }
        : {
            subject: say(tx('Your return for order {orderNumber} is approved: how to send it back')),
            paragraphs: [
              say(tx('We have approved your return of {item}.')),
              say(
                tx('Please pack the print in its original packaging, write “Return #{returnId}” on the parcel, and send it with a tracked service to {address}. Return shipping is paid by you, as our refund terms say.'),
                { address: RETURN_ADDRESS },
              ),
              say(tx('Once it is back with us we refund it to your original payment method; the refund takes 5-10 business days to appear.')),
            ],
          };
    case 'reject':
      return {
        subject: say(tx('About your return for order {orderNumber}')),
        paragraphs: [
          say(tx('We are sorry: we cannot accept the return of {item}.')),
          say(tx('Why: {note}'), { note: notice.note ?? '' }),
          say(tx('If you think we got this wrong, reply to this e-mail and we will look again.')),
        ],
      };
    case 'receive':
      return {
        subject: say(tx('We have your returned print from order {orderNumber}')),
        paragraphs: [say(tx('{item} is back with us. We are checking it now and will refund it to your original payment method; the refund takes 5-10 business days to appear.'))],
      };
    case 'refund':
      // The refund's own notice (checkout's order-refund e-mail) gives the amount; this one closes the return.
      return {
        subject: say(tx('Your return for order {orderNumber} is refunded')),
        paragraphs: [say(tx('Your return of {item} is complete: we have refunded it. A separate e-mail gives the amount; it takes 5-10 business days to appear on your statement.'))],
      };
    case 'replace':
      return {
        subject: say(tx('A replacement for your order {orderNumber} is on its way')),
        paragraphs: [
          say(
            tx('We are printing a new {item} for you at no charge, as order {replacementOrderNumber}, and will ship it to the same address. You will get its tracking number by e-mail when it ships.'),
            { replacementOrderNumber: notice.replacementOrderNumber ?? '' },
          ),
          say(tx('There is no need to send the first print back.')),
        ],
      };
  }
}

/** The customer's e-mail after a decision on their return, in their language (staff's note as they wrote it). */
export function returnDecisionEmail(notice: ReturnDecisionNotice): QueuedMail {
  const words = mailWords(notice.locale);
  const { subject, paragraphs } = whatHappens(notice, words);
  const note = notice.note && notice.action !== 'reject' ? [words.text(tx('A note from our team: {note}'), { note: notice.note })] : [];
  const body = [...paragraphs, ...note];
  const support = words.text(tx('Questions? Write to {supportEmail} ({hours}) and quote return #{returnId}.'), {
    supportEmail: notice.supportEmail,
    hours: words.text(SUPPORT_HOURS),
    returnId: notice.returnId,
  });
  const html = body
    .map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-line;">${escapeHtml(paragraph)}</p>`)
    .concat(`<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`)
    .join('\n');
  return {
    ...brandedEmail({ to: notice.to, subject, text: [...body, support].join('\n\n'), html, supportEmail: notice.supportEmail, words }),
    // One per decision: a return takes each action at most once.
    key: `return-${notice.action}.${notice.returnId}`,
  };
}
