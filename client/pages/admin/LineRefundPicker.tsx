import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { Checkbox, Input, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import type { RefundValues } from './refund-request.ts';
import classes from './OrdersTab.module.css';

const ERROR_ID = 'refund-lines-error';

/**
 * The lines a refund by line is chosen from: how many of each (up to what is left of it), and whether
 * they go back in stock. The server's word on the choice ("Choose at least one line to refund") shows
 * under the lines.
 */
export function LineRefundPicker({ order, form }: { order: AdminOrderDetail; form: UseFormReturnType<RefundValues> }) {
  const refundable = order.lines.filter((line) => line.refundable > 0);
  if (refundable.length === 0) return <p className={classes.muted}>Every line has been refunded.</p>;
  const { quantities } = form.values;
  const error = form.errors.lines;
  return (
    <div className={classes.linePicker} role="group" aria-label="Lines to refund" aria-describedby={error ? ERROR_ID : undefined}>
      {refundable.map((line) => (
        <NumberInput
          key={line.id}
          label={`${line.title}${line.size ? ` (${line.size})` : ''}`}
          description={`${line.refundable} of ${line.quantity} left to refund · $${line.unitPrice} each`}
          value={quantities[line.id] ?? 0}
          onChange={(value) => {
            form.setFieldValue('quantities', { ...quantities, [line.id]: typeof value === 'number' ? value : 0 });
            form.clearFieldError('lines');
          }}
          min={0}
          max={line.refundable}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
        />
      ))}
      {error && <Input.Error id={ERROR_ID} className={classes.linesError}>{error}</Input.Error>}
      <Checkbox label="Put the refunded prints back in stock" {...form.getInputProps('restock', { type: 'checkbox' })} />
    </div>
  );
}
