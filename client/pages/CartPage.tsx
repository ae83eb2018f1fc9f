import { Button, Container, Skeleton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { priceableLine } from '../../src/cart-lines.ts';
import { toCents } from '../../src/money.ts';
import { orderTotals } from '../../src/pricing.ts';
import { CartEmpty } from '../components/CartEmpty/CartEmpty.tsx';
import { CartLineRow } from '../components/CartLineRow/CartLineRow.tsx';
import { CouponBox } from '../components/CouponBox/CouponBox.tsx';
import { OrderSummary } from '../components/OrderSummary/OrderSummary.tsx';
import { useCart } from '../hooks/useCart.ts';
import { useCoupon } from '../hooks/useCoupon.ts';
import { useMemberTerms } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useRestoredCart } from '../hooks/useRestoredCart.ts';
import { useShopperLocation } from '../hooks/useShopperLocation.ts';
import { trpc } from '../trpc.ts';
import classes from './CartPage.module.css';
import { PAGES, pathTo } from '../../src/page-routes.ts';

/** /cart (spec sections 2, 5): the lines with steppers and Remove, a discount code and the order summary. */
export function CartPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.cart.name));
  useRestoredCart();
  const { lines, itemCount, subtotal, isLoading } = useCart();
  const { country, isLoading: locating } = useShopperLocation();
  const coupon = useCoupon(subtotal, lines.length > 0);
  const shipping = trpc.shop.location.shippingCost.useQuery({ country }, { enabled: !locating && lines.length > 0 });

  // A failed lookup leaves the cost unknown, and orderTotals then uses the spec's 25.
  const member = useMemberTerms();
  const totals = orderTotals({
    lines: lines.map((line) => priceableLine(line)),
    coupon: coupon.terms,
    member,
    shippingCents: shipping.data ? toCents(shipping.data.cost) : null,
  });

  return (
    <Container className={classes.page}>
      <header className={classes.header}>
        <p className={classes.eyebrow}>
          <Trans>Your selection</Trans>
        </p>
        <h1 className={classes.title}>
          <Trans>Shopping Bag</Trans>
        </h1>
        {!isLoading && lines.length > 0 && (
          <p className={classes.count}>
            <Plural value={itemCount} one="# artwork" other="# artworks" />
          </p>
        )}
      </header>

      {isLoading ? (
        <CartSkeleton />
      ) : lines.length === 0 ? (
        <div className={classes.empty}>
          <CartEmpty />
        </div>
      ) : (
        <div className={classes.layout}>
          <section aria-label={t`Items in your bag`}>
            <ul className={classes.lines}>
              {lines.map((line) => (
                <CartLineRow key={line.id} line={line} layout="page" />
              ))}
            </ul>
          </section>
          <aside className={classes.aside}>
            <OrderSummary
              totals={totals}
              couponCode={coupon.applied?.code}
              shippingPending={shipping.isPending}
              extra={
                <CouponBox
                  appliedCode={coupon.applied?.code ?? null}
                  onApply={coupon.apply}
                  onRemove={coupon.remove}
                  isApplying={coupon.isApplying}
                />
              }
            >
              <Button
                renderRoot={(props) => <Link href={pathTo('checkout')} {...props} />}
                size="lg"
                fullWidth
                leftSection={<IconLock size={15} stroke={1.5} />}
              >
                <Trans>Proceed to Checkout</Trans>
              </Button>
              <Button
                renderRoot={(props) => <Link href={pathTo('shop')} {...props} />}
                size="lg"
                fullWidth
                variant="outline"
                color="charcoal.8"
              >
                <Trans>Continue Shopping</Trans>
              </Button>
            </OrderSummary>
          </aside>
        </div>
      )}
    </Container>
  );
}

function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div className={classes.layout} role="status" aria-busy="true" aria-label={t`Loading your bag`}>
      <div>
        {[0, 1].map((index) => (
          <div key={index} className={classes.skeletonRow}>
            <Skeleton width={136} height={170} radius={0} />
            <div className={classes.skeletonText}>
              <Skeleton height={24} width="60%" radius={0} />
              <Skeleton height={12} width="30%" mt={12} radius={0} />
              <Skeleton height={34} width={110} mt={48} radius={0} />
            </div>
          </div>
        ))}
      </div>
      <Skeleton height={420} radius={0} />
    </div>
  );
}
