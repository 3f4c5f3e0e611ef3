import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/db/migrations/**', 'test-results/**', '.bench-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One-way imports (docs/ARCHITECTURE.md): nothing imports web or server; domain and contract import nothing of ours but contract.
    files: ['src/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/domain/*', '@/db/*', '@/server/*', '@/web/*'] }] },
  },
  {
    files: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/db/*', '@/server/*', '@/web/*'] }] },
  },
  {
    files: ['src/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/web/*'] }] },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/db/*', '@/server/*'] }] },
  },
);
