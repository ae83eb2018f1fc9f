import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { IconCheck, IconPackageImport, IconReceiptRefund, IconRefresh, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { isShopFault, REJECT_NOTE_REQUIRED, RETURN_DECISIONS, returnActions, type AdminReturn, type ReturnAction } from '../../../src/returns.ts';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import classes from './ReturnsTab.module.css';

const ICONS: Record<ReturnAction, ReactNode> = {
  approve: <IconCheck size={16} stroke={1.5} />,
  reject: <IconX size={16} stroke={1.5} />,
  receive: <IconPackageImport size={16} stroke={1.5} />,
  refund: <IconReceiptRefund size={16} stroke={1.5} />,
  replace: <IconRefresh size={16} stroke={1.5} />,
};

const item = (request: AdminReturn) => `${request.item.quantity} × ${request.item.productTitle}${request.item.size ? ` (${request.item.size})` : ''}`;

/** What a decision will do, said before it is made. */
function consequence(action: ReturnAction, request: AdminReturn): string {
  switch (action) {
    case 'approve':
      return isShopFault(request.reason)
        ? 'The customer is told to keep the print: you can then refund it or send a replacement.'
        : 'The customer is e-mailed how to send the print back; return shipping is theirs to pay.';
    case 'reject':
      return 'The customer is e-mailed your reason below, and the return is closed.';
    case 'receive':
      return 'Confirms the print is back with you; the customer is told the refund follows.';
    case 'refund':
      return `Refunds $${request.refundDue} to the customer through the payment provider: ${item(request)} at what was paid for it. This cannot be undone.`;
    case 'replace':
      return `Sends ${item(request)} to print again at no charge, to the same address, and keeps Printify's reprint claim ready. No money moves.`;
  }
}

function successMessage(updated: AdminReturn): string {
  if (updated.refundStatus === 'requested') {
    return `The refund of $${updated.refundAmount} is recorded; the payment provider has not answered yet. The return becomes refunded once it does.`;
  }
  if (updated.status === 'refunded') return `$${updated.refundAmount} is on its way back to ${updated.customerEmail}.`;
  if (updated.status === 'replaced') return `Replacement order ${updated.replacementOrderNumber} is on its way to print.`;
  return `The return of ${updated.orderNumber} is ${updated.status}; the customer has been e-mailed.`;
}

/** The decisions a return's state allows, each asked first with what it will do; the answer ends in a toast. */
export function ReturnDecisions({ request }: { request: AdminReturn }) {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState<ReturnAction | null>(null);
  const [note, setNote] = useState('');
  const decide = trpc.admin.returns.decide.useMutation({
    onSuccess: (updated) => {
      notify.success('Return Updated', successMessage(updated));
      setAsking(null);
      setNote('');
    },
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
    onSettled: () => Promise.all([utils.admin.returns.list.invalidate(), utils.admin.orders.invalidate()]),
  });
  // Support staff decide returns but refund none: the refund is an admin's (the server refuses it too).
  const mayRefund = useIsAdmin();
  const actions = returnActions(request.status, request.reason).filter((action) => action !== 'refund' || mayRefund);
  if (actions.length === 0) return null;
  const needsNote = asking === 'reject';

  return (
    <div className={classes.decisions}>
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'reject' ? 'outline' : action === 'approve' || action === 'refund' ? 'filled' : 'default'}
          color={action === 'reject' ? 'red' : 'bronze'}
          leftSection={ICONS[action]}
          onClick={() => setAsking(action)}
        >
          {RETURN_DECISIONS[action].label}
        </Button>
      ))}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${RETURN_DECISIONS[asking].label}: return #${request.id}, order ${request.orderNumber}` : ''}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
        size="md"
      >
        {asking && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              decide.mutate({ id: request.id, action: asking, note });
            }}
          >
            <p className={classes.consequence}>{consequence(asking, request)}</p>
            <Textarea
              label={needsNote ? 'Why (the customer is told)' : 'Note to the customer (optional)'}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              required={needsNote}
              error={needsNote && decide.isError && note.trim() === '' ? REJECT_NOTE_REQUIRED : undefined}
              rows={3}
              maxLength={1000}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm" mt="lg">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button type="submit" color={asking === 'reject' ? 'red' : 'bronze'} loading={decide.isPending} disabled={needsNote && note.trim() === ''}>
                {asking === 'refund' ? `Refund $${request.refundDue}` : RETURN_DECISIONS[asking].label}
              </Button>
            </Group>
          </form>
        )}
      </Modal>
    </div>
  );
}
