import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Checkbox, NumberInput, Table } from '@mantine/core';
import { useState } from 'react';
import { MAX_PRINT_DISCOUNT_PERCENT, MAX_RETURN_WINDOW_DAYS } from '../../../src/admin.ts';
import type { TierBenefits } from '../../../src/tier-benefits.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { actionsColumn, AdminPanel, TableHead } from './AdminList.tsx';
import { TIERS, TierBadge } from './TierBadge.tsx';
import listClasses from './AdminList.module.css';
import classes from './TierTable.module.css';

/**
 * The tier table (Premium tab): what each tier gives. A change holds for the next cart quote and
 * order; orders already placed keep the window and return shipping they were given.
 */
export function TierTable({ mayEdit }: { mayEdit: boolean }) {
  const tiers = trpc.admin.premium.tiers.useQuery();
  return (
    <AdminPanel
      id="tiers-title"
      title="What each tier gives"
      lead="Discounts are taken before coupons and tax. Changes hold for the next quote and order; placed orders keep their window and return shipping."
    >
      <Table.ScrollContainer minWidth={760} type="native">
        <Table className={listClasses.table} verticalSpacing="sm" horizontalSpacing="md" classNames={{ th: listClasses.th }}>
          <TableHead columns={['Tier', 'Return window', 'Free return shipping', 'Free standard shipping', 'Discount on prints', actionsColumn()]} />
          <Table.Tbody>
            {tiers.data?.map((tier) => <TierRow key={`${tier.tier}:${JSON.stringify(tier)}`} saved={tier} mayEdit={mayEdit} />)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminPanel>
  );
}

/** One tier's row: support staff read it, admins change it. */
function TierRow({ saved, mayEdit }: { saved: TierBenefits; mayEdit: boolean }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(saved);
  const label = TIERS[saved.tier].label;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = trpc.admin.premium.updateTier.useMutation({
    onSuccess(updated) {
      notify.success('Tier Updated', `${TIERS[updated.tier].label} applies to the next quote and order.`);
      return utils.admin.premium.tiers.invalidate();
    },
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
  });
  const set = <K extends keyof TierBenefits>(key: K, value: TierBenefits[K]) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Table.Tr>
      <Table.Td>
        <TierBadge tier={saved.tier} />
      </Table.Td>
      <Table.Td>
        <NumberInput
          className={classes.number}
          aria-label={`${label} return window in days`}
          value={draft.returnWindowDays}
          onChange={(value) => set('returnWindowDays', typeof value === 'number' ? value : Number(value) || 0)}
          min={1}
          max={MAX_RETURN_WINDOW_DAYS}
          allowDecimal={false}
          rightSection={<span className={classes.unit}>days</span>}
          rightSectionWidth={48}
          size="xs"
          disabled={!mayEdit}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`${label} free return shipping`}
          checked={draft.freeReturnShipping}
          onChange={(event) => set('freeReturnShipping', event.currentTarget.checked)}
          disabled={!mayEdit}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`${label} free standard shipping`}
          checked={draft.freeStandardShipping}
          onChange={(event) => set('freeStandardShipping', event.currentTarget.checked)}
          disabled={!mayEdit}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          className={classes.number}
          aria-label={`${label} discount on prints in percent`}
          value={draft.printDiscountPercent}
          onChange={(value) => set('printDiscountPercent', typeof value === 'number' ? value : Number(value) || 0)}
          min={0}
          max={MAX_PRINT_DISCOUNT_PERCENT}
          allowDecimal={false}
          rightSection={<span className={classes.unit}>%</span>}
          size="xs"
          disabled={!mayEdit}
        />
      </Table.Td>
      <Table.Td className={listClasses.actionCell}>
        {mayEdit && (
          <Button size="xs" variant={changed ? 'filled' : 'subtle'} color="charcoal.8" disabled={!changed} loading={save.isPending} onClick={() => save.mutate(draft)}>
            Save
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
