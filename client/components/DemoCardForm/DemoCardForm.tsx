import { TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import classes from './DemoCardForm.module.css';

export interface DemoCard {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_DEMO_CARD: DemoCard = { number: '', expiry: '', cvc: '' };

interface DemoCardFormProps {
  value: DemoCard;
  onChange: (card: DemoCard) => void;
  disabled?: boolean;
}

/** "4242424242424242" as "4242 4242 4242 4242", at most 19 digits. */
const groupDigits = (input: string) =>
  input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" as "12 / 28". */
const formatExpiry = (input: string) => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The stand-in for Stripe's card form when the shop runs without Stripe keys: only the number matters to
 * the server's demo provider (4242… pays, 4000 0000 0000 0002 is declined). Nothing is charged.
 */
export function DemoCardForm({ value, onChange, disabled = false }: DemoCardFormProps) {
  const { t } = useLingui();
  const fieldClasses = { label: classes.label, input: classes.input };
  return (
    <div className={classes.card}>
      <p className={classes.notice} role="note">
        <IconFlask size={16} stroke={1.5} aria-hidden="true" />
        <span>
          <Trans>
            <strong>Demo payment — nothing is charged.</strong> Use 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.
          </Trans>
        </span>
      </p>
      <TextInput
        label={t`Card number`}
        placeholder="1234 1234 1234 1234"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: groupDigits(event.currentTarget.value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        disabled={disabled}
        rightSection={<IconCreditCard size={18} stroke={1.3} aria-hidden="true" />}
        classNames={fieldClasses}
      />
      <div className={classes.pair}>
        <TextInput
          label={t`Expiry`}
          placeholder={t`MM / YY`}
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.currentTarget.value) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          disabled={disabled}
          classNames={fieldClasses}
        />
        <TextInput
          label={t`CVC`}
          placeholder="123"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          disabled={disabled}
          classNames={fieldClasses}
        />
      </div>
    </div>
  );
}
