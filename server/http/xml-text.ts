/**
 * Text inside an XML element or attribute (sitemaps, the shopping feed): the five special characters
 * as entities, and the characters XML 1.0 cannot hold at all (control characters a provider's
 * description may carry) left out.
 */
export function xmlText(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
