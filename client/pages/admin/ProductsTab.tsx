import { Button, Skeleton } from '@mantine/core';
import { IconArrowRight, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { Link } from 'wouter';
import { AdminNotice } from '../../components/AdminShell/AdminShell.tsx';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { SyncFailures } from '../../components/SyncFailures/SyncFailures.tsx';
import { lastSyncSummary, productCount, usePrintifySync } from '../../hooks/usePrintifySync.ts';
import { trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { AdminPanel } from './AdminList.tsx';
import { PrintResolutionPanel } from './PrintResolutionPanel.tsx';
import listClasses from './AdminList.module.css';
import classes from './ProductsTab.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/**
 * The Products tab (spec section 2): the catalogue sync with the print provider and the synced prints'
 * resolution per size; /printify-admin has the publishing tools.
 */
export function ProductsTab() {
  const config = trpc.printify.config.useQuery();
  if (config.isPending) return <Skeleton height={220} radius={0} />;
  if (config.isError) return <LoadError what="the print provider's settings" onRetry={() => void config.refetch()} />;
  if (!config.data.configured) {
    return (
      <AdminNotice icon={<IconPlugConnectedX size={28} stroke={1.2} />} title="The print provider is not configured">
        <p>Printify is not connected, so there is nothing to sync: the catalogue shoppers see is the shop&rsquo;s own.</p>
        <p>
          Set <code>PRINTIFY_API_TOKEN</code> and <code>PRINTIFY_SHOP_ID</code> in the shop&rsquo;s environment and restart it;
          <code>docs/printify.md</code> shows how to try it with the local stand-in.
        </p>
      </AdminNotice>
    );
  }
  return (
    <div className={listClasses.stack}>
      <CatalogueSync />
      <PrintResolutionPanel />
    </div>
  );
}

function CatalogueSync() {
  const utils = trpc.useUtils();
  const last = trpc.printify.lastSync.useQuery();
  // A sync may hold back or offer sizes (their artwork changed): the resolution panel reads again too.
  const sync = usePrintifySync('Products Synced', () =>
    Promise.all([utils.printify.lastSync.invalidate(), utils.admin.products.sizeChecks.invalidate()]),
  );
  const answer = sync.data;

  return (
    <AdminPanel
      id="products-title"
      title="Products from Printify"
      lead="Sync brings every Printify product into the shop with its sizes and prices; products deleted at Printify are hidden, never removed from orders."
      tools={
        <>
          <Button leftSection={<IconRefresh size={16} stroke={1.5} aria-hidden="true" />} onClick={() => sync.mutate()} loading={sync.isPending}>
            Sync products
          </Button>
        </>
      }
    >
      <dl className={listClasses.facts}>
        <div>
          <dt>Last sync</dt>
          <dd>{last.data ? formatShopTime(last.data.finishedAt) : last.isPending ? 'Loading…' : 'Never synced'}</dd>
        </div>
        <div>
          <dt>Result</dt>
          <dd className={last.data?.error ? classes.error : undefined}>
            {last.data ? lastSyncSummary(last.data) : '—'}
          </dd>
        </div>
        {answer && (
          <div>
            <dt>This session</dt>
            <dd>
              {productCount(answer.synced)} synced, {answer.publishingFixed} stuck in publishing fixed
              {answer.failed.length > 0 && `, ${answer.failed.length} not imported`}
            </dd>
          </div>
        )}
      </dl>
      {last.data && !last.data.error && <SyncFailures failed={last.data.failed} />}
      <Link href={pathTo('printifyAdmin')} className={classes.forward}>
        Publishing status and fixes <IconArrowRight size={15} stroke={1.5} aria-hidden="true" />
      </Link>
    </AdminPanel>
  );
}
