import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Loader, Skeleton, Table } from '@mantine/core';
import { IconAlertTriangle, IconBolt, IconCircleCheck, IconPlugConnectedX, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatShopTime, formatShopTimeOfDay } from '../../src/shop-time.ts';
import { AdminNotice, AdminShell } from '../components/AdminShell/AdminShell.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { SyncFailures } from '../components/SyncFailures/SyncFailures.tsx';
import { lastSyncSummary, productCount, usePrintifySync } from '../hooks/usePrintifySync.ts';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';
import classes from './PrintifyAdminPage.module.css';
import { pathTo } from '../../src/page-routes.ts';

/** Spec sections 4 and 9: the publishing status is asked again every 30 s while the page is open. */
const STATUS_POLL_MS = 30_000;

/** /printify-admin (spec section 2): Printify's publishing status, the products stuck in it, and the fixes. */
export function PrintifyAdminPage() {
  return (
    <AdminShell title="Print Provider" lead="Printify publishing, as Printify sees it now" back={{ href: `${pathTo('admin')}?tab=products`, label: 'Admin dashboard' }}>
      <PrintProvider />
    </AdminShell>
  );
}

function PrintProvider() {
  const config = trpc.printify.config.useQuery();
  if (config.isPending) return <Skeleton height={320} radius={0} />;
  if (config.isError) return <LoadError what="the print provider's settings" onRetry={() => void config.refetch()} />;
  if (!config.data.configured) return <NotConfigured />;
  return <PublishingDesk />;
}

function NotConfigured() {
  return (
    <AdminNotice icon={<IconPlugConnectedX size={28} stroke={1.2} />} title="The print provider is not configured">
      <p>Printify is not connected to this shop, so there is nothing to sync or repair. The catalogue shoppers see is the shop&rsquo;s own.</p>
      <p>
        To connect it, set <code>PRINTIFY_API_TOKEN</code> and <code>PRINTIFY_SHOP_ID</code> (and <code>PRINTIFY_WEBHOOK_SECRET</code>,{' '}
        <code>PUBLIC_URL</code>) in the shop&rsquo;s environment and restart it.
      </p>
    </AdminNotice>
  );
}

function PublishingDesk() {
  const utils = trpc.useUtils();
  const status = trpc.printify.publishingStatus.useQuery(undefined, { refetchInterval: STATUS_POLL_MS, refetchIntervalInBackground: false });
  const last = trpc.printify.lastSync.useQuery();
  const [fixing, setFixing] = useState<string | null>(null);
  const refresh = () => Promise.all([utils.printify.publishingStatus.invalidate(), utils.printify.lastSync.invalidate()]);

  const sync = usePrintifySync('Sync Completed', refresh);
  const autoFix = trpc.printify.autoFixPublishing.useMutation({
    onSuccess: (answer) =>
      notify.success(
        'Auto-Fix Completed',
        answer.stuckProducts === 0 ? 'Nothing was stuck in publishing.' : `${answer.publishingFixed} of ${productCount(answer.stuckProducts)} stuck in publishing fixed.`,
      ),
    onError: (error) => notify.error('Auto-Fix Failed', errorMessage(error)),
    onSettled: refresh,
  });
  const permanent = trpc.printify.fixPublishingPermanently.useMutation({
    onSuccess: (answer) => notify.success('Permanent Fix Completed', answer.message),
    onError: (error) => notify.error('Permanent Fix Failed', errorMessage(error)),
    onSettled: refresh,
  });
  const complete = trpc.printify.completePublishing.useMutation({
    onSuccess: (answer) =>
      answer.status === 'published'
        ? notify.success('Publishing Completed', `${answer.title} is published in the shop.`)
        : notify.error('Publishing Failed', `${answer.title}: ${answer.reason ?? 'Printify was told it could not be published.'}`),
    onError: (error) => notify.error('Publishing Failed', errorMessage(error)),
    onSettled: () => {
      setFixing(null);
      return refresh();
    },
  });
  const busy = sync.isPending || autoFix.isPending || permanent.isPending || complete.isPending;
  const stuck = status.data?.publishingProducts ?? [];

  return (
    <div className={classes.desk}>
      <section className={classes.stats} aria-label="Publishing status">
        <Stat label="Products at Printify" value={status.data?.total} />
        <Stat label="Stuck in Publishing" value={status.data?.publishing} alert={(status.data?.publishing ?? 0) > 0} />
        <div className={classes.stat}>
          <p className={classes.statLabel}>Last sync</p>
          {last.data ? (
            <>
              <p className={classes.statSmall}>{formatShopTime(last.data.finishedAt)}</p>
              <p className={last.data.error ? classes.statError : classes.statNote}>{lastSyncSummary(last.data)}</p>
            </>
          ) : (
            <p className={classes.statNote}>{last.isPending ? 'Loading…' : 'Never synced'}</p>
          )}
        </div>
      </section>

      {last.data && !last.data.error && <SyncFailures failed={last.data.failed} />}

      <section className={classes.actions} aria-label="Fixes">
        <Action
          icon={<IconBolt size={20} stroke={1.4} />}
          title="Quick fix"
          text="Imports every product locked in Publishing and tells Printify it is published. Fixes what is stuck now."
          button={
            <Button onClick={() => autoFix.mutate()} loading={autoFix.isPending} disabled={busy && !autoFix.isPending}>
              Fix stuck products
            </Button>
          }
        />
        <Action
          icon={<IconShieldCheck size={20} stroke={1.4} />}
          title="Permanent fix"
          text="The quick fix, then registers the shop’s webhook with Printify so new products are acknowledged as they publish; a sweep every 10 minutes catches the rest."
          button={
            <Button onClick={() => permanent.mutate()} loading={permanent.isPending} disabled={busy && !permanent.isPending} variant="outline" color="charcoal.8">
              Fix permanently
            </Button>
          }
        />
        <Action
          icon={<IconRefresh size={20} stroke={1.4} />}
          title="Sync catalogue"
          text="Brings every Printify product into the shop: titles, sizes and prices; products deleted at Printify are hidden."
          button={
            <Button onClick={() => sync.mutate()} loading={sync.isPending} disabled={busy && !sync.isPending} variant="outline" color="charcoal.8">
              Sync products
            </Button>
          }
        />
      </section>

      <section className={classes.stuck} aria-labelledby="stuck-title">
        <div className={classes.stuckHead}>
          <h2 id="stuck-title" className={classes.sectionTitle}>
            Stuck products
          </h2>
          <p className={classes.refreshed}>
            {status.isFetching ? (
              <>
                <Loader size={12} color="bronze" /> Checking Printify…
              </>
            ) : status.dataUpdatedAt ? (
              `Checked at ${formatShopTimeOfDay(status.dataUpdatedAt)} · every 30 s`
            ) : null}
          </p>
        </div>
        {status.isPending ? (
          <Skeleton height={180} radius={0} />
        ) : status.isError ? (
          <>
            <LoadError what="Printify's publishing status" onRetry={() => void status.refetch()} />
            {/* Printify's failure (502) says what to do about it. */}
            {httpStatusOf(status.error) === 502 && <p className={classes.statError}>{status.error.message}</p>}
          </>
        ) : stuck.length === 0 ? (
          <div className={classes.clear}>
            <IconCircleCheck size={22} stroke={1.4} aria-hidden="true" />
            <p>Nothing is stuck: every product at Printify can be edited.</p>
          </div>
        ) : (
          <Table.ScrollContainer minWidth={620} type="native">
            <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" classNames={{ th: classes.th }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Printify id</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th className={classes.actionCell}>
                    <span className={classes.visuallyHidden}>Fix</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stuck.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td className={classes.id}>{product.id}</Table.Td>
                    <Table.Td className={classes.productTitle}>{product.title}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="orange" radius="xs" leftSection={<IconAlertTriangle size={12} stroke={1.6} />}>
                        {product.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td className={classes.actionCell}>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="charcoal.8"
                        loading={fixing === product.id}
                        disabled={busy && fixing !== product.id}
                        onClick={() => {
                          setFixing(product.id);
                          complete.mutate({ id: product.id });
                        }}
                        aria-label={`Complete publishing of ${product.title}`}
                      >
                        Complete publishing
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </div>
  );
}

function Stat({ label, value, alert = false }: { label: string; value: number | undefined; alert?: boolean }) {
  return (
    <div className={classes.stat}>
      <p className={classes.statLabel}>{label}</p>
      <p className={alert ? `${classes.statValue} ${classes.statAlert}` : classes.statValue}>{value ?? '–'}</p>
    </div>
  );
}

function Action({ icon, title, text, button }: { icon: ReactNode; title: string; text: string; button: ReactNode }) {
  return (
    <div className={classes.action}>
      <span className={classes.actionIcon} aria-hidden="true">
        {icon}
      </span>
      <h3 className={classes.actionTitle}>{title}</h3>
      <p className={classes.actionText}>{text}</p>
      <div className={classes.actionButton}>{button}</div>
    </div>
  );
}
