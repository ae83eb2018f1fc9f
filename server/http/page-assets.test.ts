import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleOf } from '../../src/page-modules.ts';
import { ROOT } from '../client-build.ts';

/** src/page-modules.ts against the routes it mirrors, read from client/routes.tsx itself. */
describe('pageModuleOf', () => {
  it('names the page client/routes.tsx shows for each of its paths', async () => {
    const routes = await readFile(path.join(ROOT, 'client', 'routes.tsx'), 'utf8');
    const fixed = [...routes.matchAll(/<Route path="([^"*:]+)" component=\{(\w+)\} \/>/g)].map(([, route, page]) => [route, page]);
    expect(fixed.length).toBeGreaterThan(10);
    // The pages in the entry script, imported as such, have no files of their own.
    const inEntry = (page: string) => routes.includes(`import { ${page} } from './pages/${page}.tsx';`);
    for (const [route, page] of fixed) expect(pageModuleOf(route!), route).toBe(inEntry(page!) ? null : page);
    expect(inEntry('HomePage')).toBe(true);
    expect(routes).toContain('<Route path="/shop/*?" component={ShopPage} />');
    expect(inEntry('ShopPage')).toBe(true);
    expect(['/shop', '/shop/anything'].map(pageModuleOf)).toEqual([null, null]);
    expect(routes).toContain('<Route path="/product/:id">{({ id }) => <ProductPage id={id} />}</Route>');
    expect(inEntry('ProductPage')).toBe(true);
    expect(pageModuleOf('/product/28')).toBe(null);
    expect(routes).toContain('<Route component={NotFoundPage} />');
    expect(['/no/such/page', '/product/28/more'].map(pageModuleOf)).toEqual(['NotFoundPage', 'NotFoundPage']);
  });

  it('names only pages that exist as client/pages/{name}.tsx, each loaded by name in client/routes.tsx', async () => {
    const files = new Set(await readdir(path.join(ROOT, 'client', 'pages')));
    const routes = await readFile(path.join(ROOT, 'client', 'routes.tsx'), 'utf8');
    const lazy = [...routes.matchAll(/lazyPage\(\(\) => import\('\.\/pages\/(\w+)\.tsx'\), '(\w+)'\)/g)];
    expect(lazy.length).toBeGreaterThan(10);
    for (const [, module, name] of lazy) {
      expect(name).toBe(module);
      expect(files.has(`${module}.tsx`)).toBe(true);
    }
  });
});
