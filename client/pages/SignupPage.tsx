import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { SendSignupCodeInput } from '../../src/auth.ts';
import { CLIENT_TYPES } from '../../src/client-types.ts';
import { AuthCard, type AuthArtwork } from '../components/AuthCard/AuthCard.tsx';
import { AuthFieldRow, AuthForm, authInputClassNames } from '../components/AuthCard/AuthForm.tsx';
import { firstMessages } from '../components/AuthCard/auth-form.ts';
import { CodeStep } from '../components/CodeStep/CodeStep.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { useCodeStep, type SendRefusal } from '../hooks/useCodeStep.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import { pathTo } from '../../src/page-routes.ts';

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

const EMPTY: Details = { firstName: '', lastName: '', email: '', clientType: null };

/** Spec section 5 asks for one sentence whichever required field is empty. */
const FILL_IN_ALL = 'Please fill in all fields';

const validateDetails = zod4Resolver(SendSignupCodeInput, { errorPriority: 'first' });
/** Blank fields are marked without a message of their own (FILL_IN_ALL says it once); then the server's schema. */
function validate(details: Details) {
  const blank = FIELDS.filter((field) => !details[field]?.trim());
  return blank.length > 0 ? Object.fromEntries(blank.map((field) => [field, true])) : validateDetails(details);
}

/**
 * Passwordless sign-up (spec sections 2, 4, 5, 8): the customer's details, then the 6-character code
 * e-mailed to them. The code signs them in; then they land on their account home.
 */
export function SignupPage() {
  usePageTitle('Create Account');
  const form = useForm({
    initialValues: EMPTY,
    validate,
    // Sent as the server reads it (trimmed, e-mail in lower case); runs only once the values passed the same schema.
    transformValues: (details) => SendSignupCodeInput.parse(details),
  });
  const [formError, setFormError] = useState<ReactNode>(null);
  const step = useCodeStep(trpc.auth.sendSignupCode.useMutation(), trpc.auth.verifySignupCode.useMutation(), {
    blankCode: 'Please enter the verification code',
    sendFailure: ['Error', 'Failed to send verification code'],
    failureTitle: 'Error',
    failureFallback: 'Invalid verification code',
    welcome: ['Welcome to Canvas & Light', 'Your account is ready.'],
  });

  const refused = (error: SendRefusal) => {
    const fieldErrors = firstMessages(error.data?.fieldErrors, FIELDS);
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    else setFormError(error.message);
  };
  // The server's last refusal (formError) stands until the next try, whether or not that one passes the schema.
  const submitDetails = form.onSubmit(
    (request) => {
      if (step.sending) return;
      setFormError(null);
      step.sendCode(request, refused);
    },
    () => setFormError(null),
  );
  /** Blank fields are marked `true` (validate, above): the alert then says FILL_IN_ALL once for them all. */
  const someBlank = Object.values(form.errors).includes(true);

  const footer = (
    <>
      Already have an account?
      <Link href={pathTo('login')}>Log in</Link>
    </>
  );

  if (step.sent) {
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
        <CodeStep flow={step} label="Verification code" submitLabel="Verify & Create Account" />
      </AuthCard>
    );
  }

  const pending = step.sending;
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
            {...form.getInputProps('firstName')}
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
            {...form.getInputProps('lastName')}
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
          {...form.getInputProps('email')}
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
          {...form.getInputProps('clientType')}
          disabled={pending}
          required
          searchable
          nothingFoundMessage="No match"
          maxDropdownHeight={280}
          comboboxProps={{ shadow: 'md' }}
          size="md"
          classNames={authInputClassNames}
        />
        {(formError || someBlank) && <FormAlert>{formError ?? FILL_IN_ALL}</FormAlert>}
        <Button type="submit" size="md" fullWidth loading={pending}>
          Send Verification Code
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
