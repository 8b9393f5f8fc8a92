import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Contracts are imported by explicit subpath, never through a barrel.
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files: import by explicit path.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: shared → features → app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...[
              'identity',
              'users',
              'plans',
              'payments',
              'markets',
              'stocks',
              'funds',
              'news',
              'recommendations',
              'screener',
              'comparisons',
              'portfolios',
              'live',
              'admin',
            ].map((area) => ({
              target: `./apps/web/src/features/${area}`,
              from: './apps/web/src/features',
              except: [`./${area}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './apps/server/src/platform', from: './apps/server/src/modules' }] }],
    },
  },
);
