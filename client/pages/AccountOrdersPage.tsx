import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { NoOrders } from '../components/EmptyState/NoOrders.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { OrderList } from '../components/OrderList/OrderList.tsx';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import classes from './AccountOrdersPage.module.css';
import { PAGES, pathTo } from '../../src/page-routes.ts';

/** /account/orders (spec section 2): every order of the signed-in customer, newest first. */
export function AccountOrdersPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.accountOrders.name));
  const { user, isLoading } = useCurrentUser();
  const orders = trpc.checkout.orders.useQuery({ limit: 100 }, { enabled: Boolean(user) });
  const count = orders.data?.length ?? 0;

  return (
    <Container size="md" className={classes.page}>
      <header className={classes.header}>
        <Link href={pathTo('home')} className={classes.back}>
          <IconArrowLeft size={15} stroke={1.4} aria-hidden="true" />
          <Trans>My account</Trans>
        </Link>
        <p className={classes.eyebrow}>
          <Trans>Your account</Trans>
        </p>
        <h1 className={classes.title}>
          <Trans>Your Orders</Trans>
        </h1>
        {count > 0 && (
          <p className={classes.count}>
            <Plural value={count} one="# order" other="# orders" />
          </p>
        )}
      </header>

      {isLoading || (user && orders.isPending) ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your orders`} className={classes.loading}>
          {[0, 1].map((index) => (
            <Skeleton key={index} height={260} radius={0} />
          ))}
        </div>
      ) : !user ? (
        <EmptyState
          title={t`Sign in to see your orders`}
          text={t`Your orders are kept in your account. Guests can look an order up from the returns page.`}
        >
          <Button renderRoot={(props) => <Link href={pathTo('login')} {...props} />}>
            <Trans>Sign in</Trans>
          </Button>
          <Button renderRoot={(props) => <Link href={pathTo('returns')} {...props} />} variant="outline" color="charcoal.8">
            <Trans>Find a guest order</Trans>
          </Button>
        </EmptyState>
      ) : orders.isError ? (
        <LoadError message={t`We couldn’t load your orders just now.`} onRetry={() => void orders.refetch()} />
      ) : orders.data && orders.data.length > 0 ? (
        <OrderList orders={orders.data} />
      ) : (
        <NoOrders />
      )}
    </Container>
  );
}
