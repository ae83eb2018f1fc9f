import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'wouter';

/**
 * The bag icon with the total quantity in the cart. It links to /cart until the cart side panel exists;
 * the badge shows even at zero so the header does not shift when the first item goes in.
 */
export function CartButton({ count }: { count: number }) {
  const label = `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Indicator label={count} showZero size={17} offset={7} color="charcoal.8" fz={10} fw={600}>
      <ActionIcon
        renderRoot={(props) => <Link href="/cart" {...props} />}
        variant="subtle"
        color="charcoal"
        size={40}
        radius="xl"
        aria-label={label}
        title="Shopping bag"
      >
        <IconShoppingBag size={22} stroke={1.4} />
      </ActionIcon>
    </Indicator>
  );
}
