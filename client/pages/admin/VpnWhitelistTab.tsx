import { Button, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { AddPremiumIpInput } from '../../../src/admin.ts';
import { pagedList } from '../../paged-list.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import { actionsColumn, AdminPanel, SearchField, useSearchText } from './AdminList.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { CustomerSelect } from './CustomerSelect.tsx';
import { PagedTable } from './PagedList.tsx';
import { TierBadge } from './TierBadge.tsx';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './VpnWhitelistTab.module.css';

interface EntryValues {
  userId: string | null;
  ipAddress: string;
  ipRange: string;
  vpnProvider: string;
  reason: string;
}

const EMPTY: EntryValues = { userId: null, ipAddress: '', ipRange: '', vpnProvider: '', reason: '' };

/** The server parses with the same schema; a field shows its first broken rule. */
const checkEntry = zod4Resolver(AddPremiumIpInput, { errorPriority: 'first' });
const validate = (values: EntryValues) => checkEntry({ ...values });

/** The VPN Whitelist tab (spec sections 2, 3 and 5): addresses the location gate lets through for premium customers. */
export function VpnWhitelistTab() {
  const utils = trpc.useUtils();
  const [text, search, setText] = useSearchText();
  const filters = { search };
  const entries = trpc.admin.premium.ips.useInfiniteQuery(filters, pagedList);
  const confirm = useConfirm('Remove');
  const form = useForm<EntryValues>({ initialValues: EMPTY, validate });

  const add = trpc.admin.premium.addIp.useMutation({
    onSuccess(entry) {
      notify.success('Premium IP Added', `${entry.ipAddress} is whitelisted for ${entry.userEmail}.`);
      form.reset();
      void utils.admin.premium.ips.invalidate();
    },
    onError: (error) => notify.error('Failed to Add IP', errorMessage(error)),
  });
  const remove = trpc.admin.premium.removeIp.useMutation({
    onSuccess: () => notify.success('IP Removed', 'The address is blocked again in sanctioned locations.'),
    onError: (error) => notify.error('Removal Failed', errorMessage(error)),
    onSettled: () => utils.admin.premium.ips.invalidate(),
  });

  return (
    <div className={formClasses.split}>
      <section className={formClasses.formCard} aria-labelledby="vpn-form-title">
        <h2 id="vpn-form-title" className={listClasses.title}>
          Whitelist an address
        </h2>
        <p className={listClasses.lead}>
          A premium customer travelling or on a VPN can shop from a blocked location through these addresses, while they keep their tier.
        </p>
        <form className={formClasses.form} noValidate onSubmit={form.onSubmit((values) => add.mutate({ ...values, userId: values.userId ?? '' }))}>
          <CustomerSelect
            label="Customer"
            value={form.values.userId}
            onChange={(value) => form.setFieldValue('userId', value)}
            error={form.errors.userId as string | undefined}
          />
          <TextInput label="IP address" placeholder="203.0.113.7" {...form.getInputProps('ipAddress')} />
          <TextInput label="CIDR range (optional)" placeholder="203.0.113.0/24" {...form.getInputProps('ipRange')} />
          <TextInput label="VPN provider (optional)" placeholder="Mullvad, NordVPN…" {...form.getInputProps('vpnProvider')} />
          <TextInput label="Reason (optional)" placeholder="Travels for work" {...form.getInputProps('reason')} />
          <Button type="submit" loading={add.isPending} className={formClasses.submit}>
            Add to whitelist
          </Button>
        </form>
      </section>

      <AdminPanel
        id="vpn-list-title"
        title="Whitelisted addresses"
        tools={<SearchField label="Search address or e-mail" value={text} onChange={setText} />}
      >
        <PagedTable
          list={entries}
          noun={['address', 'addresses']}
          filters={filters}
          empty="No address is whitelisted."
          minWidth={680}
          columns={['Customer', 'Address', 'Provider · reason', 'Added', actionsColumn()]}
          row={(entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <p className={listClasses.primary}>{entry.userEmail}</p>
                <div className={listClasses.badgeLine}>
                  <TierBadge tier={entry.userPremiumStatus} />
                  {entry.userPremiumStatus === 'none' && <span className={classes.warning}>Not applied: no tier</span>}
                </div>
              </Table.Td>
              <Table.Td>
                <p className={listClasses.mono}>{entry.ipAddress}</p>
                {entry.ipRange && <p className={`${listClasses.mono} ${listClasses.secondary}`}>{entry.ipRange}</p>}
              </Table.Td>
              <Table.Td>
                <p className={listClasses.primary}>{entry.vpnProvider ?? '—'}</p>
                {entry.reason && <p className={listClasses.secondary}>{entry.reason}</p>}
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>{formatShopDate(entry.createdAt)}</Table.Td>
              <Table.Td className={listClasses.actionCell}>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} stroke={1.5} aria-hidden="true" />}
                  loading={remove.isPending && remove.variables?.id === entry.id}
                  onClick={() =>
                    confirm.ask(`Remove ${entry.ipAddress} of ${entry.userEmail} from the whitelist?`, () => remove.mutate({ id: entry.id }))
                  }
                  aria-label={`Remove ${entry.ipAddress}`}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </AdminPanel>
      {confirm.dialog}
    </div>
  );
}
