import { readText, writeText } from './storage.ts';

/**
 * The discount code applied on /cart, kept for this browser tab's session so that checkout applies
 * the same code. Only the code is kept: whoever reads it validates it again against their own total.
 */
const KEY = 'cl.couponCode';

export const storedCouponCode = (): string | null => readText('session', KEY)?.trim() || null;

/** `null` forgets the code. */
export const storeCouponCode = (code: string | null): void => writeText('session', KEY, code);
