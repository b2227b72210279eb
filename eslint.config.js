// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import local from './eslint-rules/index.js';

/**
 * Issue 34: a back-office list page's table is components/Table.tsx (the portal's markup); antd's Table and Pagination
 * were some 120 KB of each list page's first load (e2e/first-load.spec.ts holds the pages to 350 KB).
 */
const ANTD_TABLE = {
  name: 'antd',
  importNames: ['Table', 'Pagination'],
  message: "Use ~/components/Table (or AdminTable): antd's Table and Pagination put ~120 KB on the page's first load.",
};
const API_PATH_MESSAGE = 'Declare the call in shared/calls/ and use the declaration (or its .path), not an /api/ path string.';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'data/**',
      'node_modules/**',
      '.react-router/**',
      'bench/.data/**',
      'e2e/artifacts/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Structure: shared imports nothing of ours; web and server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './server', message: 'web/ may import shared/, never server/' },
            { target: './server', from: './web', message: 'server/ may import shared/, never web/' },
            { target: './shared', from: ['./server', './web'], message: 'shared/ imports only zod' },
            // Plugins are the app's frame: what they need from a module's domain lives in server/lib/. Their tests may seed data.
            {
              target: './server/plugins/!(*.test).ts',
              from: './server/modules',
              message: 'server/plugins/ may not import server/modules/: move what both need to server/lib/',
            },
            {
              target: './web/components',
              from: './web/features',
              message: 'web/components/ may not import web/features/: move the shared part into components, or pass it in from the route',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      // eslint-rules/call-namespace-name.js: import * as policyNoticesCalls from '…/shared/calls/policy-notices'.
      'local/call-namespace-name': 'error',
    },
  },
  {
    // Modules use each other only through <module>.public.ts, and never both ways (eslint-rules/modules.js). Tests and
    // fixtures are exempt: they set up state across modules (sessions, parked clocks) that is no module's interface, and
    // nothing imports them, so they close no ring. server/app.ts, server/main.ts, server/db/seed and scripts/ compose the
    // modules and may import anything.
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: { 'local/module-public-file': 'error', 'local/no-module-cycle': 'error' },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_TABLE] }] },
  },
  {
    files: ['web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ANTD_TABLE],
          patterns: [{ group: ['~/features/*'], message: 'A feature does not import another feature: compose them in a route.' }],
        },
      ],
    },
  },
  {
    // Issue 28: a call's path is written once, in shared/calls/ (call() or download()); the handler, the loaders, the
    // browser client and the API document take the declaration. Tests of the raw HTTP contract may name paths.
    files: ['server/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
