import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'wouter';
import { SendLoginCodeInput } from '../../src/auth.ts';
import { AuthCard, type AuthArtwork } from '../components/AuthCard/AuthCard.tsx';
import { AuthForm, authInputClassNames } from '../components/AuthCard/AuthForm.tsx';
import { firstMessages } from '../components/AuthCard/auth-form.ts';
import { CodeStep } from '../components/CodeStep/CodeStep.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { useCodeStep } from '../hooks/useCodeStep.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import { pathTo } from '../../src/page-routes.ts';

const ARTWORK: AuthArtwork = {
  src: '/art/products/lighthouse-blue-hour.svg',
  width: 1002,
  height: 1336,
  title: 'Lighthouse, Blue Hour',
  collection: 'Waterfronts',
  bandFocus: '50% 40%',
};

const STEPS = ['E-mail', 'Code'] as const;

// 'Please enter your email address' when blank, 'Please enter a valid email address' otherwise.
const validate = zod4Resolver(SendLoginCodeInput, { errorPriority: 'first' });

/**
 * Passwordless login (spec sections 2, 4, 5, 8): an e-mail address, then the 6-character code sent
 * to it. The server answers the same for any address, so this page never says whether one has an account.
 */
export function LoginPage() {
  usePageTitle('Log In');
  const form = useForm({
    initialValues: { email: '' },
    validate,
    // Sent as the server reads it (trimmed, lower case); runs only once the values passed the same schema.
    transformValues: (values) => SendLoginCodeInput.parse(values),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const step = useCodeStep(trpc.auth.sendLoginCode.useMutation(), trpc.auth.verifyLoginCode.useMutation(), {
    blankCode: 'Please enter the login code',
    sendFailure: ['Failed to send login code', 'Please try again.'],
    failureTitle: 'Invalid login code',
    failureFallback: 'Invalid login code',
    welcome: ['Welcome back', 'You are now logged in.'],
  });

  const submitEmail = form.onSubmit((request) => {
    if (step.sending) return;
    setFormError(null);
    step.sendCode(request, (error) => {
      const fieldMessage = firstMessages(error.data?.fieldErrors, ['email'] as const).email;
      if (fieldMessage) form.setFieldError('email', fieldMessage);
      else setFormError(error.message);
    });
  });

  const footer = (
    <>
      New here?
      <Link href={pathTo('signup')}>Create an account</Link>
    </>
  );

  if (step.sent) {
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
        <CodeStep flow={step} label="Login code" submitLabel="Log In" />
      </AuthCard>
    );
  }

  const pending = step.sending;
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
          {...form.getInputProps('email')}
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
