import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useSchemaMessage } from '../format/schema-message.ts';
import { useCodeStep, type SendRefusal } from '../hooks/useCodeStep.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import { PAGES, pathTo } from '../../src/page-routes.ts';

/** The print beside the form: its title is the catalogue's (as the shop shows titles), its collection named in the page's language. */
const ARTWORK = {
  src: '/art/products/saguaro-twilight.svg',
  width: 1000,
  height: 1500,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a print's title, as the catalogue names it (product data)
  title: 'Saguaro Twilight',
  collection: msg`USA`,
  bandFocus: '50% 72%',
};

const STEPS = [msg`Details`, msg`Verify`];

const FIELDS = ['firstName', 'lastName', 'email', 'clientType'] as const;
type Field = (typeof FIELDS)[number];
type Details = Record<Exclude<Field, 'clientType'>, string> & { clientType: string | null };

const EMPTY: Details = { firstName: '', lastName: '', email: '', clientType: null };

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
  const { t, i18n } = useLingui();
  const say = useSchemaMessage();
  usePageTitle(i18n._(PAGES.signup.name));
  const artwork: AuthArtwork = { ...ARTWORK, collection: i18n._(ARTWORK.collection) };
  const steps = STEPS.map((step) => i18n._(step));
  const clientTypes = CLIENT_TYPES.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const form = useForm({
    initialValues: EMPTY,
    validate,
    // Sent as the server reads it (trimmed, e-mail in lower case); runs only once the values passed the same schema.
    transformValues: (details) => SendSignupCodeInput.parse(details),
  });
  const [formError, setFormError] = useState<ReactNode>(null);
  const step = useCodeStep(trpc.auth.sendSignupCode.useMutation(), trpc.auth.verifySignupCode.useMutation(), {
    blankCode: t`Please enter the verification code`,
    sendFailure: [t`Error`, t`Failed to send verification code`],
    failureTitle: t`Error`,
    failureFallback: t`Invalid verification code`,
    welcome: [t`Welcome to Canvas & Light`, t`Your account is ready.`],
  });
  /** A field's props, its schema's message in the page's language. */
  const inputProps = (field: Field) => ({ ...form.getInputProps(field), error: say(form.errors[field]) });

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
  /** Blank fields are marked `true` (validate, above): the alert then says so once for them all (spec section 5). */
  const someBlank = Object.values(form.errors).includes(true);

  const footer = (
    <>
      <Trans>Already have an account?</Trans>
      <Link href={pathTo('login')}>
        <Trans>Log in</Trans>
      </Link>
    </>
  );

  if (step.sent) {
    return (
      <AuthCard
        artwork={artwork}
        steps={steps}
        activeStep={1}
        eyebrow={t`One last step`}
        title={t`Check Your Inbox`}
        intro={
          <p>
            <Trans>Enter the code from our e-mail to confirm your address and create your account.</Trans>
          </p>
        }
        footer={footer}
      >
        <CodeStep flow={step} label={t`Verification code`} submitLabel={t`Verify & Create Account`} />
      </AuthCard>
    );
  }

  const pending = step.sending;
  return (
    <AuthCard
      artwork={artwork}
      steps={steps}
      activeStep={0}
      eyebrow={t`Join Canvas & Light`}
      title={t`Create Your Account`}
      intro={
        <p>
          <Trans>
            Tell us a little about yourself. We e-mail you a 6‑character code to confirm your address; there is no
            password to remember.
          </Trans>
        </p>
      }
      footer={footer}
    >
      <AuthForm onSubmit={submitDetails}>
        <AuthFieldRow>
          <TextInput
            label={t`First name`}
            name="firstName"
            autoComplete="given-name"
            {...inputProps('firstName')}
            disabled={pending}
            required
            autoFocus
            size="md"
            classNames={authInputClassNames}
          />
          <TextInput
            label={t`Last name`}
            name="lastName"
            autoComplete="family-name"
            {...inputProps('lastName')}
            disabled={pending}
            required
            size="md"
            classNames={authInputClassNames}
          />
        </AuthFieldRow>
        <TextInput
          label={t`E-mail address`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...inputProps('email')}
          disabled={pending}
          required
          size="md"
          classNames={authInputClassNames}
        />
        <Select
          label={t`What best describes you?`}
          name="clientType"
          placeholder={t`Choose one`}
          data={clientTypes}
          {...inputProps('clientType')}
          disabled={pending}
          required
          searchable
          nothingFoundMessage={t`No match`}
          maxDropdownHeight={280}
          comboboxProps={{ shadow: 'md' }}
          size="md"
          classNames={authInputClassNames}
        />
        {(formError || someBlank) && <FormAlert>{formError ?? t`Please fill in all fields`}</FormAlert>}
        <Button type="submit" size="md" fullWidth loading={pending}>
          <Trans>Send Verification Code</Trans>
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
