import { CODE_TTL_MINUTES } from '../../../src/auth.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { brandedEmail, escapeHtml } from '../mail/index.ts';

/** `existing`: a sign-up for an address that has an account, answered with a login code. */
export type CodePurpose = 'signup' | 'login' | 'existing';

const WORDING: Record<CodePurpose, { subject: string; lead: string }> = {
  signup: { subject: 'Confirm your e-mail for Canvas & Light', lead: 'Welcome! Enter this code to finish creating your account:' },
  login: { subject: 'Your Canvas & Light login code', lead: 'Enter this code to sign in to your account:' },
  existing: {
    subject: 'You already have a Canvas & Light account',
    lead: 'Someone asked to sign up with this address, which already has an account. To sign in, enter this login code on the login page:',
  },
};

/** The e-mail that carries a sign-up or login code: what it is for, the code, and how long it lasts. */
export function codeEmail(purpose: CodePurpose, to: string, code: string, supportEmail: string): OutgoingMail {
  const { subject, lead } = WORDING[purpose];
  const lasts = `The code works once and expires in ${CODE_TTL_MINUTES} minutes.`;
  const ignore = 'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.';
  return brandedEmail({
    to,
    subject,
    supportEmail,
    text: `${lead}\n\n    ${code}\n\n${lasts}\n${ignore}`,
    html: `<p style="margin:0 0 20px;">${escapeHtml(lead)}</p>
<p style="margin:0 0 20px;font-family:'Courier New',monospace;font-size:34px;letter-spacing:0.35em;font-weight:bold;color:#1f1b16;background:#f4efe6;padding:16px 20px;text-align:center;">${escapeHtml(code)}</p>
<p style="margin:0 0 8px;">${escapeHtml(lasts)}</p>
<p style="margin:0;color:#7a7064;">${escapeHtml(ignore)}</p>`,
  });
}
