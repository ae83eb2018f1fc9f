import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'wouter';
import { pathTo } from '../../../src/page-routes.ts';
import { useWishlistIds } from '../../hooks/useWishlist.ts';

/** The header's way to the wishlist (/account/wishlist), for visitors too: a heart, filled once a print is kept. */
export function WishlistButton() {
  const { t } = useLingui();
  const count = useWishlistIds().size;
  // Zero has a message of its own, as CartButton's does: Lingui's plural() formats its count with a new
  // Intl.NumberFormat, and a page's first one held a first visit's (empty) header about 15 ms before the
  // first paint (client/format/plural-category.ts).
  const label = count === 0 ? t`Wishlist, 0 prints` : t`Wishlist, ${plural(count, { one: '# print', other: '# prints' })}`;
  return (
    <ActionIcon
      renderRoot={(props) => <Link href={pathTo('wishlist')} {...props} />}
      variant="subtle"
      color="charcoal"
      size={40}
      radius="xl"
      aria-label={label}
      title={t`Wishlist`}
    >
      <IconHeart size={22} stroke={1.4} fill={count > 0 ? 'currentColor' : 'none'} />
    </ActionIcon>
  );
}
