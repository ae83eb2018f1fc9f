import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'wouter';
import classes from './CartEmpty.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** The empty cart of the side panel and /cart (spec section 2). */
export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className={classes.empty}>
      <span className={classes.icon} aria-hidden="true">
        <IconShoppingBag size={30} stroke={1} />
      </span>
      <h2 className={classes.title}>
        <Trans>Your cart is empty</Trans>
      </h2>
      <p className={classes.text}>
        <Trans>Add some beautiful artwork to get started</Trans>
      </p>
      <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} onClick={onNavigate} size="md" mt="lg">
        <Trans>Start Shopping</Trans>
      </Button>
    </div>
  );
}
