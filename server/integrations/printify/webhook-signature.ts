import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Printify signs each delivery as `X-Pfy-Signature: sha256=<hex HMAC-SHA256(raw body, secret)>`
 * (integrations.md section 1). The check runs over the exact bytes received, in constant time.
 */

export function printifySignature(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function verifyPrintifySignature(body: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(printifySignature(body, secret).slice('sha256='.length), 'hex');
  // Some senders leave the prefix out; the hex digest is what is compared.
  const given = Buffer.from(header.trim().replace(/^sha256=/i, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
