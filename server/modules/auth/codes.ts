import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../src/auth.ts';

/**
 * Sign-in codes: drawn with a CSPRNG from the unambiguous alphabet, stored only as a SHA-256 digest
 * bound to the address (the same code for another address gives another digest).
 */

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`).digest('hex');
}

/** What a try is compared against when there is no usable code: a digest no code of any address has. */
const NO_CODE = hashCode('', '');

/**
 * Constant-time comparison of a typed code with a stored digest. Without one (`null`: no code, or a
 * used, expired or voided one) the code is hashed and compared all the same, against NO_CODE, so
 * that a try costs the same whether or not there was anything to match.
 */
export function codeMatches(storedHash: string | null, email: string, code: string): boolean {
  const expected = Buffer.from(storedHash ?? NO_CODE, 'hex');
  const actual = Buffer.from(hashCode(email, code), 'hex');
  const equal = expected.length === actual.length && timingSafeEqual(expected, actual);
  return equal && storedHash !== null;
}
