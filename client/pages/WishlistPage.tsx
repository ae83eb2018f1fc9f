import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, CopyButton } from '@mantine/core';
import { IconArrowLeft, IconHeart } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { inLocale } from '../../src/locales.ts';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { ProductGrid } from '../components/ProductGrid/ProductGrid.tsx';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useLocale } from '../locale.tsx';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';
import classes from './WishlistPage.module.css';

/**
 * /account/wishlist (issue 39): the prints the shopper kept, newest first, as cards that add to the cart;
 * a visitor's list lives with their session (and joins their account when they sign in), a customer's
 * can be shared by a link.
 */
export function WishlistPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.wishlist.name));
  const { user } = useCurrentUser();
  const list = trpc.wishlist.list.useQuery();
  const count = list.data?.length ?? 0;

  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        {user && (
          <Link href={pathTo('home')} className={classes.back}>
            <IconArrowLeft size={15} stroke={1.4} aria-hidden="true" />
            <Trans>My account</Trans>
          </Link>
        )}
        <p className={classes.eyebrow}>
          <Trans>Kept for later</Trans>
        </p>
        <h1 className={classes.title}>
          <Trans>Your Wishlist</Trans>
        </h1>
        {count > 0 && (
          <p className={classes.count}>
            <Plural value={count} one="# print" other="# prints" />
          </p>
        )}
        {count > 0 && (user ? <ShareLink /> : <GuestNote />)}
      </header>

      {list.isError ? (
        <LoadError message={t`We couldn’t load your wishlist just now.`} onRetry={() => void list.refetch()} />
      ) : list.data && count === 0 ? (
        <EmptyState
          icon={<IconHeart size={26} stroke={1.2} />}
          title={t`Nothing kept yet`}
          text={t`Tap the heart on any print to keep it here for later.`}
        >
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />}>
            <Trans>Browse the shop</Trans>
          </Button>
        </EmptyState>
      ) : (
        <ProductGrid products={list.data?.map((item) => item.product)} skeletonCount={4} priorityCount={4} />
      )}
    </Container>
  );
}

function GuestNote() {
  return (
    <p className={classes.aside}>
      <span>
        <Trans>
          Your wishlist is kept on this device. <Link href={pathTo('login')}>Sign in</Link> to keep it in your account and share it.
        </Trans>
      </span>
    </p>
  );
}

/** The share link: asked for once (the same link ever after), then shown with a copy button. */
function ShareLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const share = trpc.wishlist.share.useMutation({ onError: (error) => notify.error(t`Error`, error.message) });
  const url = share.data ? `${window.location.origin}${inLocale(locale, pathTo('sharedWishlist', { token: share.data.token }))}` : null;
  return (
    <div className={classes.aside}>
      {url ? (
        <div className={classes.shareLink}>
          <code data-share-link>{url}</code>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="outline" color="charcoal.8" onClick={copy}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
              </Button>
            )}
          </CopyButton>
        </div>
      ) : (
        <Button size="xs" variant="outline" color="charcoal.8" loading={share.isPending} onClick={() => share.mutate()}>
          <Trans>Share your wishlist</Trans>
        </Button>
      )}
      <span>
        <Trans>Anyone with the link can see the prints, not your other details.</Trans>
      </span>
    </div>
  );
}
