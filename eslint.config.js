// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules everywhere, React's
// hook rules in the client. The layer rules (what may import what) are dependency-cruiser's job:
// see .dependency-cruiser.cjs; `npm run lint` runs both.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
);
