import type { EntityManager } from '@mikro-orm/postgresql';
import { tx } from '../../../src/i18n-text.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { titlesIn } from '../catalogue/index.ts';
import { brandedEmail, emailButton, escapeHtml, type MailWords } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';
import type { RemindedLine } from './checkout-reminder.entity.ts';
import { unsubscribeFooter } from './unsubscribe-footer.ts';
import { marketingSql } from './tables.ts';

const SUBJECT = tx('Your prints are still waiting');
const INTRO = tx('You left these prints at checkout. We have kept your bag as it was, so you can pick up where you stopped:');
const BACK = tx('Return to your bag');
const NOT_YET = tx('Each print is made to order for you, so there is no rush: your bag keeps them until you decide.');
const UNSUBSCRIBE = tx('You are receiving this because you started a checkout at Canvas & Light. Unsubscribe from these e-mails: {link}');

export interface ReminderMail {
  to: string;
  words: MailWords;
  /** The bag's lines as the e-mails name prints (reminderItems). */
  items: readonly string[];
  /** The reminder's token: its link puts these lines back in the bag (restore-cart.ts). */
  restoreToken: string;
  /** The address's unsubscribe token (marketing-contacts.ts). */
  unsubscribeToken: string;
}

/**
 * The reminder of a checkout left at the payment step, in the shopper's language: the prints as they were,
 * a link that puts them back in the bag, and the unsubscribe link and headers every marketing e-mail
 * carries (unsubscribe-footer.ts).
 */
export function checkoutReminderEmail(sender: Pick<Services, 'publicUrl' | 'supportEmail'>, { to, words, items, restoreToken, unsubscribeToken }: ReminderMail): OutgoingMail {
  const back = `${words.page(sender.publicUrl, '/cart')}?restore=${restoreToken}`;
  const footer = unsubscribeFooter(words, sender.publicUrl, unsubscribeToken, UNSUBSCRIBE);
  const text = [words.text(INTRO), items.map((item) => `- ${item}`).join('\n'), `${words.text(BACK)}: ${back}`, words.text(NOT_YET), footer.text].join('\n\n');
  const html = `<p style="margin:0 0 16px;">${words.html(INTRO)}</p>
<ul style="margin:0 0 20px;padding-left:20px;">${items.map((item) => `<li style="margin:0 0 4px;">${escapeHtml(item)}</li>`).join('')}</ul>
${emailButton(back, words.html(BACK))}
<p style="margin:0 0 16px;">${words.html(NOT_YET)}</p>
${footer.html}`;
  return { ...brandedEmail({ to, subject: words.text(SUBJECT), text, html, supportEmail: sender.supportEmail, words }), headers: footer.headers };
}

/** Each line as the e-mails name a print ("Harbour at Dusk (24"x16" canvas) × 2"), in the reader's language. */
export async function reminderItems(em: EntityManager, words: MailWords, lines: readonly RemindedLine[]): Promise<string[]> {
  const ids = lines.map((line) => line.productId);
  if (ids.length === 0) return [];
  const products = await marketingSql(em).selectFrom('products').select(['id', 'title', 'variants']).where('id', 'in', ids).execute();
  const translated = await titlesIn(em, words.locale, ids);
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const size = product.variants.find((variant) => variant.id === line.variantId)?.size ?? null;
    const name = words.item(translated.get(product.id) ?? product.title, size);
    return [line.quantity > 1 ? `${name} × ${line.quantity}` : name];
  });
}
