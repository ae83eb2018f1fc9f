/**
 * No cycles between the server's folders (module folders, integrations, tRPC, HTTP, REST): when module
 * a imports b, b reaches a by no path, directly or through another folder. Run by `npm run lint` as a
 * cruise of its own, because it looks at a different graph than .dependency-cruiser.cjs:
 * - without tests: a test may drive its module through other modules or the tRPC caller;
 * - without type-only imports: they are erased before anything runs, and the shared types point at every
 *   module by design (RequestScope in modules/request-scope.ts, the entity map behind typed-sql.ts).
 * A folder stands for the files in it and below it (dependency-cruiser's folder scope), so trpc/routers/
 * importing trpc/init.ts is inside trpc/, not a cycle.
 */
import layerRules from './.dependency-cruiser.cjs';

const { forbidden, options } = layerRules;

/** The test files and helpers, as the main rules name them. */
const TESTS = forbidden.find((rule) => rule.name === 'runtime-code-imports-no-tests').from.pathNot;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'Two folders that import each other can only be understood, changed and tested together.',
      scope: 'folder',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    tsPreCompilationDeps: false,
    exclude: { path: [...options.exclude.path, ...TESTS] },
  },
};
