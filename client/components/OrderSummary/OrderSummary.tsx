import { Trans } from '@lingui/react/macro';
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
  /** The gift card that pays part or all of the total (US cents), as the server priced it. */
  giftCard?: { last4: string; cents: number } | null;
  /** The buttons below the total. */
  children?: ReactNode;
}

/** Subtotal, discount, shipping ('Free' at zero), tax and total, in the visitor's currency. */
export function OrderSummary({ totals, couponCode, shippingPending = false, extra, giftCard, children }: OrderSummaryProps) {
  const money = useMoney();
  const waiting = (
    <span className={classes.waiting}>
      <Trans>Calculating…</Trans>
    </span>
  );
  const taxPercent = TAX_PERCENT;
  return (
    <section className={classes.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={classes.title}>
        <Trans>Order Summary</Trans>
      </h2>
      <dl className={classes.rows}>
        <div className={classes.row}>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className={classes.row} data-kind="discount">
            <dt>
              <Trans>Discount</Trans>
              {couponCode && <span className={classes.code}>{couponCode}</span>}
            </dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        )}
        <div className={classes.row}>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{shippingPending ? waiting : totals.shipping === 0 ? <Trans>Free</Trans> : money(totals.shipping)}</dd>
        </div>
        <div className={classes.row}>
          <dt>
            <Trans>Tax ({taxPercent}%)</Trans>
          </dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      </dl>
      {extra && <div className={classes.extra}>{extra}</div>}
      <div className={classes.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span className={classes.totalAmount}>{shippingPending ? waiting : money(totals.total)}</span>
      </div>
      {giftCard && (
        <dl className={classes.paidBy}>
          <div className={classes.row} data-kind="discount">
            <dt>
              <GiftCardName last4={giftCard.last4} />
            </dt>
            <dd>−{money(giftCard.cents)}</dd>
          </div>
          <div className={classes.row} data-kind="due">
            <dt>
              <Trans>To pay</Trans>
            </dt>
            <dd>{money(totals.total - giftCard.cents)}</dd>
          </div>
        </dl>
      )}
      {children && <div className={classes.actions}>{children}</div>}
    </section>
  );
}

function GiftCardName({ last4 }: { last4: string }) {
  return <Trans>Gift card •••• {last4}</Trans>;
}
