import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { parseCode } from '../components/AuthCard/auth-form.ts';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/** Both verify calls take an address and a code and answer the signed-in account. */
type VerifyMutation = ReturnType<typeof trpc.auth.verifyLoginCode.useMutation>;

interface CodeStepTexts {
  /** Shown when the code field is blank (spec section 5). */
  blankCode: string;
  /** Toast title and fallback message when the server refuses the code (spec section 8). */
  failureTitle: string;
  failureFallback: string;
  /** Success toast. */
  welcome: [title: string, message: string];
}

/**
 * The second step that /signup and /login share (spec section 4): once a code has gone out for a
 * request, the page holds the code typed, verifies it, and on success signs the shopper in and goes to /.
 * Also sends a shopper who is already signed in straight to /.
 */
export function useCodeStep<Request extends { email: string }>(verify: VerifyMutation, texts: CodeStepTexts) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const { user } = useCurrentUser();
  // Set once a code has gone out: the page is then on its code step, for the request it went out for.
  const [sent, setSent] = useState<{ request: Request; message: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user, navigate]);

  return {
    sent,
    code,
    codeError,
    verifying: verify.isPending,
    codeSent(request: Request, message: string) {
      setSent({ request, message, at: Date.now() });
      setCode('');
      setCodeError(null);
    },
    changeCode(value: string) {
      setCode(value);
      setCodeError(null);
    },
    submitCode() {
      if (!sent) return;
      const parsed = parseCode(sent.request.email, code, texts.blankCode);
      if (parsed.error !== undefined) {
        setCodeError(parsed.error);
        return;
      }
      verify.mutate(parsed.input, {
        onSuccess: (account) => {
          utils.auth.me.setData(undefined, account);
          // A new session: anything cached for the visitor (cart, orders) must be read again.
          void utils.invalidate();
          notify.success(...texts.welcome);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          const message = error.message || texts.failureFallback;
          notify.error(texts.failureTitle, message);
          setCodeError(message);
        },
      });
    },
    /** Back to the first step, keeping what was typed there. */
    back() {
      setSent(null);
      setCode('');
      setCodeError(null);
      verify.reset();
    },
  };
}
