import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import type { CustomerRow } from '../../../src/admin-customers.ts';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '../../../src/client-types.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { formatPrice } from '../../format/price.ts';
import { pagedList } from '../../paged-list.ts';
import { trpc } from '../../trpc.ts';
import { AdminPanel, ExportCsvButton, figuresColumn, FilterBar, FilterSelect, SearchField, useSearchText } from './AdminList.tsx';
import { CustomerDetail } from './CustomerDetail.tsx';
import { PagedTable } from './PagedList.tsx';
import { TIER_OPTIONS, TierBadge } from './TierBadge.tsx';
import adminClasses from './AdminList.module.css';
import classes from './CustomersTab.module.css';

const CLIENT_TYPE_OPTIONS = CLIENT_TYPES.map(({ value, label }) => ({ value, label }));

/**
 * The Customers tab: every account, newest first, found by e-mail or name, client type and tier, with
 * what each has bought; a row opens the customer, where the tier and VIP notes are set.
 */
export function CustomersTab() {
  const [text, q, setText] = useSearchText();
  const [clientType, setClientType] = useState<ClientType | null>(null);
  const [tier, setTier] = useState<PremiumStatus | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const filters = { q, clientType: clientType ?? undefined, tier: tier ?? undefined };
  const customers = trpc.admin.customers.list.useInfiniteQuery(filters, pagedList);

  if (opened !== null) return <CustomerDetail id={opened} onBack={() => setOpened(null)} />;

  return (
    <AdminPanel
      id="customers-title"
      title="Customers"
      lead="Every account, newest first: who they buy for, what they have spent and when they last ordered. Open a customer for their orders, returns and messages, and to set their tier."
      tools={<SearchField label="Search e-mail or name" value={text} onChange={setText} />}
    >
      <FilterBar>
        <FilterSelect className={classes.clientType} label="Client type" placeholder="Every client type" data={CLIENT_TYPE_OPTIONS} value={clientType} onChange={setClientType} searchable />
        <FilterSelect label="Tier" placeholder="Every tier" data={TIER_OPTIONS} value={tier} onChange={setTier} />
        <ExportCsvButton path="/api/admin/customers.csv" filters={filters} />
      </FilterBar>
      <PagedTable
        list={customers}
        noun={['customer', 'customers']}
        filters={filters}
        minWidth={600}
        columns={['Customer', 'Client type', figuresColumn('Orders'), figuresColumn('Spent')]}
        row={(customer: CustomerRow) => (
          <Table.Tr key={customer.id} className={adminClasses.openRow} onClick={() => setOpened(customer.id)}>
            <Table.Td>
              <button type="button" className={adminClasses.open} onClick={() => setOpened(customer.id)}>
                {customer.name || 'No name given'}
              </button>
              <p className={adminClasses.secondary}>{customer.email}</p>
              <div className={adminClasses.badgeLine}>
                <TierBadge tier={customer.premiumStatus} />
              </div>
            </Table.Td>
            <Table.Td>
              {customer.clientType ? (
                <p className={adminClasses.primary}>{CLIENT_TYPE_LABELS[customer.clientType]}</p>
              ) : (
                <Badge size="xs" variant="outline" color="charcoal" radius="xs">
                  Not given
                </Badge>
              )}
              <p className={adminClasses.secondary}>Signed up {formatShopDate(customer.createdAt)}</p>
            </Table.Td>
            <Table.Td className={adminClasses.number}>
              <p className={adminClasses.primary}>{customer.orderCount}</p>
              <p className={adminClasses.secondary}>{customer.lastOrderAt ? `Last ${formatShopDate(customer.lastOrderAt)}` : 'None yet'}</p>
            </Table.Td>
            <Table.Td className={adminClasses.number}>
              <p className={adminClasses.primary}>{formatPrice(customer.totalSpent)}</p>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminPanel>
  );
}
