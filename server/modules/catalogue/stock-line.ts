// No imports: entity files use this type, and they may not import what imports typed-sql.ts.

/** How many of one product (all its sizes together). */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** All sizes of a print count against the print's inventory: quantities per product, in id order. */
export function perProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}
