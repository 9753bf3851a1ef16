// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import disableNeedsReason from './eslint-rules/disable-needs-reason.js';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/** Charts stay pure so they open unchanged in the Stately visualiser (docs/architecture.md). */
const machineBoundary = {
  files: ['machines/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-dom', 'react/*', '@xstate/react'],
            message: 'machines/ may not import React.',
          },
          {
            group: ['@tanstack/*'],
            message: 'machines/ may not import the router or react-query.',
          },
          { group: ['@lingui/*'], message: 'Charts speak in codes; views translate.' },
          { group: ['axios'], message: 'Effects are injected as named actors.' },
          {
            group: ['**/src/*', '**/src/**'],
            allowTypeImports: true,
            message: 'machines/ may import only types from src/.',
          },
        ],
      },
    ],
  },
};

/** The repository's own rules (eslint-rules/). */
const local = {
  rules: { 'feature-boundaries': featureBoundaries, 'disable-needs-reason': disableNeedsReason },
};

/** Features never import each other; shared code moves to ui/, lib/ or api/. */
const featureBoundary = {
  files: ['src/features/**/*.{ts,tsx}'],
  rules: { 'local/feature-boundaries': 'error' },
};

/** A switched-off finding says why, and a directive that no longer hides anything is an error. */
const disableDirectives = {
  linterOptions: { reportUnusedDisableDirectives: 'error' },
  plugins: { local },
  rules: { 'local/disable-needs-reason': 'error' },
};

/** Only src/api may use axios. */
const axiosBoundary = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['axios'], message: 'Only src/api talks to the server.' }] },
    ],
  },
};

/**
 * Each part of the repository sees the globals of where it runs, as its tsconfig sees the types:
 * the site only the browser's, the server, build and scripts only Node's; tests and the
 * Playwright specs both (they run in Node and hand functions to a page).
 */
const environments = [
  { files: ['src/**', 'machines/**', 'shared/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['server/**', 'build/**', 'scripts/**', '*.{js,mjs,ts}', 'eslint-rules/**'],
    languageOptions: { globals: globals.node },
  },
  // The service worker template runs in the worker, not in Node.
  {
    files: ['build/service-worker.template.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['tests/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
];

/**
 * Rules that need the types (typescript-eslint's project service reads the tsconfig.*.json that
 * tsconfig.json references): a switch over a union names every member (a default does not stand in
 * for a forgotten one), and a promise is awaited, returned, or marked `void` on purpose, never
 * dropped by accident.
 */
const typeAware = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: {
    parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
  },
  rules: {
    '@typescript-eslint/switch-exhaustiveness-check': 'error',
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
  },
};

/**
 * React's rules, with the React Compiler's checks (refs read or written during render, setState
 * in an effect, impure render, mutated props), for the code that runs React: the site and the
 * tests that render it. Not the server or the Playwright specs, whose `use…` functions are no hooks.
 */
const reactRules = {
  files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  ignores: ['tests/server/**'],
  extends: [reactHooks.configs.flat['recommended-latest']],
  rules: {
    // A missed dependency reads stale values: an error, not a warning.
    'react-hooks/exhaustive-deps': 'error',
  },
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'src/locales/**',
      'bench/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      'coverage/**',
      'reports/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  disableDirectives,
  environments,
  typeAware,
  reactRules,
  machineBoundary,
  axiosBoundary,
  featureBoundary,
);
