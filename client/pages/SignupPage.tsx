import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { SendSignupCodeInput } from '../../src/auth.ts';
import { CLIENT_TYPES } from '../../src/client-types.ts';
import { AuthCard, type AuthArtwork } from '../components/AuthCard/AuthCard.tsx';
import { AuthFieldRow, AuthForm, authInputClassNames } from '../components/AuthCard/AuthForm.tsx';
import { firstMessages } from '../components/AuthCard/auth-form.ts';
import { CodeStep } from '../components/CodeStep/CodeStep.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { useCodeStep } from '../hooks/useCodeStep.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

const ARTWORK: AuthArtwork = {
  src: '/art/products/saguaro-twilight.svg',
  width: 1000,
  height: 1500,
  title: 'Saguaro Twilight',
  collection: 'USA',
  bandFocus: '50% 72%',
};

const FIELDS = ['firstName', 'lastName', 'email', 'clientType'] as const;
type Field = (typeof FIELDS)[number];
type Details = Record<Exclude<Field, 'clientType'>, string> & { clientType: string | null };
type SignupInput = z.output<typeof SendSignupCodeInput>;

/** Spec section 5 asks for one sentence whichever required field is empty. */
const FILL_IN_ALL = 'Please fill in all fields';

/**
 * Passwordless sign-up (spec sections 2, 4, 5, 8): the customer's details, then the 6-character code
 * e-mailed to them. The code signs them in; then they land on their account home.
 */
export function SignupPage() {
  usePageTitle('Create Account');
  const [details, setDetails] = useState<Details>({ firstName: '', lastName: '', email: '', clientType: null });
  const [errors, setErrors] = useState<Partial<Record<Field, string | true>>>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const sendCode = trpc.auth.sendSignupCode.useMutation();
  const step = useCodeStep<SignupInput>(trpc.auth.verifySignupCode.useMutation(), {
    blankCode: 'Please enter the verification code',
    failureTitle: 'Error',
    failureFallback: 'Invalid verification code',
    welcome: ['Welcome to Canvas & Light', 'Your account is ready.'],
  });

  const change = (field: Field, value: string | null) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const request = (input: SignupInput, { resend }: { resend: boolean }) => {
    sendCode.mutate(input, {
      onSuccess: ({ message }) => {
        step.codeSent(input, message);
        if (resend) notify.success('New code sent', message);
      },
      onError: (error) => {
        const message = error.message || 'Failed to send verification code';
        notify.error('Error', message);
        if (resend) return;
        const fieldErrors = firstMessages(error.data?.fieldErrors, FIELDS);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setFormError(message);
      },
    });
  };

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    if (sendCode.isPending) return;
    setFormError(null);
    const blank = FIELDS.filter((field) => !details[field]?.trim());
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank.map((field) => [field, true])));
      setFormError(FILL_IN_ALL);
      return;
    }
    const parsed = SendSignupCodeInput.safeParse(details);
    if (!parsed.success) {
      setErrors(firstMessages(z.flattenError(parsed.error).fieldErrors, FIELDS));
      return;
    }
    setErrors({});
    request(parsed.data, { resend: false });
  };

  const footer = (
    <>
      Already have an account?
      <Link href="/login">Log in</Link>
    </>
  );

  const { sent } = step;
  if (sent) {
    return (
      <AuthCard
        artwork={ARTWORK}
        steps={['Details', 'Verify']}
        activeStep={1}
        eyebrow="One last step"
        title="Check Your Inbox"
        intro={<p>Enter the code from our e-mail to confirm your address and create your account.</p>}
        footer={footer}
      >
        <CodeStep
          message={sent.message}
          sentAt={sent.at}
          label="Verification code"
          submitLabel="Verify & Create Account"
          code={step.code}
          onCodeChange={step.changeCode}
          error={step.codeError}
          verifying={step.verifying}
          resending={sendCode.isPending}
          onVerify={step.submitCode}
          onResend={() => request(sent.request, { resend: true })}
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
      steps={['Details', 'Verify']}
      activeStep={0}
      eyebrow="Join Canvas & Light"
      title="Create Your Account"
      intro={
        <p>
          Tell us a little about yourself. We e-mail you a 6&#8209;character code to confirm your address; there is no
          password to remember.
        </p>
      }
      footer={footer}
    >
      <AuthForm onSubmit={submitDetails}>
        <AuthFieldRow>
          <TextInput
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={details.firstName}
            onChange={(event) => change('firstName', event.currentTarget.value)}
            error={errors.firstName}
            disabled={pending}
            required
            autoFocus
            size="md"
            classNames={authInputClassNames}
          />
          <TextInput
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={details.lastName}
            onChange={(event) => change('lastName', event.currentTarget.value)}
            error={errors.lastName}
            disabled={pending}
            required
            size="md"
            classNames={authInputClassNames}
          />
        </AuthFieldRow>
        <TextInput
          label="E-mail address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={details.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errors.email}
          disabled={pending}
          required
          size="md"
          classNames={authInputClassNames}
        />
        <Select
          label="What best describes you?"
          name="clientType"
          placeholder="Choose one"
          data={CLIENT_TYPES}
          value={details.clientType}
          onChange={(value) => change('clientType', value)}
          error={errors.clientType}
          disabled={pending}
          required
          searchable
          nothingFoundMessage="No match"
          maxDropdownHeight={280}
          comboboxProps={{ shadow: 'md' }}
          size="md"
          classNames={authInputClassNames}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="md" fullWidth loading={pending}>
          Send Verification Code
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
