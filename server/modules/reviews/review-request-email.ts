import { tx } from '../../../src/i18n-text.ts';
import { pathTo } from '../../../src/page-routes.ts';
import { reviewQuery } from '../../../src/reviews.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { brandedEmail, emailButton, type MailWords } from '../mail/index.ts';
import { unsubscribeFooter } from '../marketing/index.ts';
import type { Services } from '../request-scope.ts';

const SUBJECT = tx('How does your print look on the wall?');
const INTRO = tx('Your order {orderNumber} arrived a week ago. We hope it has found its wall. Would you tell other collectors what you think of it?');
const REVIEW = tx('Review {print}');
const WHO = tx('Your review shows with your first name and initial and the words “Verified buyer”, once we have read it. It takes a minute, and you can add up to three photos.');
const WHY = tx('You are receiving this once for each print you bought at Canvas & Light. Unsubscribe from these e-mails: {link}');

/** A delivered line the e-mail asks about: the print as the e-mails name it (in the reader's language). */
export interface ReviewedLine {
  orderItemId: number;
  title: string;
  size: string | null;
}

export interface ReviewRequestMail {
  to: string;
  words: MailWords;
  orderNumber: string;
  lines: readonly ReviewedLine[];
  /** The address's unsubscribe token (marketingToken). */
  unsubscribeToken: string;
}

/**
 * The one e-mail asking for a review of an order's delivered prints (review-requests.ts), in the buyer's
 * language: a link to the review form for each print, filled in with the order and the address, and the
 * unsubscribe every marketing e-mail carries.
 */
export function reviewRequestEmail(sender: Pick<Services, 'publicUrl' | 'supportEmail'>, { to, words, orderNumber, lines, unsubscribeToken }: ReviewRequestMail): OutgoingMail {
  const form = words.page(sender.publicUrl, pathTo('review'));
  const links = lines.map((line) => ({ print: words.item(line.title, line.size), url: `${form}?${reviewQuery(orderNumber, line.orderItemId, to)}` }));
  const footer = unsubscribeFooter(words, sender.publicUrl, unsubscribeToken, WHY);
  const text = [
    words.text(INTRO, { orderNumber }),
    links.map((link) => `- ${words.text(REVIEW, { print: link.print })}: ${link.url}`).join('\n'),
    words.text(WHO),
    footer.text,
  ].join('\n\n');
  const html = `<p style="margin:0 0 20px;">${words.html(INTRO, { orderNumber })}</p>
${links.map((link) => emailButton(link.url, words.html(REVIEW, { print: link.print }))).join('\n')}
<p style="margin:0 0 16px;">${words.html(WHO)}</p>
${footer.html}`;
  return { ...brandedEmail({ to, subject: words.text(SUBJECT), text, html, supportEmail: sender.supportEmail, words }), headers: footer.headers };
}
