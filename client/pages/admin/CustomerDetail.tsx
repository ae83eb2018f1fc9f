import { Badge, Table } from '@mantine/core';
import { CUSTOMER_DETAIL_ROWS } from '../../../src/admin-customers.ts';
import { CLIENT_TYPE_LABELS } from '../../../src/client-types.ts';
import { reasonLabel, RETURN_STATUS_LABELS } from '../../../src/returns.ts';
import type { ReturnStatus } from '../../../src/statuses.ts';
import { formatShopDate, formatShopTime } from '../../../src/shop-time.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/OrderStatusBadge.tsx';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { formatPrice } from '../../format/price.ts';
import { trpc } from '../../trpc.ts';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { BackButton, DetailSection, figuresColumn, Loading, RecordPanel, TableHead } from './AdminList.tsx';
import { TierForm } from './PremiumCustomersTab.tsx';
import { TierBadge } from './TierBadge.tsx';
import adminClasses from './AdminList.module.css';
import classes from './CustomersTab.module.css';


/** One customer: their profile and figures, orders, returns, messages and VPN whitelist, and their tier and VIP notes to set. */
export function CustomerDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = trpc.admin.customers.detail.useQuery({ id });
  const isAdmin = useIsAdmin();
  const back = <BackButton label="All customers" onClick={onBack} />;
  if (detail.isPending) return <Loading what="the customer" />;
  if (detail.isError) return <>{back}<LoadError what="the customer" onRetry={() => void detail.refetch()} /></>;
  const { profile, orders, returns, contactMessages, whitelist } = detail.data;
  const more = (shown: number, total: number) => total > shown && <p className={classes.none}>The newest {shown} of {total}.</p>;

  return (
    <RecordPanel
      id="customer-title"
      back={back}
      title={profile.name || 'No name given'}
      lead={`${profile.email}${profile.phone ? ` · ${profile.phone}` : ''}`}
      badge={<TierBadge tier={profile.premiumStatus} />}
    >

      <dl className={adminClasses.facts}>
        <div>
          <dt>Client type</dt>
          <dd>{profile.clientType ? CLIENT_TYPE_LABELS[profile.clientType] : 'Not given'}</dd>
        </div>
        <div>
          <dt>Signed up</dt>
          <dd>{formatShopDate(profile.createdAt)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{profile.orderCount}</dd>
        </div>
        <div>
          <dt>Total spent</dt>
          <dd>{formatPrice(profile.totalSpent)}</dd>
        </div>
        <div>
          <dt>Last order</dt>
          <dd>{profile.lastOrderAt ? formatShopDate(profile.lastOrderAt) : 'None yet'}</dd>
        </div>
        <div>
          <dt>Premium since</dt>
          <dd>{profile.premiumSince ? formatShopDate(profile.premiumSince) : '—'}</dd>
        </div>
      </dl>

      <div className={classes.grid}>
        <div className={classes.column}>
          <DetailSection title="Orders">
            {orders.length === 0 ? (
              <p className={classes.none}>No orders yet.</p>
            ) : (
              <Table.ScrollContainer minWidth={420} type="native">
                <Table className={adminClasses.table} verticalSpacing="xs" classNames={{ th: adminClasses.th }}>
                  <TableHead columns={['Order', 'Status', figuresColumn('Total')]} />
                  <Table.Tbody>
                    {orders.map((order) => (
                      <Table.Tr key={order.orderNumber}>
                        <Table.Td>
                          <p className={adminClasses.primary}>{order.orderNumber}</p>
                          <p className={adminClasses.secondary}>
                            {formatShopTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'print' : 'prints'}
                          </p>
                        </Table.Td>
                        <Table.Td className={adminClasses.nowrap}>
                          <OrderStatusBadge status={order.status} />
                        </Table.Td>
                        <Table.Td className={adminClasses.number}>
                          <p className={adminClasses.primary}>{formatPrice(order.total)}</p>
                          {order.amountRefunded !== '0.00' && <p className={adminClasses.secondary}>−{formatPrice(order.amountRefunded)} refunded</p>}
                          {order.currency !== 'USD' && <p className={adminClasses.secondary}>paid in {order.currency}</p>}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {more(orders.length, profile.orderCount)}
          </DetailSection>

          <DetailSection title="Returns">
            {returns.length === 0 ? (
              <p className={classes.none}>No returns.</p>
            ) : (
              <ul className={classes.list}>
                {returns.map((request) => (
                  <li key={request.id}>
                    <div className={classes.listHead}>
                      <p className={adminClasses.primary}>{request.title}</p>
                      <Badge size="sm" variant="light" color={request.status === 'rejected' ? 'red' : 'bronze'} radius="xs" className={adminClasses.badge}>
                        {RETURN_STATUS_LABELS[request.status as ReturnStatus] ?? request.status}
                      </Badge>
                    </div>
                    <p className={adminClasses.secondary}>
                      {request.orderNumber} · {reasonLabel(request.reason)} · {formatShopDate(request.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>

          <DetailSection title="Messages">
            {contactMessages.length === 0 ? (
              <p className={classes.none}>No messages from {profile.email}.</p>
            ) : (
              <ul className={classes.list}>
                {contactMessages.map((message) => (
                  <li key={message.id}>
                    <div className={classes.listHead}>
                      <p className={adminClasses.primary}>{message.subject}</p>
                      <span className={adminClasses.secondary}>{formatShopDate(message.createdAt)}</span>
                    </div>
                    <p className={adminClasses.quote}>{message.message}</p>
                  </li>
                ))}
              </ul>
            )}
            {contactMessages.length === CUSTOMER_DETAIL_ROWS && <p className={classes.none}>The newest {CUSTOMER_DETAIL_ROWS}.</p>}
          </DetailSection>
        </div>

        <div className={classes.column}>
          <DetailSection title="Tier and VIP notes">
            <div className={classes.tierCard}>
              {/* Keyed by what it shows, so a saved change starts the form from the saved values. Support staff read it only. */}
              {isAdmin ? (
                <TierForm key={`${profile.premiumStatus}:${profile.vipNotes ?? ''}`} customer={profile} inDialog />
              ) : (
                <>
                  <TierBadge tier={profile.premiumStatus} />
                  {profile.vipNotes && <p className={classes.none}>VIP notes: {profile.vipNotes}</p>}
                </>
              )}
            </div>
          </DetailSection>

          <DetailSection title="VPN whitelist">
            {whitelist.length === 0 ? (
              <p className={classes.none}>No whitelisted addresses.</p>
            ) : (
              <ul className={classes.list}>
                {whitelist.map((entry) => (
                  <li key={entry.id}>
                    <div className={classes.listHead}>
                      <p className={adminClasses.mono}>{entry.ipRange ?? entry.ipAddress}</p>
                      {!entry.isActive && (
                        <Badge size="xs" variant="outline" color="charcoal" radius="xs">
                          Inactive
                        </Badge>
                      )}
                    </div>
                    <p className={adminClasses.secondary}>{[entry.vpnProvider, entry.reason].filter(Boolean).join(' · ') || 'No note'}</p>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
      </div>
    </RecordPanel>
  );
}
