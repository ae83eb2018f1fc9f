import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Table } from '@mantine/core';
import type { AdminSizeCheck } from '../../../src/admin.ts';
import { FLAG_BELOW_PPI, HOLD_BACK_BELOW_PPI } from '../../../src/print-resolution.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { actionsColumn, AdminPanel, figuresColumn, TableHead } from './AdminList.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import listClasses from './AdminList.module.css';

const VERDICTS: Record<AdminSizeCheck['verdict'], { label: string; color: string }> = {
  held_back: { label: 'Held back', color: 'red' },
  flagged: { label: 'Flagged', color: 'yellow' },
  released: { label: 'Released', color: 'charcoal' },
};

/**
 * The Products tab's print resolution (src/print-resolution.ts): for each print, the sizes whose
 * artwork is under 200 pixels per inch, held back from shoppers below 150, and the admin's deliberate
 * release of a held-back size.
 */
export function PrintResolutionPanel() {
  const utils = trpc.useUtils();
  const prints = trpc.admin.products.sizeChecks.useQuery();
  const confirm = useConfirm('Release size');
  const release = trpc.admin.products.releaseSize.useMutation({
    onSuccess(released) {
      notify.success('Size Released', `${released.size} is offered to shoppers now, at ${released.ppi} ppi.`);
      return utils.admin.products.sizeChecks.invalidate();
    },
    onError: (error) => notify.error('Release Failed', errorMessage(error)),
  });

  return (
    <AdminPanel
      id="resolution-title"
      title="Print resolution"
      lead={`Sizes where the artwork has under ${FLAG_BELOW_PPI} pixels per inch. Under ${HOLD_BACK_BELOW_PPI} a size would print soft and is not offered, unless you release it.`}
    >
      {prints.data?.length === 0 ? (
        <p className={listClasses.secondary}>Every synced print is sharp at every size it is offered in.</p>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table className={listClasses.table} verticalSpacing="sm" horizontalSpacing="md" classNames={{ th: listClasses.th }}>
            <TableHead columns={['Print', 'Size', figuresColumn('Resolution'), 'State', actionsColumn()]} />
            <Table.Tbody>
              {prints.data?.flatMap((print) =>
                print.sizes.map((size, index) => (
                  <Table.Tr key={`${print.productId}:${size.variantId}`}>
                    <Table.Td>{index === 0 && <p className={listClasses.primary}>{print.title}</p>}</Table.Td>
                    <Table.Td className={listClasses.nowrap}>{size.size}</Table.Td>
                    <Table.Td className={listClasses.number}>{size.ppi} ppi</Table.Td>
                    <Table.Td>
                      <Badge className={listClasses.badge} variant="light" radius="xs" color={VERDICTS[size.verdict].color}>
                        {VERDICTS[size.verdict].label}
                      </Badge>
                      {size.releasedBy && size.releasedAt && (
                        <p className={listClasses.secondary}>
                          by {size.releasedBy}, {formatShopDate(size.releasedAt)}
                        </p>
                      )}
                    </Table.Td>
                    <Table.Td className={listClasses.actionCell}>
                      {size.verdict === 'held_back' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="charcoal.8"
                          loading={release.isPending && release.variables.variantId === size.variantId}
                          aria-label={`Release ${size.size} of ${print.title}`}
                          onClick={() =>
                            confirm.ask(
                              `Offer ${print.title} at ${size.size}? Its artwork has ${size.ppi} pixels per inch there and may print soft. Your release is recorded.`,
                              () => release.mutate({ productId: print.productId, variantId: size.variantId }),
                            )
                          }
                        >
                          Release
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {confirm.dialog}
    </AdminPanel>
  );
}
