import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { EMAIL_REQUIRED, EMAIL_VALID, emailVerdict } from '../../src/checkout.ts';
import { useSchemaMessage } from '../format/schema-message.ts';
import { httpStatusOf, trpc } from '../trpc.ts';

/** Spec section 9: the server check runs 1 s after the shopper stops typing. */
const CHECK_DELAY_MS = 1000;

export type EmailCheckStatus = 'empty' | 'invalid' | 'checking' | 'valid' | 'offline';
export interface EmailCheck {
  status: EmailCheckStatus;
  message: string | null;
}

/**
 * The checkout e-mail check (spec section 5): shorter than 5 characters is 'Email is required', no @ or
 * no dot is 'Please enter a valid email address', anything else waits 1 s and asks the server.
 * A network failure is reported as such; the address is then not treated as invalid. Its own messages
 * are in the page's language; the server's verdict is shown as it answers it.
 */
export function useEmailCheck(email: string): EmailCheck {
  const { t } = useLingui();
  const say = useSchemaMessage();
  const trimmed = email.trim();
  const [settled] = useDebouncedValue(trimmed, CHECK_DELAY_MS);
  const local = emailVerdict(trimmed);
  // The local verdict passes only where the server has the last word; its own message then stands in.
  const asking = local.valid && settled === trimmed;
  // Each address is asked once: the cache keeps the verdict for an address typed again.
  const verdict = trpc.checkout.validateEmail.useQuery({ email: settled }, { enabled: asking });

  if (trimmed === '') return { status: 'empty', message: say(EMAIL_REQUIRED) };
  if (!local.valid) return { status: 'invalid', message: say(local.message || EMAIL_REQUIRED) };
  if (!asking || verdict.isPending) return { status: 'checking', message: null };
  if (verdict.error) {
    // A 4xx is the server's verdict on the address; anything else means we could not ask.
    const status = httpStatusOf(verdict.error);
    return status && status >= 400 && status < 500
      ? { status: 'invalid', message: verdict.error.message }
      : { status: 'offline', message: t`Unable to validate email. Please check your connection.` };
  }
  return verdict.data.valid ? { status: 'valid', message: say(EMAIL_VALID) } : { status: 'invalid', message: verdict.data.message };
}

/** Submit waits for a settled, acceptable address (spec section 5, toast 'Invalid email'). */
export const emailBlocksSubmit = (check: EmailCheck) => check.status !== 'valid' && check.status !== 'offline';
