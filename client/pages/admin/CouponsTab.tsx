import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminCoupon } from '../../../src/coupons.ts';
import { pagedList } from '../../paged-list.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import { actionsColumn, AdminPanel, SearchField, useSearchText } from './AdminList.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { CouponForm } from './CouponForm.tsx';
import { PagedTable } from './PagedList.tsx';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './CouponsTab.module.css';

/** Spec section 5: the exact question before a coupon is deleted. */
export const DELETE_COUPON_QUESTION = 'Are you sure you want to delete this coupon?';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const discountOf = (coupon: AdminCoupon) =>
  coupon.discountType === 'percentage' ? `${Number(coupon.discountValue)}% off` : `${usd.format(Number(coupon.discountValue))} off`;

/** The Coupon Management tab (spec sections 2, 4 and 5): the form beside the list of coupons. */
export function CouponsTab() {
  const utils = trpc.useUtils();
  const [text, search, setText] = useSearchText();
  const filters = { search };
  const coupons = trpc.admin.coupons.list.useInfiniteQuery(filters, pagedList);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const confirm = useConfirm('Delete');
  const remove = trpc.admin.coupons.remove.useMutation({
    onSuccess(_removed, { id }) {
      notify.success('Coupon Deleted', 'Orders that used it keep their discount.');
      if (editing?.id === id) setEditing(null);
    },
    onError: (error) => notify.error('Deletion Failed', errorMessage(error)),
    onSettled: () => utils.admin.coupons.list.invalidate(),
  });

  return (
    <div className={formClasses.split}>
      <CouponForm editing={editing} onDone={() => setEditing(null)} />
      <AdminPanel
        id="coupon-list-title"
        title="Coupons"
        tools={<SearchField label="Search code, campaign or e-mail" value={text} onChange={setText} />}
      >
        <PagedTable
          list={coupons}
          noun={['coupon', 'coupons']}
          filters={filters}
          empty="No coupons yet: create the first one with the form."
          minWidth={720}
          columns={['Code', 'Discount', 'Uses', 'Expires', 'For', actionsColumn()]}
          row={(coupon) => (
            <Table.Tr key={coupon.id} data-editing={editing?.id === coupon.id || undefined} className={classes.row}>
              <Table.Td>
                <p className={`${listClasses.mono} ${listClasses.primary}`}>{coupon.code}</p>
                <Group gap={6} className={listClasses.badgeLine}>
                  <Badge className={listClasses.badge} variant="light" radius="xs" color={coupon.state === 'Active' ? 'teal' : 'gray'}>
                    {coupon.state}
                  </Badge>
                  {!coupon.isActive && (
                    <Badge className={listClasses.badge} variant="outline" radius="xs" color="charcoal">
                      Off
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <p className={listClasses.primary}>{discountOf(coupon)}</p>
                {coupon.minOrderAmount && <p className={listClasses.secondary}>on {usd.format(Number(coupon.minOrderAmount))} or more</p>}
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>
                {coupon.currentUses} / {coupon.maxUses ?? '∞'}
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>{formatShopDate(coupon.expiresAt)}</Table.Td>
              <Table.Td>
                <p className={listClasses.primary}>{coupon.customerEmail ?? 'Everyone'}</p>
                {coupon.campaignName && <p className={listClasses.secondary}>{coupon.campaignName}</p>}
              </Table.Td>
              <Table.Td className={listClasses.actionCell}>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="charcoal.8"
                    leftSection={<IconPencil size={14} stroke={1.5} aria-hidden="true" />}
                    onClick={() => setEditing(coupon)}
                    aria-label={`Edit ${coupon.code}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} stroke={1.5} aria-hidden="true" />}
                    loading={remove.isPending && remove.variables?.id === coupon.id}
                    onClick={() => confirm.ask(DELETE_COUPON_QUESTION, () => remove.mutate({ id: coupon.id }))}
                    aria-label={`Delete ${coupon.code}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </AdminPanel>
      {confirm.dialog}
    </div>
  );
}
