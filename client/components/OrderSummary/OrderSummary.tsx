import type { ReactNode } from 'react';
import { TAX_PERCENT, type Totals } from '../../../src/pricing.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import classes from './OrderSummary.module.css';

interface OrderSummaryProps {
  /** From orderTotals (src/pricing.ts), the same numbers the server charges. */
  totals: Totals;
  couponCode?: string | null;
  /** The shipping cost is still being looked up: shipping and total wait for it. */
  shippingPending?: boolean;
  /** Goes between the lines and the total, e.g. the discount code box. */
  extra?: ReactNode;
  /** The buttons below the total. */
  children?: ReactNode;
}

/** Subtotal, discount, shipping ('Free' at zero), tax and total, in the visitor's currency. */
export function OrderSummary({ totals, couponCode, shippingPending = false, extra, children }: OrderSummaryProps) {
  const money = useMoney();
  const waiting = <span className={classes.waiting}>Calculating…</span>;
  return (
    <section className={classes.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={classes.title}>
        Order Summary
      </h2>
      <dl className={classes.rows}>
        <div className={classes.row}>
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className={classes.row} data-kind="discount">
            <dt>Discount{couponCode && <span className={classes.code}>{couponCode}</span>}</dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        )}
        <div className={classes.row}>
          <dt>Shipping</dt>
          <dd>{shippingPending ? waiting : totals.shipping === 0 ? 'Free' : money(totals.shipping)}</dd>
        </div>
        <div className={classes.row}>
          <dt>Tax ({TAX_PERCENT}%)</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      </dl>
      {extra && <div className={classes.extra}>{extra}</div>}
      <div className={classes.total}>
        <span>Total</span>
        <span className={classes.totalAmount}>{shippingPending ? waiting : money(totals.total)}</span>
      </div>
      {children && <div className={classes.actions}>{children}</div>}
    </section>
  );
}
