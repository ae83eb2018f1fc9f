import { Button } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'wouter';
import { EmptyState } from './EmptyState.tsx';
import { pathTo } from '../../../src/page-routes.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The empty order list, on the account home's Recent Orders card (compact) and on /account/orders. */
export function NoOrders({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      compact={compact}
      icon={<IconPackage size={compact ? 26 : 28} stroke={1.2} />}
      title={t`No orders yet`}
      text={t`When you bring a print home, you can follow it from here.`}
    >
      <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} variant="outline" color="charcoal.8">
        <Trans>Start Shopping</Trans>
      </Button>
    </EmptyState>
  );
}
