import { readFileSync } from 'node:fs';

/**
 * Every `METHOD /path` of the table of paths in docs/api.md, by its spelling there (without its query).
 * The tests that must cover every documented path (input-fuzz.test.ts, rest/admin-authorization.test.ts)
 * compare their own lists with it.
 */
export function documentedPaths(): string[] {
  const api = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  return [...api.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/[^`?\s]*)/gm)].map(([, method, path]) => `${method} ${path}`);
}
