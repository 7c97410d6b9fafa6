// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-no-literals for app code, layer boundaries,
// no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import globals from 'globals';
import { boundaries } from './scripts/eslint/boundaries.js';
import { importCycles } from './scripts/eslint/import-cycles.js';
import { noDexieInScreens } from './scripts/eslint/no-dexie-in-screens.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'bench/results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { groeipad: boundaries },
    rules: {
      'groeipad/package-boundaries': 'error',
      'groeipad/no-cross-feature-imports': 'error',
      'groeipad/web-layers': 'error',
      'groeipad/no-test-code-in-production': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  importCycles({
    root: import.meta.dirname,
    projects: ['tsconfig.json', '{apps,packages}/*/tsconfig.json', 'bench/tsconfig.json'],
  }),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', 'apps/web/**/*.ts', 'packages/local-db/**/*.ts', 'packages/i18n/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every visible text is a translation key (DESIGN.md 4.6).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '—', '-', '/', ':', '(', ')', '%', '+', '×'],
        },
      ],
      // Props that people read or hear are text too (jsx-no-literals ignores props).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|description|error)$/] > Literal[value=/\\S/]',
          message: 'User-visible prop text must come from a translation key.',
        },
      ],
    },
  },
  { plugins: { screens: { rules: { 'no-dexie': noDexieInScreens } } } },
  {
    // Screens reach the database only through local-db's queries, repositories and use cases (decision 028).
    // lib/sync drives the sync engine over the database and stays beside it.
    files: ['apps/web/src/{features,components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/sync/**', '**/testing/**'],
    rules: { 'screens/no-dexie': 'error' },
  },
  {
    // Domain rules are pure: time is passed in, no I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain is pure: no network.' },
        { name: 'indexedDB', message: 'domain is pure: no storage.' },
        { name: 'localStorage', message: 'domain is pure: no storage.' },
        { name: 'window', message: 'domain is pure: no DOM.' },
        { name: 'document', message: 'domain is pure: no DOM.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'domain is pure: pass `now` in instead of calling Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain is pure: pass `now` in instead of new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'domain is pure: pass randomness in.',
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'dexie', 'dexie-*', 'node:*', 'fastify*'] },
      ],
    },
  },
);
