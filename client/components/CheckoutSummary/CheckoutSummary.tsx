import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CartLine } from '../../../src/cart.ts';
import type { Totals } from '../../../src/pricing.ts';
import { CartLineRow } from '../CartLineRow/CartLineRow.tsx';
import { CouponBox } from '../CouponBox/CouponBox.tsx';
import { OrderSummary } from '../OrderSummary/OrderSummary.tsx';
import classes from './CheckoutSummary.module.css';

interface CodeBox {
  /** The code in effect (a gift card's last four); null when none is. */
  appliedCode: string | null;
  apply: (code: string) => Promise<boolean>;
  remove: () => void;
  isApplying: boolean;
}

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  totals: Totals;
  /** True until the server has priced this checkout: the totals are then the client's estimate. */
  estimated: boolean;
  /** The server is pricing a change: the figures shown may be about to move. */
  updating: boolean;
  coupon: CodeBox;
  /** The gift card box, and what the card pays as the server priced it. */
  giftCard: CodeBox & { paid: { last4: string; cents: number } | null };
  children?: ReactNode;
}

/**
 * The right-hand column of /checkout (spec section 2): the lines with quantity steppers, the discount code,
 * a gift card, and the totals the server will charge (DESIGN.md section 5).
 */
export function CheckoutSummary({ lines, totals, estimated, updating, coupon, giftCard, children }: CheckoutSummaryProps) {
  const { t } = useLingui();
  return (
    <div className={classes.column}>
      <section className={classes.lines} aria-label={t`Items in your order`}>
        <ul className={classes.list}>
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} layout="panel" />
          ))}
        </ul>
      </section>
      <div className={classes.summary} data-updating={updating || undefined} aria-busy={updating || undefined}>
        <OrderSummary
          totals={totals}
          couponCode={coupon.appliedCode}
          giftCard={giftCard.paid}
          extra={
            <div className={classes.codes}>
              <CouponBox appliedCode={coupon.appliedCode} onApply={coupon.apply} onRemove={coupon.remove} isApplying={coupon.isApplying} />
              <CouponBox
                kind="giftCard"
                appliedCode={giftCard.appliedCode}
                onApply={giftCard.apply}
                onRemove={giftCard.remove}
                isApplying={giftCard.isApplying}
              />
            </div>
          }
        >
          {estimated && (
            <p className={classes.note}>
              <Trans>Estimated — confirming the final amount…</Trans>
            </p>
          )}
          {children}
        </OrderSummary>
      </div>
    </div>
  );
}
