import { RefundAmount, type AdminOrderDetail, type RefundOrderInput } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { paidForLineCents } from '../../../src/pricing.ts';

/**
 * The admin's refund of an order as its form holds it, and the request that makes of it. The form is
 * checked with the request the server will parse (RefundOrderInput), so its messages are the server's;
 * amounts are worked in cents with the shop's money rules, never in floats.
 */

/** Quantities to refund, by order line id. */
export type LineQuantities = Record<number, number>;

export interface RefundValues {
  /** An amount typed in, or lines at what was paid for them. */
  mode: 'amount' | 'lines';
  /** US dollars as typed. */
  amount: string;
  quantities: LineQuantities;
  /** Puts the refunded lines' prints back in stock (lines only). */
  restock: boolean;
  reason: string;
}

/** The form with nothing asked for: where a refund that went through leaves it (the mode chosen stays). */
export const CLEARED_REFUND = { amount: '', quantities: {}, restock: false, reason: '' } satisfies Omit<RefundValues, 'mode'>;

/** What can still be refunded (US cents): the payment, less what went back and what the provider is still to answer. */
export const leftToRefundCents = ({ payment }: AdminOrderDetail): number =>
  toCents(payment.captured) - toCents(payment.refunded) - toCents(payment.awaitingProvider);

/** The lines chosen (a quantity above 0), as the server takes them. */
const chosenLines = (quantities: LineQuantities) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));

/** What refunding `quantities` gives back (US cents), as the server computes it: each line at what was paid for it. */
export function lineRefundCents(order: AdminOrderDetail, quantities: LineQuantities): number {
  const paid = { subtotalCents: toCents(order.amounts.subtotal), discountCents: toCents(order.amounts.discount), taxRate: Number(order.amounts.taxRate) };
  return chosenLines(quantities).reduce((sum, { orderItemId, quantity }) => {
    const line = order.lines.find((candidate) => candidate.id === orderItemId);
    return line ? sum + paidForLineCents({ unitCents: toCents(line.unitPrice), quantity }, paid) : sum;
  }, 0);
}

/** The request the form's values make: the amount, or the chosen lines (none chosen is the server's "choose at least one"). */
export function refundRequestOf(order: AdminOrderDetail, values: RefundValues, idempotencyKey: string): RefundOrderInput {
  const asked = { orderNumber: order.orderNumber, reason: values.reason, idempotencyKey };
  return values.mode === 'lines' ? { ...asked, lines: chosenLines(values.quantities), restock: values.restock } : { ...asked, amount: values.amount };
}

/** What the refund gives back, e.g. "12.50", or null while the form names no valid amount or line. */
export function refundAmountOf(order: AdminOrderDetail, values: RefundValues): string | null {
  if (values.mode === 'lines') {
    const cents = lineRefundCents(order, values.quantities);
    return cents > 0 ? centsToDecimal(cents) : null;
  }
  return RefundAmount.safeParse(values.amount).success ? centsToDecimal(toCents(values.amount)) : null;
}

/** The chosen lines in words, for the question asked before the refund: "1 × Harbour at Dusk, 2 × Dune". */
export const chosenLinesText = (order: AdminOrderDetail, quantities: LineQuantities): string =>
  chosenLines(quantities)
    .map(({ orderItemId, quantity }) => `${quantity} × ${order.lines.find((line) => line.id === orderItemId)?.title ?? 'a print'}`)
    .join(', ');
