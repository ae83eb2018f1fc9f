import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Badge, Switch, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { AdminOrderRow } from '../../../src/admin-orders.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../src/statuses.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/OrderStatusBadge.tsx';
import { formatPrice } from '../../format/price.ts';
import { pagedList } from '../../paged-list.ts';
import { trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { AdminPanel, ExportCsvButton, figuresColumn, FilterBar, FilterSelect, SearchField, useSearchText } from './AdminList.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { PagedTable } from './PagedList.tsx';
import { AttentionBadge } from './PrintAttention.tsx';
import { dayRange } from './day-range.ts';
import { DayFields } from './DayFields.tsx';
import { TierBadge } from './TierBadge.tsx';
import adminClasses from './AdminList.module.css';
import classes from './OrdersTab.module.css';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/**
 * The Orders tab: every order, newest first, found by number, e-mail or name, status, country, the
 * days it was placed (New York days, as the server counts them) and whether its print needs staff
 * (`?needsAttention=true` opens it so, as the Overview links); a row opens the order.
 */
export function OrdersTab() {
  const [params] = useSearchParams();
  const [text, q, setText] = useSearchText();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [needsAttention, setNeedsAttention] = useState(params.get('needsAttention') === 'true');
  const [country, setCountry] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const days = dayRange(from, to);
  const filters = {
    q,
    status: status ?? undefined,
    country: /^[a-z]{2}$/i.test(country.trim()) ? country.trim().toUpperCase() : undefined,
    from: days.from,
    to: days.to,
    // As the CSV link's query says it too.
    needsAttention: needsAttention ? ('true' as const) : undefined,
  };
  const orders = trpc.admin.orders.list.useInfiniteQuery(filters, pagedList);

  if (opened) return <OrderDetail orderNumber={opened} onBack={() => setOpened(null)} />;

  return (
    <AdminPanel
      id="orders-title"
      title="Orders"
      lead="Newest first. Open an order to see its payment, print, shipments and timeline, and to refund, cancel or resend its e-mails."
      tools={<SearchField label="Search number, e-mail or name" value={text} onChange={setText} />}
    >
      <FilterBar>
        <FilterSelect label="Status" placeholder="Every status" data={STATUS_OPTIONS} value={status} onChange={setStatus} />
        <TextInput
          className={classes.country}
          label="Country"
          placeholder="US, GB…"
          maxLength={2}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        <DayFields
          className={classes.date}
          labels={['Placed from', 'Placed to']}
          values={[from, to]}
          days={days}
          errors={[days.fromError, days.toError]}
          onChange={(nextFrom, nextTo) => {
            setFrom(nextFrom);
            setTo(nextTo);
          }}
        />
        <Switch
          className={classes.attentionFilter}
          label="Needs attention"
          description="Printify refused it, or it is late"
          color="red.8"
          checked={needsAttention}
          onChange={(event) => setNeedsAttention(event.currentTarget.checked)}
        />
        <ExportCsvButton path="/api/admin/orders.csv" filters={filters} />
      </FilterBar>
      <PagedTable
        list={orders}
        noun={['order', 'orders']}
        filters={filters}
        noMatch={needsAttention ? 'No print order needs attention: every paid order is at Printify or on its way.' : undefined}
        minWidth={600}
        columns={['Order', 'Customer', figuresColumn('Total'), 'Status']}
        row={(order: AdminOrderRow) => (
          <Table.Tr key={order.id} className={adminClasses.openRow} onClick={() => setOpened(order.orderNumber)}>
            <Table.Td>
              <button type="button" className={`${adminClasses.open} ${classes.orderNumber}`} onClick={() => setOpened(order.orderNumber)}>
                {order.orderNumber}
              </button>
              <p className={adminClasses.secondary}>
                {formatShopTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'print' : 'prints'}
              </p>
              {/* Under the number, where a phone shows it without scrolling the table. */}
              {order.needsAttention && (
                <div className={adminClasses.badgeLine}>
                  <AttentionBadge />
                </div>
              )}
            </Table.Td>
            <Table.Td>
              <p className={adminClasses.primary}>{order.customerName || '—'}</p>
              <p className={adminClasses.secondary}>
                {order.email ?? 'No e-mail'}{' '}
                {order.guest ? (
                  <Badge component="span" size="xs" variant="outline" color="charcoal" radius="xs">
                    Guest
                  </Badge>
                ) : (
                  order.premiumStatus && order.premiumStatus !== 'none' && <TierBadge tier={order.premiumStatus} />
                )}
              </p>
            </Table.Td>
            <Table.Td className={classes.number}>
              <p className={adminClasses.primary}>{formatPrice(order.total)}</p>
              {order.amountRefunded !== '0.00' && <p className={adminClasses.secondary}>−{formatPrice(order.amountRefunded)} refunded</p>}
              {order.currency !== 'USD' && <p className={adminClasses.secondary}>paid in {order.currency}</p>}
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <OrderStatusBadge status={order.status} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminPanel>
  );
}
