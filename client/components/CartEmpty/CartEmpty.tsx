import { Button } from '@mantine/core';
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
      <h2 className={classes.title}>Your cart is empty</h2>
      <p className={classes.text}>Add some beautiful artwork to get started</p>
      <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} onClick={onNavigate} size="md" mt="lg">
        Start Shopping
      </Button>
    </div>
  );
}
