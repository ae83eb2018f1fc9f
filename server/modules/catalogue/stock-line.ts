import type { StockLine } from './product.entity.ts';

/** All sizes of a print count against the print's inventory: quantities per product, in id order. */
export function perProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}
