import { Loader, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { EmailCheck } from '../../hooks/useEmailCheck.ts';
import classes from './EmailCheckField.module.css';

interface EmailCheckFieldProps {
  value: string;
  onChange: (value: string) => void;
  check: EmailCheck;
  /** Show the verdict even before the field was left (after a submit attempt). */
  forceMessage?: boolean;
  disabled?: boolean;
  classNames?: { label?: string; input?: string };
}

/**
 * The checkout e-mail with its running verdict (spec section 5): local messages once the field was left,
 * a spinner while the server checks, 'Email is valid' in green, the connection message otherwise.
 */
export function EmailCheckField({ value, onChange, check, forceMessage = false, disabled, classNames }: EmailCheckFieldProps) {
  const { t } = useLingui();
  const [left, setLeft] = useState(false);
  const showLocal = left || forceMessage;
  const error =
    (check.status === 'invalid' && (showLocal || value.trim().length >= 5)) || (check.status === 'empty' && forceMessage)
      ? check.message
      : null;
  const description =
    check.status === 'valid' ? (
      <span className={classes.valid}>
        <IconCircleCheck size={14} stroke={1.8} aria-hidden="true" />
        {check.message}
      </span>
    ) : check.status === 'offline' ? (
      <span className={classes.offline}>{check.message}</span>
    ) : check.status === 'checking' ? (
      <span className={classes.checking}>
        <Trans>Checking…</Trans>
      </span>
    ) : null;

  return (
    <TextInput
      label={t`Email address`}
      type="email"
      placeholder={t`you@example.com`}
      required
      withAsterisk={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      autoComplete="email"
      maxLength={255}
      disabled={disabled}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={error ? null : description}
      rightSection={check.status === 'checking' ? <Loader size={14} color="charcoal.5" /> : undefined}
      classNames={{ ...classNames, description: classes.description }}
    />
  );
}
