import type { EntityManager } from '@mikro-orm/postgresql';
import { tx } from '../../../src/i18n-text.ts';
import type { Locale } from '../../../src/locales.ts';
import { toCents } from '../../../src/money.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { titlesIn } from '../catalogue/index.ts';
import { brandedEmail, escapeHtml, mailWords, strong, type MailWords } from '../mail/index.ts';
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

/** The weekly alert (wishlist-alerts.ts), in the customer's language, with the unsubscribe every marketing e-mail carries. */
export async function wishlistAlertEmail(
  em: EntityManager,
  sender: Pick<Services, 'publicUrl' | 'supportEmail'>,
  { email, locale, newSizes, onSale }: { email: string; locale: Locale; newSizes: readonly NewSizes[]; onSale: readonly OnSale[] },
): Promise<OutgoingMail> {
  const words = mailWords(locale);
  const titles = await titlesIn(em, locale, newSizes.map((print) => print.productId));
  const news = [
    ...newSizes.map((print) => words.text(NEW_SIZES, { title: titles.get(print.productId) ?? print.title, sizes: print.sizes.join(', ') })),
    ...onSale.map((sale) => words.text(ON_SALE, saleValues(sale, words))),
  ];
  const wishlist = words.page(sender.publicUrl, '/account/wishlist');
  const footer = await unsubscribeFooter(em, email, words, sender.publicUrl, WHY);
  const text = [words.text(INTRO), news.map((line) => `- ${line}`).join('\n'), `${words.text(SEE)}: ${wishlist}`, footer.text].join('\n\n');
  const html = `<p style="margin:0 0 16px;">${words.html(INTRO)}</p>
<ul style="margin:0 0 20px;padding-left:20px;">${[
    ...newSizes.map((print) => words.html(NEW_SIZES, { title: titles.get(print.productId) ?? print.title, sizes: print.sizes.join(', ') })),
    ...onSale.map((sale) => words.html(ON_SALE, { ...saleValues(sale, words), code: strong(sale.code) })),
  ]
    .map((line) => `<li style="margin:0 0 6px;">${line}</li>`)
    .join('')}</ul>
<p style="margin:0 0 20px;"><a href="${escapeHtml(wishlist)}" style="display:inline-block;background:#2b2520;color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:4px;">${words.html(SEE)}</a></p>
${footer.html}`;
  return { ...brandedEmail({ to: email, subject: words.text(SUBJECT), text, html, supportEmail: sender.supportEmail, words }), headers: footer.headers };
}

const saleValues = (sale: OnSale, words: MailWords) => ({
  code: sale.code,
  discount: sale.discountType === 'percentage' ? `${Number(sale.discountValue)}%` : words.usd(toCents(sale.discountValue)),
  until: words.day(sale.until),
});
