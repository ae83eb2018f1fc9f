import { Button, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconGift, IconTag, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import classes from './CouponBox.module.css';

interface CouponBoxProps {
  /** A discount code (the default), or a gift card's code at checkout. */
  kind?: 'coupon' | 'giftCard';
  /** The code in effect, as the shop spells it (a gift card's last four); null when none is. */
  appliedCode: string | null;
  /** Resolves true when the code was accepted (the field then empties). */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  isApplying: boolean;
}

/**
 * The discount code box of /cart and /checkout: Apply stays disabled while the field is blank (spec
 * section 5). The checkout's gift card box is the same, in its own words.
 */
export function CouponBox({ kind = 'coupon', appliedCode, onApply, onRemove, isApplying }: CouponBoxProps) {
  const { t } = useLingui();
  const giftCard = kind === 'giftCard';
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
        {giftCard ? <IconGift size={16} stroke={1.4} aria-hidden="true" /> : <IconTag size={16} stroke={1.4} aria-hidden="true" />}
        <span className={classes.appliedText}>
          {giftCard ? (
            <Trans>
              Gift card <strong>•••• {appliedCode}</strong> applied
            </Trans>
          ) : (
            <Trans>
              Code <strong>{appliedCode}</strong> applied
            </Trans>
          )}
        </span>
        <button
          type="button"
          className={classes.remove}
          onClick={onRemove}
          aria-label={giftCard ? t`Remove gift card ending ${appliedCode}` : t`Remove coupon ${appliedCode}`}
        >
          <IconX size={15} stroke={1.5} />
        </button>
      </div>
    );
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)}>
      <TextInput
        className={classes.input}
        label={giftCard ? t`Gift card` : t`Discount code`}
        placeholder={giftCard ? 'XXXX-XXXX-XXXX-XXXX' : t`Enter code`}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        maxLength={giftCard ? 40 : 50}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        classNames={{ label: classes.label, input: classes.field }}
      />
      <Button
        type="submit"
        variant="outline"
        color="charcoal.8"
        disabled={blank}
        loading={isApplying}
        className={classes.apply}
        aria-label={giftCard ? t`Apply gift card` : undefined}
      >
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
