import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import type { EmailCheck } from '../../hooks/useEmailCheck.ts';
import { CheckoutHint, CheckoutSection, checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import { EmailCheckField } from '../EmailCheckField/EmailCheckField.tsx';
import classes from './CheckoutContact.module.css';

interface CheckoutContactProps {
  /** The signed-in customer's address, shown above the field; null for a guest. */
  signedInAs: string | null;
  email: string;
  onEmailChange: (email: string) => void;
  check: EmailCheck;
  /** The shopper has tried to pay: the e-mail's verdict shows even if the field was never left. */
  attempted: boolean;
  disabled: boolean;
  /**
   * The "e-mail me" box, where the shipping country asks for a yes before any marketing e-mail (the EU,
   * the UK, Canada: src/marketing.ts); null elsewhere, where an unsubscribe link in each e-mail is enough.
   */
  marketing: { consent: boolean; onChange: (consent: boolean) => void } | null;
}

/** Step 1 of /checkout: the e-mail the receipt and shipping updates go to, checked as it is typed. */
export function CheckoutContact({ signedInAs, email, onEmailChange, check, attempted, disabled, marketing }: CheckoutContactProps) {
  const { t } = useLingui();
  return (
    <CheckoutSection number={1} title={t`Contact`}>
      {signedInAs && (
        <p className={classes.signedIn}>
          <Trans>
            Signed in as <strong>{signedInAs}</strong>
          </Trans>
        </p>
      )}
      <EmailCheckField
        value={email}
        onChange={onEmailChange}
        check={check}
        forceMessage={attempted}
        disabled={disabled}
        classNames={checkoutFieldClasses}
      />
      {!signedInAs && (
        <CheckoutHint>
          <Trans>Your receipt and shipping updates go here.</Trans>
        </CheckoutHint>
      )}
      {marketing && (
        <Checkbox
          className={classes.consent}
          checked={marketing.consent}
          onChange={(event) => marketing.onChange(event.currentTarget.checked)}
          disabled={disabled}
          color="charcoal.8"
          label={t`E-mail me about new prints and offers, and remind me if I leave my bag. Unsubscribe at any time.`}
        />
      )}
    </CheckoutSection>
  );
}
