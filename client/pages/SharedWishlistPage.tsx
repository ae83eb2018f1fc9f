import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { ProductGrid } from '../components/ProductGrid/ProductGrid.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import classes from './WishlistPage.module.css';

/**
 * /wishlist/{token} (issue 39): a customer's wishlist as their share link shows it to anyone, read-only:
 * the prints and the keeper's first name. The hearts on its cards are the visitor's own list.
 */
export function SharedWishlistPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.sharedWishlist.name));
  const { token = '' } = useParams<{ token: string }>();
  const shared = trpc.wishlist.shared.useQuery({ token }, { retry: false });
  const mistaken = shared.error?.data?.code === 'NOT_FOUND' || shared.error?.data?.code === 'BAD_REQUEST';
  const name = shared.data?.ownerName;
  const count = shared.data?.items.length ?? 0;

  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        <p className={classes.eyebrow}>
          <Trans>A shared wishlist</Trans>
        </p>
        <h1 className={classes.title}>{name ? <Trans>{name}’s wishlist</Trans> : <Trans>A wishlist</Trans>}</h1>
        {shared.data && (
          <p className={classes.count}>
            <Plural value={count} one="# print kept for later" other="# prints kept for later" />
          </p>
        )}
      </header>

      {mistaken ? (
        <EmptyState icon={<IconHeart size={26} stroke={1.2} />} title={t`This wishlist link is not valid`} text={t`Ask for the link again, or browse the shop.`}>
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />}>
            <Trans>Browse the shop</Trans>
          </Button>
        </EmptyState>
      ) : shared.isError ? (
        <LoadError message={t`We couldn’t load this wishlist just now.`} onRetry={() => void shared.refetch()} />
      ) : shared.data && count === 0 ? (
        <EmptyState icon={<IconHeart size={26} stroke={1.2} />} title={t`Nothing on this wishlist yet`} text={t`Its prints will show here once they are kept.`}>
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />}>
            <Trans>Browse the shop</Trans>
          </Button>
        </EmptyState>
      ) : (
        <ProductGrid products={shared.data?.items.map((item) => item.product)} skeletonCount={4} priorityCount={4} />
      )}
    </Container>
  );
}
