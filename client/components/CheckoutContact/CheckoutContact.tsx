import { Trans, useLingui } from '@lingui/react/macro';
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
}

/** Step 1 of /checkout: the e-mail the receipt and shipping updates go to, checked as it is typed. */
export function CheckoutContact({ signedInAs, email, onEmailChange, check, attempted, disabled }: CheckoutContactProps) {
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
    </CheckoutSection>
  );
}
