import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceiptRefund } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { REFUND_REASON_MAX, RefundOrderInput, type AdminOrderDetail } from '../../../src/admin-orders.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { LineRefundPicker } from './LineRefundPicker.tsx';
import { chosenLinesText, CLEARED_REFUND, leftToRefundCents, refundAmountOf, refundRequestOf, type RefundValues } from './refund-request.ts';
import classes from './OrdersTab.module.css';

/** The server parses the same request with the same schema; a field shows its first broken rule. */
const checkRefund = zod4Resolver(RefundOrderInput, { errorPriority: 'first' });
const newKey = () => crypto.randomUUID();

/**
 * The refund form's state: its values checked as the request they make, the question asked before
 * it is sent, and the refund itself. `refresh` reads the order again once the refund is answered.
 */
export function useRefundForm(order: AdminOrderDetail, refresh: () => Promise<unknown>) {
  // One key per refund being asked for: the same refund sent twice (a double click) is one refund.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const form = useForm<RefundValues>({
    initialValues: { mode: 'amount', ...CLEARED_REFUND },
    validate: (values) => checkRefund(refundRequestOf(order, values, idempotencyKey)),
  });
  const refund = trpc.admin.orders.refund.useMutation({
    onSuccess: (done) => {
      if (done.refund.status === 'requested') {
        notify.pending('Refund Requested', `$${done.refund.amount} is recorded, but the payment provider has not answered yet. It is asked again automatically; this page shows the refund once it is made.`);
      } else notify.success('Refund Issued', `$${done.refund.amount} is on its way back to the customer; $${done.remaining} is left.`);
      form.setValues(CLEARED_REFUND);
      setIdempotencyKey(newKey());
    },
    onError: (error) => notify.error('Refund Failed', errorMessage(error)),
    onSettled: refresh,
  });
  const confirm = useConfirm('Refund');
  const leftCents = leftToRefundCents(order);
  const left = centsToDecimal(leftCents);
  const submit = form.onSubmit((values) => {
    const what = values.mode === 'lines' ? ` for ${chosenLinesText(order, values.quantities)}${values.restock ? ', back in stock' : ''}` : '';
    const request = refundRequestOf(order, values, idempotencyKey);
    confirm.ask(`Refund $${refundAmountOf(order, values)} of order ${order.orderNumber} to the customer${what}? $${left} is left to refund. This cannot be undone.`, () =>
      refund.mutate(request),
    );
  });
  return { form, left, nothingLeft: leftCents <= 0, submit, sending: refund.isPending, dialog: confirm.dialog };
}

/** A refund by an amount or by lines, with its reason (which a cancellation uses too); asked once more before it is sent. */
export function RefundForm({ order, refund }: { order: AdminOrderDetail; refund: ReturnType<typeof useRefundForm> }) {
  const { form, left } = refund;
  const amount = refundAmountOf(order, form.values);
  return (
    <form className={classes.refundForm} data-mode={form.values.mode} aria-label="Refund" noValidate onSubmit={refund.submit}>
      <SegmentedControl
        className={classes.refundMode}
        aria-label="Refund by"
        data={[
          { value: 'amount', label: 'An amount' },
          { value: 'lines', label: 'Lines' },
        ]}
        {...form.getInputProps('mode')}
      />
      {form.values.mode === 'amount' ? (
        <TextInput label="Refund amount (USD)" placeholder={left} inputMode="decimal" {...form.getInputProps('amount')} />
      ) : (
        <LineRefundPicker order={order} form={form} />
      )}
      <Textarea label="Reason" placeholder="Kept with the refund or the cancellation" autosize minRows={1} maxLength={REFUND_REASON_MAX} {...form.getInputProps('reason')} />
      <Button type="submit" className={classes.refundSubmit} color="bronze" leftSection={<IconReceiptRefund size={16} stroke={1.5} />} disabled={refund.nothingLeft} loading={refund.sending}>
        {amount ? `Refund $${amount}` : 'Refund'}
      </Button>
    </form>
  );
}
