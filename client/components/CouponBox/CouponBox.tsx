import { Button, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTag, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import classes from './CouponBox.module.css';

interface CouponBoxProps {
  /** The code in effect, as the shop spells it; null when none is. */
  appliedCode: string | null;
  /** Resolves true when the code was accepted (the field then empties). */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  isApplying: boolean;
}

/** The discount code box of /cart: Apply stays disabled while the field is blank (spec section 5). */
export function CouponBox({ appliedCode, onApply, onRemove, isApplying }: CouponBoxProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const blank = code.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || isApplying) return;
    if (await onApply(code.trim())) setCode('');
  }

  if (appliedCode) {
    return (
      <div className={classes.applied}>
        <IconTag size={16} stroke={1.4} aria-hidden="true" />
        <span className={classes.appliedText}>
          <Trans>
            Code <strong>{appliedCode}</strong> applied
          </Trans>
        </span>
        <button type="button" className={classes.remove} onClick={onRemove} aria-label={t`Remove coupon ${appliedCode}`}>
          <IconX size={15} stroke={1.5} />
        </button>
      </div>
    );
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)}>
      <TextInput
        className={classes.input}
        label={t`Discount code`}
        placeholder={t`Enter code`}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        maxLength={50}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        classNames={{ label: classes.label, input: classes.field }}
      />
      <Button type="submit" variant="outline" color="charcoal.8" disabled={blank} loading={isApplying} className={classes.apply}>
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
