import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', 'backend/dist-*/**', '**/node_modules/**', '.tools/**', 'data/**', 'coverage/**', 'e2e/artifacts/**', '.e2e-builds/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No schema library in shoppers' pages (docs/decisions/shopper-bundle-weight.md). Their code imports
    // contracts' zod-free entry (`@ofertas/contracts/rules`) or deep zod-free modules; schema modules for types only.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-offers/src/**/*.{ts,tsx}', 'mfe-coupons/src/**/*.{ts,tsx}', 'mfe-blog/src/**/*.{ts,tsx}', 'web-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@ofertas/contracts', message: 'Shopper code imports @ofertas/contracts/rules (no zod in the browser).', allowTypeImports: true }],
          patterns: [
            {
              regex: '^@ofertas/contracts/(catalog|filters|vouchers|blog|site|ai|price-history|analytics|safe|editor)$',
              message: 'A schema module: import its types only (import type), values from @ofertas/contracts/rules.',
              allowTypeImports: true,
            },
            { regex: '^(zod|valibot|yup|joi|ajv|superstruct|io-ts|arktype)(/.*)?$', message: 'No schema library in shoppers’ pages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-var-requires': 'off' },
  },
);
