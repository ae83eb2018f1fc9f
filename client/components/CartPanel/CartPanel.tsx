import '@mantine/core/styles/Drawer.layer.css';

import { Button, Drawer, Skeleton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCart } from '../../hooks/useCart.ts';
import { useCartPanel } from '../../hooks/useCartPanel.tsx';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { CartEmpty } from '../CartEmpty/CartEmpty.tsx';
import { CartLineRow } from '../CartLineRow/CartLineRow.tsx';
import classes from './CartPanel.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/**
 * The cart side panel of every page (spec section 2), opened from the header's bag icon. SiteLayout loads
 * it when it is first opened, and closes it on every navigation.
 */
export function CartPanel() {
  const { opened, close } = useCartPanel();
  const { t } = useLingui();

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="min(28rem, 100vw)"
      title={t`Shopping Bag`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      padding="xl"
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
    >
      <CartPanelBody onNavigate={close} />
    </Drawer>
  );
}

function CartPanelBody({ onNavigate }: { onNavigate: () => void }) {
  const { lines, itemCount, subtotal, isLoading } = useCart();
  const money = useMoney();
  const { t } = useLingui();

  if (isLoading) {
    return (
      <div className={classes.lines} role="status" aria-busy="true" aria-label={t`Loading your bag`}>
        {[0, 1].map((index) => (
          <div key={index} className={classes.skeletonRow}>
            <Skeleton height={110} width={88} radius={0} />
            <div className={classes.skeletonText}>
              <Skeleton height={18} width="70%" radius={0} />
              <Skeleton height={12} width="35%" mt={10} radius={0} />
              <Skeleton height={30} width={100} mt={26} radius={0} />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className={classes.empty}>
        <CartEmpty onNavigate={onNavigate} />
      </div>
    );
  }

  return (
    <>
      <p className={classes.count}>
        <Plural value={itemCount} one="# item" other="# items" />
      </p>
      <ul className={classes.lines}>
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} layout="panel" onNavigate={onNavigate} />
        ))}
      </ul>
      <footer className={classes.footer}>
        <div className={classes.subtotal}>
          <span>
            <Trans>Subtotal</Trans>
          </span>
          <span className={classes.amount}>{money(subtotal)}</span>
        </div>
        <p className={classes.note}>
          <Trans>Shipping calculated at checkout</Trans>
        </p>
        <div className={classes.actions}>
          <Button renderRoot={(props) => <Link href={pathTo('checkout')} {...props} />} onClick={onNavigate} size="md" fullWidth>
            <Trans>Checkout</Trans>
          </Button>
          <Button
            renderRoot={(props) => <Link href={pathTo('cart')} {...props} />}
            onClick={onNavigate}
            size="md"
            variant="outline"
            color="charcoal.8"
            fullWidth
          >
            <Trans>View Cart</Trans>
          </Button>
        </div>
      </footer>
    </>
  );
}
