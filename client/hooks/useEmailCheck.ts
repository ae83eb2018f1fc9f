import { useEffect, useState } from 'react';
import { EMAIL_REQUIRED, EMAIL_VALID, emailVerdict } from '../../src/checkout.ts';
import { httpStatusOf, trpc } from '../trpc.ts';

/** Spec section 9: the server check runs 1 s after the shopper stops typing. */
const CHECK_DELAY_MS = 1000;
export const EMAIL_OFFLINE = 'Unable to validate email. Please check your connection.';

export type EmailCheckStatus = 'empty' | 'invalid' | 'checking' | 'valid' | 'offline';
export interface EmailCheck {
  status: EmailCheckStatus;
  message: string | null;
}

/**
 * The checkout e-mail check (spec section 5): shorter than 5 characters is 'Email is required', no @ or
 * no dot is 'Please enter a valid email address', anything else waits 1 s and asks the server.
 * A network failure is reported as such; the address is then not treated as invalid.
 */
export function useEmailCheck(email: string): EmailCheck {
  const utils = trpc.useUtils();
  const trimmed = email.trim();
  const local = emailVerdict(trimmed);
  // The local verdict passes only where the server has the last word; its own message then stands in.
  const needsServer = local.valid;
  const [answer, setAnswer] = useState<{ email: string; check: EmailCheck } | null>(null);

  useEffect(() => {
    if (!needsServer) return;
    let current = true;
    const timer = window.setTimeout(() => {
      utils.client.checkout.validateEmail.mutate({ email: trimmed }).then(
        (result) => {
          if (!current) return;
          setAnswer({
            email: trimmed,
            check: result.valid ? { status: 'valid', message: EMAIL_VALID } : { status: 'invalid', message: result.message },
          });
        },
        (error: unknown) => {
          if (!current) return;
          // A 4xx is the server's verdict on the address; anything else means we could not ask.
          const status = httpStatusOf(error);
          setAnswer({
            email: trimmed,
            check:
              status && status >= 400 && status < 500
                ? { status: 'invalid', message: error instanceof Error ? error.message : local.message }
                : { status: 'offline', message: EMAIL_OFFLINE },
          });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [needsServer, trimmed, utils, local.message]);

  if (trimmed === '') return { status: 'empty', message: EMAIL_REQUIRED };
  if (!needsServer) return { status: 'invalid', message: local.message || EMAIL_REQUIRED };
  if (answer?.email === trimmed) return answer.check;
  return { status: 'checking', message: null };
}

/** Submit waits for a settled, acceptable address (spec section 5, toast 'Invalid email'). */
export const emailBlocksSubmit = (check: EmailCheck) => check.status !== 'valid' && check.status !== 'offline';
