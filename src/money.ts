/**
 * Money is integer cents in code and a 2-decimal string on the wire and in numeric columns
 * (DESIGN.md section 5). These helpers convert at those edges and never go through a float sum.
 */

/** "129.5", "129.50" or 129.5 to 12950. Throws on anything that is not an amount. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 12950 to "129.50". */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 12950 to "$129.50" (US dollars; other currencies are formatted by the pricing module). */
export function formatUsd(cents: number): string {
  const [whole, fraction] = centsToDecimal(cents).split('.') as [string, string];
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The range of the positive prices, e.g. "$89.00 - $349.00"; null when fewer than two differ. */
export function priceRange(pricesInCents: readonly number[]): string | null {
  const positive = pricesInCents.filter((cents) => cents > 0);
  if (positive.length === 0) return null;
  const low = Math.min(...positive);
  const high = Math.max(...positive);
  return low === high ? null : `${formatUsd(low)} - ${formatUsd(high)}`;
}
