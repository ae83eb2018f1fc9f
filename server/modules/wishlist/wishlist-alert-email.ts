import { tx } from '../../../src/i18n-text.ts';
import { toCents } from '../../../src/money.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { brandedEmail, emailButton, strong, type MailWords } from '../mail/index.ts';
import { unsubscribeFooter } from '../marketing/index.ts';
import type { Services } from '../request-scope.ts';

/** A coupon for everyone made since the last alert. */
export interface OnSale {
  code: string;
  discountType: DiscountType;
  /** Percent, or US dollars off (a 2-decimal string). */
  discountValue: string;
  until: Date;
}

/** A kept print offered in sizes it did not have. */
export interface NewSizes {
  productId: number;
  title: string;
  sizes: string[];
}

const SUBJECT = tx('News from your wishlist');
const INTRO = tx('Since you last heard from us, there is news about prints you keep on your wishlist:');
const NEW_SIZES = tx('{title}: now also in {sizes}');
const ON_SALE = tx('Every print is on sale: code {code} takes {discount} off until {until}.');
const SEE = tx('See your wishlist');
const WHY = tx('You are receiving this because you keep prints on your wishlist at Canvas & Light, at most once a week. Unsubscribe from these e-mails: {link}');

/**
 * The weekly alert (wishlist-alerts.ts), in the customer's language (`newSizes` with the prints' titles in
 * it), with the unsubscribe every marketing e-mail carries (`unsubscribeToken`: marketingToken).
 */
export function wishlistAlertEmail(
  sender: Pick<Services, 'publicUrl' | 'supportEmail'>,
  { to, words, newSizes, onSale, unsubscribeToken }: { to: string; words: MailWords; newSizes: readonly NewSizes[]; onSale: readonly OnSale[]; unsubscribeToken: string },
): OutgoingMail {
  const sizesValues = (print: NewSizes) => ({ title: print.title, sizes: print.sizes.join(', ') });
  const wishlist = words.page(sender.publicUrl, '/account/wishlist');
  const footer = unsubscribeFooter(words, sender.publicUrl, unsubscribeToken, WHY);
  const news = [...newSizes.map((print) => words.text(NEW_SIZES, sizesValues(print))), ...onSale.map((sale) => words.text(ON_SALE, saleValues(sale, words)))];
  const newsHtml = [
    ...newSizes.map((print) => words.html(NEW_SIZES, sizesValues(print))),
    ...onSale.map((sale) => words.html(ON_SALE, { ...saleValues(sale, words), code: strong(sale.code) })),
  ];
  const text = [words.text(INTRO), news.map((line) => `- ${line}`).join('\n'), `${words.text(SEE)}: ${wishlist}`, footer.text].join('\n\n');
  const html = `<p style="margin:0 0 16px;">${words.html(INTRO)}</p>
<ul style="margin:0 0 20px;padding-left:20px;">${newsHtml.map((line) => `<li style="margin:0 0 6px;">${line}</li>`).join('')}</ul>
${emailButton(wishlist, words.html(SEE))}
${footer.html}`;
  return { ...brandedEmail({ to, subject: words.text(SUBJECT), text, html, supportEmail: sender.supportEmail, words }), headers: footer.headers };
}

const saleValues = (sale: OnSale, words: MailWords) => ({
  code: sale.code,
  discount: sale.discountType === 'percentage' ? `${Number(sale.discountValue)}%` : words.usd(toCents(sale.discountValue)),
  until: words.day(sale.until),
});
