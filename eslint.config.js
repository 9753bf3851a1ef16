// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/** Charts stay pure so they open unchanged in the Stately visualiser (docs/architecture.md). */
const machineBoundary = {
  files: ['machines/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'machines/ may not import React.' },
          { group: ['@tanstack/*'], message: 'machines/ may not import the router or react-query.' },
          { group: ['@lingui/*'], message: 'Charts speak in codes; views translate.' },
          { group: ['axios'], message: 'Effects are injected as named actors.' },
          { group: ['**/src/*', '**/src/**'], allowTypeImports: true, message: 'machines/ may import only types from src/.' },
        ],
      },
    ],
  },
};

/** Features never import each other; shared code moves to ui/, lib/ or api/. */
const featureBoundary = {
  files: ['src/features/**/*.{ts,tsx}'],
  plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
  rules: { 'local/feature-boundaries': 'error' },
};

/** Only src/api may use axios. */
const axiosBoundary = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['axios'], message: 'Only src/api talks to the server.' }] }],
  },
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/routeTree.gen.ts', 'src/locales/**', 'bench/**', 'test-results/**', 'playwright-report/**', 'docs/**', 'coverage/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  machineBoundary,
  axiosBoundary,
  featureBoundary,
);
