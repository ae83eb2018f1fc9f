import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read out over the phone is typed right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The number shoppers quote, e.g. CL-20261121-7K3M9Q: the order's UTC date and 30 random bits.
 * Unique in the database; the caller retries on the rare clash.
 */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = [...randomBytes(6)].map((byte) => ALPHABET[byte % 32]).join('');
  return `CL-${date}-${suffix}`;
}
