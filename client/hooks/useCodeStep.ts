import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { parseCode } from '../components/AuthCard/auth-form.ts';
import { useSchemaMessage } from '../format/schema-message.ts';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { pathTo } from '../../src/page-routes.ts';

/** Both verify calls take an address and a code and answer the signed-in account. */
type VerifyMutation = ReturnType<typeof trpc.auth.verifyLoginCode.useMutation>;
/** A send-code call refused: the pages read its field errors and code. */
export type SendRefusal = NonNullable<ReturnType<typeof trpc.auth.sendLoginCode.useMutation>['error']>;

/** What the pages need of their send-code mutation (auth.sendLoginCode, auth.sendSignupCode). */
interface SendMutation<Request> {
  mutate(input: Request, callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: SendRefusal) => void }): void;
  isPending: boolean;
  reset(): void;
}

/** The page's own words for its step, in the page's language. */
interface CodeStepTexts {
  /** Shown when the code field is blank (spec section 5). */
  blankCode: string;
  /** Toast title and fallback message when sending a code fails (spec section 8). */
  sendFailure: [title: string, fallback: string];
  /** Toast title and fallback message when the server refuses the code (spec section 8). */
  failureTitle: string;
  failureFallback: string;
  /** Success toast. */
  welcome: [title: string, message: string];
}

/**
 * The code step that /signup and /login share (spec section 4): the page's first step sends a code for
 * its request; from then on this holds the code typed, verifies it, and on success signs the shopper in
 * and goes to /. It also resends (for the same request) and goes back. Sends a shopper who is already
 * signed in straight to /.
 */
export function useCodeStep<Request extends { email: string }>(send: SendMutation<Request>, verify: VerifyMutation, texts: CodeStepTexts) {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const say = useSchemaMessage();
  const utils = trpc.useUtils();
  const { user } = useCurrentUser();
  // Set once a code has gone out: the page is then on its code step, for the request it went out for.
  const [sent, setSent] = useState<{ request: Request; message: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  useEffect(() => {
    if (user) navigate(pathTo('home'), { replace: true });
  }, [user, navigate]);

  /** Sends a code for `request`; a refusal is toasted, and the first step's form is told through `onRefused`. */
  function request(input: Request, onRefused?: (error: SendRefusal) => void) {
    send.mutate(input, {
      onSuccess: ({ message }) => {
        setSent({ request: input, message, at: Date.now() });
        setCode('');
        setCodeError(null);
        if (!onRefused) notify.success(t`New code sent`, message);
      },
      onError: (error) => {
        notify.error(texts.sendFailure[0], error.message || texts.sendFailure[1]);
        onRefused?.(error);
      },
    });
  }

  return {
    sent,
    code,
    codeError,
    verifying: verify.isPending,
    sending: send.isPending,
    /** The first step's submit: on success the page shows the code step. */
    sendCode: (input: Request, onRefused: (error: SendRefusal) => void) => request(input, onRefused),
    /** Another code for the same request, from the code step. */
    resend() {
      if (sent) request(sent.request);
    },
    changeCode(value: string) {
      setCode(value);
      setCodeError(null);
    },
    submitCode() {
      if (!sent) return;
      const parsed = parseCode(sent.request.email, code, texts.blankCode);
      if (parsed.error !== undefined) {
        setCodeError(say(parsed.error));
        return;
      }
      verify.mutate(parsed.input, {
        onSuccess: (account) => {
          utils.auth.me.setData(undefined, account);
          // A new session: anything cached for the visitor (cart, orders) must be read again.
          void utils.invalidate();
          notify.success(...texts.welcome);
          navigate(pathTo('home'), { replace: true });
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
      send.reset();
    },
  };
}

/** What the code step's form works with: everything but the first step's send, whatever the page's request. */
export type CodeStepFlow = Omit<ReturnType<typeof useCodeStep<{ email: string }>>, 'sendCode'>;
