import { randomBytes } from 'node:crypto';

/** A new random token (src/random-token.ts): 16 random bytes, 22 characters of base64url. */
export const randomToken = (): string => randomBytes(16).toString('base64url');
