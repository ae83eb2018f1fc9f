import { createHash, randomBytes } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '../../../src/gift-cards.ts';

/** A fresh code: each byte's low five bits pick one of the 32 symbols, so every symbol is equally likely. */
export function newGiftCardCode(): string {
  return [...randomBytes(GIFT_CARD_CODE_LENGTH)].map((byte) => GIFT_CARD_ALPHABET[byte & 31]).join('');
}

/**
 * What the table keeps of a (normalised) code. A plain digest is enough: a code is 80 random bits, so
 * there is no dictionary to try against it, unlike a password.
 */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export const lastFour = (code: string) => code.slice(-4);
