import classes from './ReturnSteps.module.css';

const STEPS = ['Find your order', 'Choose the item', 'Tell us what happened'] as const;

/** Where the shopper is in a return: three numbered steps, the current one in ink, the done ones ticked. */
export function ReturnSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={classes.steps} aria-label="Return steps">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li key={label} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.number} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className={classes.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
