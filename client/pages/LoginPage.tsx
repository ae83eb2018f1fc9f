import { Button, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SendLoginCodeInput } from '../../src/auth.ts';
import { AuthCard, type AuthArtwork } from '../components/AuthCard/AuthCard.tsx';
import { AuthForm, authInputClassNames } from '../components/AuthCard/AuthForm.tsx';
import { firstMessages, parseCode } from '../components/AuthCard/auth-form.ts';
import { CodeStep } from '../components/CodeStep/CodeStep.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

const ARTWORK: AuthArtwork = {
  src: '/art/products/lighthouse-blue-hour.svg',
  width: 1002,
  height: 1336,
  title: 'Lighthouse, Blue Hour',
  collection: 'Waterfronts',
  bandFocus: '50% 40%',
};

const STEPS = ['E-mail', 'Code'] as const;

/**
 * Passwordless login (spec sections 2, 4, 5, 8): an e-mail address, then the 6-character code sent
 * to it. The server answers the same for any address, so this page never says whether one has an account.
 */
export function LoginPage() {
  usePageTitle('Log In');
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Set once a code has gone out: the page is then on its code step, for the address the code went to.
  const [sent, setSent] = useState<{ email: string; message: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const sendCode = trpc.auth.sendLoginCode.useMutation();
  const verify = trpc.auth.verifyLoginCode.useMutation();

  // Someone already signed in has nothing to log in to.
  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user, navigate]);

  const request = (address: string, { resend }: { resend: boolean }) => {
    sendCode.mutate(
      { email: address },
      {
        onSuccess: ({ message }) => {
          setSent({ email: address, message, at: Date.now() });
          setCode('');
          setCodeError(null);
          if (resend) notify.success('New code sent', message);
        },
        onError: (error) => {
          notify.error('Failed to send login code', error.message || 'Please try again.');
          if (resend) return;
          const fieldMessage = firstMessages(error.data?.fieldErrors, ['email'] as const).email;
          if (fieldMessage) setEmailError(fieldMessage);
          else setFormError(error.message);
        },
      },
    );
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (sendCode.isPending) return;
    setFormError(null);
    const parsed = SendLoginCodeInput.safeParse({ email });
    if (!parsed.success) {
      // 'Please enter your email address' when blank, 'Please enter a valid email address' otherwise.
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter your email address');
      return;
    }
    request(parsed.data.email, { resend: false });
  };

  const submitCode = () => {
    if (!sent) return;
    const parsed = parseCode(sent.email, code, 'Please enter the login code');
    if (parsed.error !== undefined) {
      setCodeError(parsed.error);
      return;
    }
    verify.mutate(parsed.input, {
      onSuccess: (account) => {
        utils.auth.me.setData(undefined, account);
        // A new session: anything cached for the visitor (cart, orders) must be read again.
        void utils.invalidate();
        notify.success('Welcome back', 'You are now logged in.');
        navigate('/', { replace: true });
      },
      onError: (error) => {
        notify.error('Invalid login code', error.message || 'Please try again.');
        setCodeError(error.message || 'Invalid login code');
      },
    });
  };

  const back = () => {
    setSent(null);
    setCode('');
    setCodeError(null);
    sendCode.reset();
    verify.reset();
  };

  const footer = (
    <>
      New here?
      <Link href="/signup">Create an account</Link>
    </>
  );

  if (sent) {
    return (
      <AuthCard
        artwork={ARTWORK}
        steps={STEPS}
        activeStep={1}
        eyebrow="Almost there"
        title="Enter Your Code"
        intro={<p>Type or paste the code from our e-mail to log in.</p>}
        footer={footer}
      >
        <CodeStep
          message={sent.message}
          sentAt={sent.at}
          label="Login code"
          submitLabel="Log In"
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          verifying={verify.isPending}
          resending={sendCode.isPending}
          onVerify={submitCode}
          onResend={() => request(sent.email, { resend: true })}
          onBack={back}
        />
      </AuthCard>
    );
  }

  const pending = sendCode.isPending;
  return (
    <AuthCard
      artwork={ARTWORK}
      steps={STEPS}
      activeStep={0}
      eyebrow="Welcome back"
      title="Log In"
      intro={<p>Enter your e-mail address and we will send you a 6&#8209;character login code. No password needed.</p>}
      footer={footer}
    >
      <AuthForm onSubmit={submitEmail}>
        <TextInput
          label="E-mail address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError}
          disabled={pending}
          required
          autoFocus
          size="md"
          classNames={authInputClassNames}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="md" fullWidth loading={pending}>
          Send Login Code
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
