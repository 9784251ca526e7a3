import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The test functions of Vitest and Playwright, as the object of a member chain up to three deep. */
const TEST_ROOTS = [
  '[object.name=/^(test|it|describe|suite|bench)$/]',
  '[object.object.name=/^(test|it|describe|suite|bench)$/]',
  '[object.object.object.name=/^(test|it|describe|suite|bench)$/]',
].join(', ');
const FOCUSED_OR_SKIPPED = '/^(only|skip|skipIf|runIf|fixme|todo|fail|fails)$/';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/tmp/',
      '.tmp/',
      // wrangler's state and bundles, at the root (pages dev) and beside a worker (workers/*/).
      '**/.wrangler/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Scrollable regions (tables, code) must be focusable for keyboard users (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No focused, skipped or expected-to-fail test is committed (Vitest and Playwright alike):
    // a focused one hides the rest of the suite, a skipped one passes without having looked.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=${FOCUSED_OR_SKIPPED}]:matches(${TEST_ROOTS})`,
          message: 'No focused, skipped or expected-to-fail tests (.only, .skip, .fixme, .todo, .fails…).',
        },
      ],
    },
  },
);
