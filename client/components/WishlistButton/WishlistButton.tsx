import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'wouter';
import { pathTo } from '../../../src/page-routes.ts';
import { pluralCategory } from '../../format/plural-category.ts';
import { useWishlistIds } from '../../hooks/useWishlist.ts';
import { useLocale } from '../../locale.tsx';

/** The header's way to the wishlist (/account/wishlist), for visitors too: a heart, filled once a print is kept. */
export function WishlistButton() {
  const { t } = useLingui();
  const locale = useLocale();
  const count = useWishlistIds().size;
  // A select of the count's plural category, not plural(): the header is on every page's first screen (pluralCategory says why).
  const category = pluralCategory(locale, count);
  const label = t`Wishlist, ${select(category, { one: `${count} print`, other: `${count} prints` })}`;
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
