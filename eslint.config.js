// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const firebaseOrUi = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
  '@firebase/*',
  'react',
  'react-*',
  'react/*',
  '@mantine/*',
  '@nivo/*',
];

/*
 * Feature boundaries of the web app (STYLE.md, as bulletproof-react does). Why `import-x/no-restricted-paths` and not
 * `no-restricted-imports`: it compares RESOLVED files, so `../../auth/x`, `../../../features/auth/x` and a dynamic
 * `import()` are caught alike, whatever the depth of the importing file; `no-restricted-imports` only sees the import
 * string and would need one pattern per folder depth. The feature list is read from the folder, so a new feature is
 * covered without touching this file. `scripts/lib/feature-boundaries.test.ts` proves each zone fires.
 */
const WEB_SRC = `${import.meta.dirname}/web/src`;
const FEATURES = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'hooks', 'lib', 'config'].map((dir) => `${WEB_SRC}/${dir}`);

/** @type {import('eslint').Linter.Config} */
export const featureBoundaries = {
  name: 'web/feature-boundaries',
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // eslint-import-resolver-node: pure JS (the unrs-resolver of later import-x versions ships native bindings that
    // this registry mirror lacks for other platforms, which breaks `npm ci`).
    'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json', '.css'] } },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...FEATURES.map((feature) => ({
            target: `${WEB_SRC}/features/${feature}`,
            from: `${WEB_SRC}/features`,
            except: [`./${feature}`],
            message:
              'A feature never imports another feature: move what both need to web/src/components, hooks or lib, or compose them in app/.',
          })),
          {
            target: [`${WEB_SRC}/features`, ...SHARED],
            from: `${WEB_SRC}/app`,
            message: 'app/ composes the features; nothing else imports it (only main.tsx).',
          },
          {
            target: SHARED,
            from: `${WEB_SRC}/features`,
            message: 'Shared code (components, hooks, lib, config) never depends on a feature.',
          },
          {
            target: [`${WEB_SRC}/!(features)/**`, `${WEB_SRC}/*.{ts,tsx}`],
            from: `${WEB_SRC}/features/*/**`,
            except: [`${WEB_SRC}/features/*/index.ts`],
            message: 'Outside its folder a feature is imported only through its index.ts (its public API).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tmp/**',
      'tests/output/**',
      '.local-files/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    // The domain package is pure: no Firebase, React, DOM or Node I/O (STYLE.md).
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: firebaseOrUi,
              message: 'packages/domain must stay pure: no Firebase, React or UI imports.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'],
              message: 'packages/domain must not do I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'navigator',
        'fetch',
        'process',
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  featureBoundaries,
  {
    // One logging entry point: everything goes through lib/logger.ts, whose sinks cut texts (seed 000 §9) and
    // report errors to the functions; logger.ts itself holds the console sink.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/logger.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // A table that scrolls sideways is a keyboard-reachable, labelled region (components/scroll-table.tsx): axe's
    // scrollable-region-focusable failed on a bare Mantine scroll container.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/components/scroll-table.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXMemberExpression[object.name='Table'][property.name='ScrollContainer']",
          message:
            'Use ScrollTable (components/scroll-table.tsx): it makes the scrolling region focusable and labelled.',
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // rules-unit-testing hands out a compat Firestore that the modular API accepts by design (its documented use).
    files: ['tests/rules/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  {
    // web/public: plain browser scripts served as they are (startup.js, see web/index.html), in no TypeScript
    // project, so linted without type information.
    files: ['web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: globals.browser,
    },
  },
);
