import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useSchemaMessage } from '../format/schema-message.ts';
import { useCodeStep } from '../hooks/useCodeStep.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import { PAGES, pathTo } from '../../src/page-routes.ts';

/** The print beside the form: its title is the catalogue's (as the shop shows titles), its collection named in the page's language. */
const ARTWORK = {
  src: '/art/products/lighthouse-blue-hour.svg',
  width: 1002,
  height: 1336,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a print's title, as the catalogue names it (product data)
  title: 'Lighthouse, Blue Hour',
  collection: msg`Waterfronts`,
  bandFocus: '50% 40%',
};

const STEPS = [msg`E-mail`, msg`Code`];

// 'Please enter your email address' when blank, 'Please enter a valid email address' otherwise.
const validate = zod4Resolver(SendLoginCodeInput, { errorPriority: 'first' });

/**
 * Passwordless login (spec sections 2, 4, 5, 8): an e-mail address, then the 6-character code sent
 * to it. The server answers the same for any address, so this page never says whether one has an account.
 */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const say = useSchemaMessage();
  usePageTitle(i18n._(PAGES.login.name));
  const artwork: AuthArtwork = { ...ARTWORK, collection: i18n._(ARTWORK.collection) };
  const steps = STEPS.map((step) => i18n._(step));
  const form = useForm({
    initialValues: { email: '' },
    validate,
    // Sent as the server reads it (trimmed, lower case); runs only once the values passed the same schema.
    transformValues: (values) => SendLoginCodeInput.parse(values),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const step = useCodeStep(trpc.auth.sendLoginCode.useMutation(), trpc.auth.verifyLoginCode.useMutation(), {
    blankCode: t`Please enter the login code`,
    sendFailure: [t`Failed to send login code`, t`Please try again.`],
    failureTitle: t`Invalid login code`,
    failureFallback: t`Invalid login code`,
    welcome: [t`Welcome back`, t`You are now logged in.`],
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
      <Trans>New here?</Trans>
      <Link href={pathTo('signup')}>
        <Trans>Create an account</Trans>
      </Link>
    </>
  );

  if (step.sent) {
    return (
      <AuthCard
        artwork={artwork}
        steps={steps}
        activeStep={1}
        eyebrow={t`Almost there`}
        title={t`Enter Your Code`}
        intro={
          <p>
            <Trans>Type or paste the code from our e-mail to log in.</Trans>
          </p>
        }
        footer={footer}
      >
        <CodeStep flow={step} label={t`Login code`} submitLabel={t`Log In`} />
      </AuthCard>
    );
  }

  const pending = step.sending;
  return (
    <AuthCard
      artwork={artwork}
      steps={steps}
      activeStep={0}
      eyebrow={t`Welcome back`}
      title={t`Log In`}
      intro={
        <p>
          <Trans>Enter your e-mail address and we will send you a 6‑character login code. No password needed.</Trans>
        </p>
      }
      footer={footer}
    >
      <AuthForm onSubmit={submitEmail}>
        <TextInput
          label={t`E-mail address`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          error={say(form.errors.email)}
          disabled={pending}
          required
          autoFocus
          size="md"
          classNames={authInputClassNames}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="md" fullWidth loading={pending}>
          <Trans>Send Login Code</Trans>
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
