import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, Modal, SegmentedControl, Table, Textarea } from '@mantine/core';
import { useState } from 'react';
import { VIP_NOTES_MAX, type AdminCustomer } from '../../../src/admin.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { pagedList } from '../../paged-list.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import { actionsColumn, AdminPanel, figuresColumn, FilterSelect, SearchField, useSearchText } from './AdminList.tsx';
import { PagedTable } from './PagedList.tsx';
import { TIER_OPTIONS, TIERS, TierBadge } from './TierBadge.tsx';
import { TierTable } from './TierTable.tsx';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './PremiumCustomersTab.module.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const customerName = (customer: Pick<AdminCustomer, 'firstName' | 'lastName'>) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || 'No name given';

/** Every customer, a page at a time from the server, searched by e-mail or name (spec section 2: Premium Customers). */
export function useCustomerPages(input: { search?: string; tier?: PremiumStatus; limit?: number }) {
  return trpc.admin.premium.customers.useInfiniteQuery(input, pagedList);
}

export function PremiumCustomersTab() {
  const [text, search, setText] = useSearchText();
  const [tier, setTier] = useState<PremiumStatus | null>(null);
  const filters = { search, tier: tier ?? undefined };
  const customers = useCustomerPages(filters);
  const [editing, setEditing] = useState<AdminCustomer | null>(null);
  // Support staff read the customers; tiers and notes are an admin's to set.
  const mayEdit = useIsAdmin();

  return (
    <div className={listClasses.stack}>
      <TierTable mayEdit={mayEdit} />
      <AdminPanel
        id="premium-title"
        title="Premium Customers"
        lead={
          mayEdit
            ? 'Give a customer a tier and keep notes on what they collect. Tiers show on their orders and returns.'
            : 'Every customer with their tier and notes. Tiers show on their orders and returns.'
        }
        tools={
          <>
            <SearchField label="Search by e-mail or name" value={text} onChange={setText} />
            <FilterSelect aria-label="Tier" placeholder="All tiers" data={TIER_OPTIONS} value={tier} onChange={setTier} />
          </>
        }
      >
        <PagedTable
          list={customers}
          noun={['customer', 'customers']}
          filters={filters}
          minWidth={920}
          columns={['Customer', 'Tier', 'Premium since', figuresColumn('Orders'), figuresColumn('Total spent'), 'VIP notes', mayEdit && actionsColumn()]}
          row={(customer) => (
            <Table.Tr key={customer.id}>
              <Table.Td>
                <p className={listClasses.primary}>{customerName(customer)}</p>
                <p className={listClasses.secondary}>{customer.email}</p>
              </Table.Td>
              <Table.Td className={classes.badgeCell}>
                <TierBadge tier={customer.premiumStatus} />
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>{customer.premiumSince ? formatShopDate(customer.premiumSince) : '—'}</Table.Td>
              <Table.Td className={listClasses.number}>{customer.orderCount}</Table.Td>
              <Table.Td className={listClasses.number}>{usd.format(Number(customer.totalSpent))}</Table.Td>
              <Table.Td className={classes.notes}>
                {customer.vipNotes ? <span className={classes.notesText}>{customer.vipNotes}</span> : <span className={classes.muted}>—</span>}
              </Table.Td>
              {mayEdit && (
                <Table.Td className={listClasses.actionCell}>
                  <Button size="xs" variant="subtle" color="charcoal.8" onClick={() => setEditing(customer)} aria-label={`Set tier of ${customer.email}`}>
                    Set tier
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          )}
        />
        {editing && <TierDialog customer={editing} onClose={() => setEditing(null)} />}
      </AdminPanel>
    </div>
  );
}

type TierHolder = Pick<AdminCustomer, 'id' | 'email' | 'premiumStatus' | 'vipNotes'>;

/** The tier and VIP notes of one customer in a dialog (spec section 5: an update needs a selected customer, which this dialog always has). */
function TierDialog({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Premium tier · ${customer.email}`} closeButtonProps={{ 'aria-label': 'Close' }} centered size="lg">
      <TierForm customer={customer} onDone={onClose} onCancel={onClose} inDialog />
    </Modal>
  );
}

/**
 * A customer's tier and VIP notes, saved through admin.premium.setStatus: in the Premium Customers
 * tab's dialog and on a customer's page in the Customers tab.
 */
export function TierForm({ customer, onDone, onCancel, inDialog }: { customer: TierHolder; onDone?: () => void; onCancel?: () => void; inDialog?: boolean }) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<PremiumStatus>(customer.premiumStatus);
  const [notes, setNotes] = useState(customer.vipNotes ?? '');
  const save = trpc.admin.premium.setStatus.useMutation({
    onSuccess(updated) {
      notify.success('Premium Status Updated', `${updated.email} is now ${TIERS[updated.premiumStatus].label}.`);
      void utils.admin.premium.customers.invalidate();
      void utils.admin.premium.ips.invalidate();
      void utils.admin.customers.invalidate();
      onDone?.();
    },
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
  });

  return (
    <form
      className={formClasses.form}
      data-in-dialog={inDialog || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ userId: customer.id, status, notes });
      }}
    >
      <div>
        <p className={formClasses.fieldLabel} id={`tier-label-${customer.id}`}>
          Tier
        </p>
        <SegmentedControl
          aria-labelledby={`tier-label-${customer.id}`}
          fullWidth
          value={status}
          onChange={(value) => setStatus(value as PremiumStatus)}
          data={TIER_OPTIONS}
          color="bronze"
        />
      </div>
      <Textarea
        label="VIP notes"
        description="What they collect, how they like to be served. Shown with their orders and returns."
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        maxLength={VIP_NOTES_MAX}
        rows={4}
      />
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          Save tier
        </Button>
      </Group>
    </form>
  );
}
