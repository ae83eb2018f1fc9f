import { CODE_TTL_MINUTES } from '../../../src/auth.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { Locale } from '../../../src/locales.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { brandedEmail, escapeHtml, mailWords } from '../mail/index.ts';

/** `existing`: a sign-up for an address that has an account, answered with a login code. */
export type CodePurpose = 'signup' | 'login' | 'existing';

const WORDING: Record<CodePurpose, { subject: string; lead: string }> = {
  signup: { subject: tx('Confirm your e-mail for Canvas & Light'), lead: tx('Welcome! Enter this code to finish creating your account:') },
  login: { subject: tx('Your Canvas & Light login code'), lead: tx('Enter this code to sign in to your account:') },
  existing: {
    subject: tx('You already have a Canvas & Light account'),
    lead: tx('Someone asked to sign up with this address, which already has an account. To sign in, enter this login code on the login page:'),
  },
};

const LASTS = tx('The code works once and expires in {minutes} minutes.');
const IGNORE = tx('If you did not ask for it, you can ignore this e-mail: nothing changes without the code.');

/** The e-mail that carries a sign-up or login code, in the language of the page that asked: what it is for, the code, and how long it lasts. */
export function codeEmail(purpose: CodePurpose, to: string, code: string, supportEmail: string, locale: Locale): OutgoingMail {
  const words = mailWords(locale);
  const { subject, lead } = WORDING[purpose];
  const lasts = { minutes: CODE_TTL_MINUTES };
  return brandedEmail({
    to,
    subject: words.text(subject),
    supportEmail,
    words,
    text: `${words.text(lead)}\n\n    ${code}\n\n${words.text(LASTS, lasts)}\n${words.text(IGNORE)}`,
    html: `<p style="margin:0 0 20px;">${words.html(lead)}</p>
<p style="margin:0 0 20px;font-family:'Courier New',monospace;font-size:34px;letter-spacing:0.35em;font-weight:bold;color:#1f1b16;background:#f4efe6;padding:16px 20px;text-align:center;">${escapeHtml(code)}</p>
<p style="margin:0 0 8px;">${words.html(LASTS, lasts)}</p>
<p style="margin:0;color:#7a7064;">${words.html(IGNORE)}</p>`,
  });
}
