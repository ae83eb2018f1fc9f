import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CodeStepFlow } from '../../hooks/useCodeStep.ts';
import { CodeField } from '../CodeField/CodeField.tsx';
import classes from './CodeStep.module.css';

/** Seconds before another code may be asked for, so an impatient double click does not send two e-mails. */
const RESEND_COOLDOWN_S = 30;

interface CodeStepProps {
  /** The page's code step (useCodeStep), once a code has gone out. */
  flow: CodeStepFlow;
  /** The code field's label, e.g. "Verification code". */
  label: string;
  submitLabel: string;
}

/** The second step of sign-up and login: where the code went, the code, and the ways out (resend, back). */
export function CodeStep({ flow, label, submitLabel }: CodeStepProps) {
  const { t } = useLingui();
  const { sent, code, codeError, verifying, sending } = flow;
  const cooldown = useSecondsLeft((sent?.at ?? 0) + RESEND_COOLDOWN_S * 1000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) flow.submitCode();
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <p className={classes.sent} role="status">
        <IconMailOpened className={classes.sentIcon} size={20} stroke={1.4} aria-hidden="true" />
        <span>{sent?.message}</span>
      </p>

      <CodeField
        label={label}
        value={code}
        onChange={flow.changeCode}
        error={codeError}
        disabled={verifying}
        autoFocus
        description={t`Letters and numbers; upper or lower case both work.`}
      />

      <Button type="submit" size="md" fullWidth loading={verifying} disabled={sending}>
        {submitLabel}
      </Button>

      <div className={classes.links}>
        <button type="button" className={classes.back} onClick={flow.back} disabled={verifying}>
          <IconArrowLeft size={16} stroke={1.5} aria-hidden="true" />
          <Trans>Back</Trans>
        </button>
        <span className={classes.resend}>
          <Trans>Didn’t get it?</Trans>
          <button
            type="button"
            className={classes.resendButton}
            onClick={flow.resend}
            disabled={sending || verifying || cooldown > 0}
          >
            {sending ? t`Sending…` : cooldown > 0 ? t`Resend code in ${cooldown}s` : t`Resend code`}
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
