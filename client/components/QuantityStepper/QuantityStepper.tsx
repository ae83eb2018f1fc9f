import { IconMinus, IconPlus } from '@tabler/icons-react';
import classes from './QuantityStepper.module.css';
import { useLingui } from '@lingui/react/macro';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest value; a step below it is ignored (spec section 4: removal is its own action). */
  min?: number;
  max: number;
  disabled?: boolean;
  /** Names the group for screen readers, e.g. "Quantity of Saguaro Twilight" (else "Quantity"), in the page's language. */
  label?: string;
  size?: 'sm' | 'md';
}

/** Minus, the number, plus: the quantity control of the product page, the cart panel and /cart. */
export function QuantityStepper({ value, onChange, min = 1, max, disabled = false, label, size = 'md' }: QuantityStepperProps) {
  const { t } = useLingui();
  const step = (delta: number) => {
    const next = value + delta;
    if (next < min || next > max) return;
    onChange(next);
  };
  return (
    <div className={classes.stepper} role="group" aria-label={label ?? t`Quantity`} data-size={size} data-disabled={disabled || undefined}>
      <button
        type="button"
        className={classes.button}
        onClick={() => step(-1)}
        disabled={disabled || value <= min}
        aria-label={t`Decrease quantity`}
      >
        <IconMinus size={size === 'sm' ? 13 : 15} stroke={1.5} />
      </button>
      <output className={classes.value} aria-live="polite" aria-label={t`Quantity`}>
        {value}
      </output>
      <button
        type="button"
        className={classes.button}
        onClick={() => step(1)}
        disabled={disabled || value >= max}
        aria-label={t`Increase quantity`}
      >
        <IconPlus size={size === 'sm' ? 13 : 15} stroke={1.5} />
      </button>
    </div>
  );
}
