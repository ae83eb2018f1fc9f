import { Button } from '@mantine/core';
import { IconArrowLeft, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeField } from '../CodeField/CodeField.tsx';
import classes from './CodeStep.module.css';

/** Seconds before another code may be asked for, so an impatient double click does not send two e-mails. */
const RESEND_COOLDOWN_S = 30;

interface CodeStepProps {
  /** The server's sentence saying where the code went. */
  message: string;
  /** When the last code was sent (ms); starts the resend cooldown. */
  sentAt: number;
  /** The code field's label, e.g. "Verification code". */
  label: string;
  submitLabel: string;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
}

/** The second step of sign-up and login: where the code went, the code, and the ways out (resend, back). */
export function CodeStep(props: CodeStepProps) {
  const { message, sentAt, label, submitLabel, code, onCodeChange, error, verifying, resending } = props;
  const cooldown = useSecondsLeft(sentAt + RESEND_COOLDOWN_S * 1000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) props.onVerify();
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <p className={classes.sent} role="status">
        <IconMailOpened className={classes.sentIcon} size={20} stroke={1.4} aria-hidden="true" />
        <span>{message}</span>
      </p>

      <CodeField
        label={label}
        value={code}
        onChange={onCodeChange}
        error={error}
        disabled={verifying}
        autoFocus
        description="Letters and numbers; upper or lower case both work."
      />

      <Button type="submit" size="md" fullWidth loading={verifying} disabled={resending}>
        {submitLabel}
      </Button>

      <div className={classes.links}>
        <button type="button" className={classes.back} onClick={props.onBack} disabled={verifying}>
          <IconArrowLeft size={16} stroke={1.5} aria-hidden="true" />
          Back
        </button>
        <span className={classes.resend}>
          Didn&rsquo;t get it?
          <button
            type="button"
            className={classes.resendButton}
            onClick={props.onResend}
            disabled={resending || verifying || cooldown > 0}
          >
            {resending ? 'Sending…' : cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
          </button>
        </span>
      </div>
    </form>
  );
}

/** Whole seconds until `deadline`, counting down once a second and stopping at 0. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
