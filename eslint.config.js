// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules everywhere, React's
// hook rules in the client. The layer rules (what may import what) are dependency-cruiser's job:
// see .dependency-cruiser.cjs; `npm run lint` runs both. Lingui's rule finds any shopper-facing text left out
// of the message catalogs (issue 37): the storefront is in five languages, the back office in English.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The same hole in a re-export: `export { type X } from 'm'` keeps `export {} from 'm'`, which loads m
 * (for the client: `export { type AppRouter } from '../server/…'` puts the server in the bundle, and
 * dependency-cruiser reads it as type-only). `export type { X } from 'm'` leaves nothing; a re-export that
 * names a value beside its types (a module's door) loads m anyway.
 */
const TYPES_ONLY_REEXPORT = {
  selector: "ExportNamedDeclaration[exportKind='value'][source]:not(:has(ExportSpecifier[exportKind='value']))",
  message: "A re-export of types only keeps `export {} from 'm'`, which still loads m: write `export type { X } from 'm'`.",
};

export default tseslint.config(
  // Migrations are generated and never edited once landed.
  { ignores: ['node_modules/', 'dist/', '.data/', 'client/public/', 'migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are dead code; a leading underscore marks one kept on purpose (a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // verbatimModuleSyntax needs types imported as types; the rule keeps it consistent.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // `import { type X } from 'm'` keeps `import 'm'` after the types are erased, so the module still
      // loads (for the client: server code in the browser bundle); `import type { X }` leaves nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': ['error', TYPES_ONLY_REEXPORT],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // A module's door (.dependency-cruiser.cjs: modules-meet-at-their-doors) names each thing it lets out.
    files: ['server/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        TYPES_ONLY_REEXPORT,
        { selector: 'ExportAllDeclaration', message: 'A door names what it lets out (export { a, type B } from …), never export *.' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every text a shopper reads goes through the catalogs: JSX text, labels, aria-labels, toasts.
    files: ['client/**/*.{ts,tsx}'],
    ignores: [
      'client/**/*.test.{ts,tsx}',
      'client/test-utils/**',
      // The back office and its pages stay English (the issue).
      'client/pages/admin/**',
      'client/pages/AdminPage.tsx',
      'client/pages/PrintifyAdminPage.tsx',
      'client/pages/EmailTestPage.tsx',
      'client/components/AdminShell/**',
      'client/components/SyncFailures/**',
      'client/hooks/usePrintifySync.ts',
      // Font families and their files, not words.
      'client/theme.ts',
      'client/web-fonts.ts',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // One lower-case word (a value, a key, a CSS name), UPPER_CASE, or no letters at all.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|variant|color|size|type|key|id|href|src|to|rel|target|as|name|mode|role|loading|decoding|fetchPriority|autoComplete|inputMode|method|position|transition|justify|align|direction|wrap|radius|shadow|style|cookie|titleId|reason|value)$',
                flags: 'i',
              },
            },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', '*.closest', '*.querySelector*', '*.getItem', '*.setItem', '*.removeItem', 'matchMedia', '*.matchMedia', 'useMediaQuery', '*.includes', '*.startsWith', '*.endsWith', 'pathTo', '*.get', '*.set', '*.has', '*.append', 'lazyPage'],
        },
      ],
    },
  },
);
