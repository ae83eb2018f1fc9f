import { formatUsd, toCents } from '../../src/money.ts';

/** "129.5" or "129.50" from the wire to "$129.50". */
export const formatPrice = (amount: string) => formatUsd(toCents(amount));
