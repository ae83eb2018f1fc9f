import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryModules } from '../../scripts/entry-modules.ts';

/**
 * The entry script runs before every page's first paint, on a phone's slow CPU: what its modules do
 * when they load, every page pays (docs/performance.md, What the first render leaves out).
 */
describe('the entry script', () => {
  it('builds no Intl object when its modules load (a format is made on its first use)', () => {
    // A top-level declaration whose value is a new Intl object: `const format = new Intl.DateTimeFormat(…)`.
    const atLoad = /^(?:export\s+)?(?:const|let|var)\s[^=\n]*=\s*new Intl\.\w+/gm;
    const found = entryModules().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(atLoad)].map(([line]) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });
});
