/**
 * An e-mail address as logs may show it: the first character and the domain, e.g.
 * `j***@example.com`. Enough to tell a mail provider's trouble from a typo, not enough to name a
 * customer (DESIGN.md section 5: no customer data in logs).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
