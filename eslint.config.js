// Lint rules, including the architecture's boundaries (STYLE.md: "Habits that keep it this way").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

const sandboxImport = {
  group: ['**/sandbox', '**/sandbox/**'],
  message: 'Only sandbox/, test files and demo/ may import the sandbox.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'sdk/dist/', 'public/mockServiceWorker.js', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
  {
    files: ['scripts/**', 'test/e2e/**', '*.config.*', 'sandbox/hosts/node.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'lit-a11y': litA11y },
    rules: litA11y.configs.recommended.rules,
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sandboxImport] }] },
  },
  {
    files: ['src/elements/**/*.ts', 'src/views/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      // Types of the data are fine; calls go through SvcCart and the controller modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@svc/sdk',
              message: 'Elements and views get data from SvcCart; only the controller uses the SDK.',
              allowTypeImports: true,
            },
          ],
          patterns: [sandboxImport],
        },
      ],
    },
  },
  {
    files: ['sdk/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sandboxImport,
            {
              group: ['../../src/**', '../../../src/**', '../../../../src/**'],
              message: 'The SDK must not import the widget.',
            },
          ],
        },
      ],
    },
  },
);
