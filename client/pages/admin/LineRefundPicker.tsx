import { Checkbox, NumberInput } from '@mantine/core';
import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import { toCents } from '../../../src/money.ts';
import { paidForLineCents } from '../../../src/pricing.ts';
import classes from './OrdersTab.module.css';

/** Quantities to refund, by order line id. */
export type LineQuantities = Record<number, number>;

/** What refunding `quantities` gives back (US cents), as the server will compute it: each line at what was paid for it. */
export function lineRefundCents(order: AdminOrderDetail, quantities: LineQuantities): number {
  const paid = { subtotalCents: toCents(order.amounts.subtotal), discountCents: toCents(order.amounts.discount), taxRate: Number(order.amounts.taxRate) };
  return order.lines.reduce((sum, line) => {
    const quantity = quantities[line.id] ?? 0;
    return quantity > 0 ? sum + paidForLineCents({ unitCents: toCents(line.unitPrice), quantity }, paid) : sum;
  }, 0);
}

/** The lines a refund by line is chosen from: how many of each (up to what is left of it), and whether they go back in stock. */
export function LineRefundPicker({
  order,
  quantities,
  onChange,
  restock,
  onRestockChange,
}: {
  order: AdminOrderDetail;
  quantities: LineQuantities;
  onChange: (quantities: LineQuantities) => void;
  restock: boolean;
  onRestockChange: (restock: boolean) => void;
}) {
  const refundable = order.lines.filter((line) => line.refundable > 0);
  if (refundable.length === 0) return <p className={classes.muted}>Every line has been refunded.</p>;
  return (
    <div className={classes.linePicker}>
      {refundable.map((line) => (
        <NumberInput
          key={line.id}
          label={`${line.title}${line.size ? ` (${line.size})` : ''}`}
          description={`${line.refundable} of ${line.quantity} left to refund · $${line.unitPrice} each`}
          value={quantities[line.id] ?? 0}
          onChange={(value) => onChange({ ...quantities, [line.id]: typeof value === 'number' ? value : 0 })}
          min={0}
          max={line.refundable}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
        />
      ))}
      <Checkbox label="Put the refunded prints back in stock" checked={restock} onChange={(event) => onRestockChange(event.currentTarget.checked)} />
    </div>
  );
}
