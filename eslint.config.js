// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_NOT_SERVER = {
  group: ['@azubi/server*', '**/apps/server/**'],
  message: 'The web app talks to the server over HTTP only.',
};
const FEATURE_NOT_APP = { group: ['**/app/**'], message: 'Features must not import from the app layer.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/coverage/**',
      'e2e/.tmp/**',
      'playwright-report/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Only the configuration module reads the environment (ARCHITECTURE.md conventions: typed configuration in one module).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/testing/**', 'apps/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
      ],
    },
  },
  // Imports flow one way: shared ← features ← app. Shared never imports Node modules or app code,
  // and takes zod from its own src/zod.ts, which sets zod up for the browser's content security policy.
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from packages/shared/src/zod.ts (it sets zod up for the browser's CSP).",
            },
          ],
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', '@azubi/server*', '@azubi/web*', '**/apps/**'],
              message: 'packages/shared runs in the browser too: no Node modules, no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER] }],
    },
  },
  // One zone per person, one format per language: every date and time on the web is written by
  // packages/shared/src/dates/format-date.ts with the account's zone (lib/account useDates), never
  // by the browser's own formatting, which uses the device's zone and varies by browser.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          property: 'DateTimeFormat',
          message:
            'Format dates through useDates() (lib/account/use-dates.ts) / packages/shared/src/dates/format-date.ts.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Format dates through useDates() (lib/account/use-dates.ts) / packages/shared/src/dates/format-date.ts.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message:
            'Format dates through useDates() (lib/account/use-dates.ts) / packages/shared/src/dates/format-date.ts.',
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/hooks/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NOT_SERVER,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared UI, hooks and lib code must not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, FEATURE_NOT_APP] }] },
  },
  // A feature's front door (ARCHITECTURE.md "Feature boundaries on the web"): another feature is
  // imported through its index.ts only (`../../auth`, never `../../auth/api/use-me`). Tests and
  // test fixtures may reach into other features' fixtures.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NOT_SERVER,
            FEATURE_NOT_APP,
            {
              regex: `^(\\.\\./){${depth}}[^./][^/]*/.+`,
              message:
                'Import another feature through its index.ts (its front door), not its files; generic helpers live in src/components, src/hooks or src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../app', '../../main'], message: 'Features must not import the app or the entry point.' },
          ],
        },
      ],
    },
  },
  // A server feature's front door (ARCHITECTURE.md "Feature boundaries on the server", ADR 0036):
  // another feature is imported through its index.ts only (`../billing`, never
  // `../billing/access-state`). Tests may reach into other features' files.
  {
    files: ['apps/server/src/features/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../app', '../../main'], message: 'Features must not import the app or the entry point.' },
            {
              regex: '^\\.\\./[^./][^/]*/.+',
              message:
                'Import another feature through its index.ts (its front door), not its files; what no feature owns lives in src/platform.',
            },
          ],
        },
      ],
    },
  },
  // The server's platform (ARCHITECTURE.md "Feature boundaries on the server", ADR 0036): session,
  // audit, notify, push, stored files and the company membership, used by features, importing none.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '../../app', '../../main'],
              message:
                'The platform serves the features and imports none of them (pass what a feature knows in as an argument).',
            },
          ],
        },
      ],
    },
  },
);
