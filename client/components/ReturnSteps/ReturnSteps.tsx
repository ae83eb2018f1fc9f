import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import classes from './ReturnSteps.module.css';

const STEPS = [msg`Find your order`, msg`Choose the item`, msg`Tell us what happened`] as const;

/** Where the shopper is in a return: three numbered steps, the current one in ink, the done ones ticked. */
export function ReturnSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t, i18n } = useLingui();
  return (
    <ol className={classes.steps} aria-label={t`Return steps`}>
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li key={label.id} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.number} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className={classes.label}>{i18n._(label)}</span>
          </li>
        );
      })}
    </ol>
  );
}
