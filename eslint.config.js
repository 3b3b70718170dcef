import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      '.data',
      'node_modules',
      'test-results',
      'playwright-report',
      'supabase/functions/**/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One owner for the outbox: nothing else reaches Dexie, its tables, its locks or its transport.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/offline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['dexie', 'dexie/*'], message: 'Only src/offline/ touches Dexie: use quoteOutbox().' },
            {
              group: [
                '**/offline/*',
                '!**/offline/quote-outbox.ts',
                '!**/offline/use-outbox.ts',
                '!**/offline/outbox-signal.ts',
                '!**/offline/shared-photos.ts',
              ],
              message:
                "The outbox's internals are its own: go through src/offline/quote-outbox.ts (or shared-photos.ts for shared photos).",
            },
          ],
        },
      ],
    },
  },
  {
    // Named exports only: a component or module has the same name everywhere it is used.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
