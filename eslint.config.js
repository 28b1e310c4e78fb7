import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A module's tables are its own: other modules use its index.ts (docs/decisions.md, "Fronteiras entre módulos").
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/module-boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Screens read and write through their module's query and mutation hooks (<module>.queries.ts), never the client.
    files: ['apps/web/src/modules/*/pages/**/*.{ts,tsx}', 'apps/web/src/modules/*/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', '**/session/auth.api'],
              message: 'Use the module hooks in <module>.queries.ts (query-key factory, typed hooks).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every visible text comes from the pt-BR catalogue (locales/pt-BR/*.json through i18next).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Texto visível vem do catálogo pt-BR: use t(...) (locales/pt-BR).',
        },
        {
          selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          message: 'Texto visível vem do catálogo pt-BR: use t(...) (locales/pt-BR).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|label|title|placeholder|alt|helperText|noOptionsText|loadingText|headerName)$/] > Literal[value=/\\p{L}/u]',
          message: 'Texto visível vem do catálogo pt-BR: use t(...) (locales/pt-BR).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
