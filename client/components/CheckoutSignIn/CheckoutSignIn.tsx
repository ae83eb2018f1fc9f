import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import classes from './CheckoutSignIn.module.css';
import { pathTo } from '../../../src/page-routes.ts';

export type CheckoutMode = 'guest' | 'signin';

/** Spec section 2: a visitor chooses between checking out as a guest and signing in first. */
export function CheckoutModeTabs({ mode, onChange }: { mode: CheckoutMode; onChange: (mode: CheckoutMode) => void }) {
  const { t } = useLingui();
  const tab = (value: CheckoutMode, label: string) => (
    <button type="button" role="tab" aria-selected={mode === value} className={classes.tab} onClick={() => onChange(value)}>
      {label}
    </button>
  );
  return (
    <div className={classes.tabs} role="tablist" aria-label={t`How would you like to check out?`}>
      {tab('guest', t`Continue as guest`)}
      {tab('signin', t`Sign in`)}
    </div>
  );
}

/** The Sign in tab: off to /login with a one-time code, or back to the guest form. */
export function CheckoutSignInPanel({ onContinueAsGuest }: { onContinueAsGuest: () => void }) {
  const { t } = useLingui();
  return (
    <section className={classes.panel} role="tabpanel" aria-label={t`Sign in`}>
      <h2 className={classes.title}>
        <Trans>Welcome back</Trans>
      </h2>
      <p className={classes.lead}>
        <Trans>
          Sign in with a one-time code sent to your e-mail: your details are filled in for you and the order is kept in
          your account. Your bag stays as it is.
        </Trans>
      </p>
      <div className={classes.actions}>
        <Button renderRoot={(props) => <Link href={pathTo('login')} {...props} />} size="md">
          <Trans>Sign in</Trans>
        </Button>
        <Button variant="subtle" color="charcoal.8" size="md" onClick={onContinueAsGuest}>
          <Trans>Continue as guest</Trans>
        </Button>
      </div>
    </section>
  );
}
