import type { ReactNode } from 'react';
import classes from './CheckoutSection.module.css';

/** The look of every field of the checkout form: the shop's form field, a size larger. */
export const checkoutFieldClasses = { label: classes.label, input: classes.input };

/** One numbered step of the checkout form (1 Contact, 2 Shipping address, 3 Payment). */
export function CheckoutSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={`checkout-step-${number}`}>
      <h2 id={`checkout-step-${number}`} className={classes.title}>
        <span className={classes.step} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      <div className={classes.body}>{children}</div>
    </section>
  );
}

/** A quiet line of help under a step's fields. */
export function CheckoutHint({ children }: { children: ReactNode }) {
  return <p className={classes.hint}>{children}</p>;
}
