import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { SendLoginCodeInput } from '../../src/auth.ts';
import { AuthCard, type AuthArtwork } from '../components/AuthCard/AuthCard.tsx';
import { AuthForm, authInputClassNames } from '../components/AuthCard/AuthForm.tsx';
import { firstMessages } from '../components/AuthCard/auth-form.ts';
import { CodeStep } from '../components/CodeStep/CodeStep.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { useCodeStep } from '../hooks/useCodeStep.ts';
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
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sendCode = trpc.auth.sendLoginCode.useMutation();
  const step = useCodeStep<{ email: string }>(trpc.auth.verifyLoginCode.useMutation(), {
    blankCode: 'Please enter the login code',
    failureTitle: 'Invalid login code',
    failureFallback: 'Invalid login code',
    welcome: ['Welcome back', 'You are now logged in.'],
  });

  const request = (address: string, { resend }: { resend: boolean }) => {
    sendCode.mutate(
      { email: address },
      {
        onSuccess: ({ message }) => {
          step.codeSent({ email: address }, message);
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

  const footer = (
    <>
      New here?
      <Link href="/signup">Create an account</Link>
    </>
  );

  const { sent } = step;
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
          code={step.code}
          onCodeChange={step.changeCode}
          error={step.codeError}
          verifying={step.verifying}
          resending={sendCode.isPending}
          onVerify={step.submitCode}
          onResend={() => request(sent.request.email, { resend: true })}
          onBack={() => {
            step.back();
            sendCode.reset();
          }}
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
