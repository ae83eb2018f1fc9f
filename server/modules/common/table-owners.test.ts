import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENTITIES } from '../entities.ts';
import { TABLE_OWNERS, type TablesOf, type WritingModule } from './table-owners.ts';
import type { ShopDatabase } from './typed-sql.ts';

/**
 * The table of owners (table-owners.ts) is what the modules' builders are typed from, so it must be
 * whole, agree with the README's Layout table, and be used by each module for itself only. That the
 * builders refuse other modules' tables is shown by order/table-writes.fixture.ts, which
 * `npm run typecheck` checks; here, that the fixture tries every one of them.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OWNERS = Object.entries(TABLE_OWNERS) as [WritingModule, readonly string[]][];
const byTable = (pairs: Iterable<[string, string]>) => Object.fromEntries([...pairs].sort(([a], [b]) => a.localeCompare(b)));
const OWNER_OF = byTable(OWNERS.flatMap(([module, tables]) => tables.map((table): [string, string] => [table, module])));

/** The server's files that ship (not tests), as paths from the root. */
async function shippedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('server/test/'));
}

describe('the table of owners', () => {
  it('gives every table of the entities exactly one writing module', () => {
    expectTypeOf<TablesOf<WritingModule>>().toEqualTypeOf<keyof ShopDatabase>();
    const tables = ENTITIES.map((entity) => entity.meta.tableName).sort();
    expect(OWNERS.flatMap(([, owned]) => owned).sort()).toEqual(tables);
  });

  it("is the README's Layout table: each table written by the module it names", async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .flatMap(([, tables = '', writer = '']) => {
        const module = /^`([a-z-]+)\/`/.exec(writer)?.[1];
        return module ? [...tables.matchAll(/`([a-z_]+)`/g)].map(([, table]): [string, string] => [table!, module]) : [];
      });
    expect(byTable(rows)).toEqual(OWNER_OF);
  });

  it("is used by each module for itself: sqlFor('<module>') only in server/modules/<module>/tables.ts, and no door lets a builder out", async () => {
    const files = [...(await shippedFiles('server')), ...(await shippedFiles('bench')), ...(await shippedFiles('scripts'))];
    const calls: string[] = [];
    const doorsWithBuilders: string[] = [];
    for (const file of files) {
      // Comments may name it (table-owners.ts's own does); calls are what count.
      const source = (await readFile(path.join(ROOT, file), 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [, module] of source.matchAll(/\bsqlFor\(\s*'([^']+)'/g)) calls.push(`${file}: ${module}`);
      if (/^server\/modules\/[^/]+\/index\.ts$/.test(file) && source.includes("'./tables.ts'")) doorsWithBuilders.push(file);
    }
    expect(calls.sort()).toEqual(OWNERS.map(([module]) => `server/modules/${module}/tables.ts: ${module}`).sort());
    expect(doorsWithBuilders).toEqual([]);
  });

  it("is tried whole by the compile-fail fixture: order/ writing each other module's table", async () => {
    const fixture = await readFile(path.join(ROOT, 'server/modules/order/table-writes.fixture.ts'), 'utf8');
    const refused = [...fixture.matchAll(/\/\/ @ts-expect-error ([a-z-]+)\/ writes ([a-z_]+)\n\s*db\.\w+\('\2'\);/g)].map(
      ([, module, table]): [string, string] => [table!, module!],
    );
    expect(byTable(refused)).toEqual(byTable(Object.entries(OWNER_OF).filter(([, module]) => module !== 'order')));
    for (const table of TABLE_OWNERS.order) expect(fixture).toMatch(new RegExp(`^  db\\.\\w+\\('${table}( as \\w+)?'\\)`, 'm'));
  });
});
