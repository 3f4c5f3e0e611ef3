import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers' one-way imports (docs/ARCHITECTURE.md), as `import-x/no-restricted-paths` zones: each
 * import is resolved to its file (through the `@/` alias or a relative path alike) before it is judged.
 */
const root = import.meta.dirname;
const webFeatures = fs
  .readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `tests`: zones for test files too (a db API test may start the server's app). */
function layerZones({ tests }) {
  return [
    { target: 'src/contract', from: ['src/domain', 'src/db', 'src/server', 'src/web'], message: 'contract imports nothing of ours.' },
    { target: 'src/domain', from: ['src/db', 'src/server', 'src/web'], message: 'domain imports only contract.' },
    { target: 'src/db', from: ['src/web'], message: 'db never imports web.' },
    ...(tests
      ? []
      : [
          {
            target: 'src/db',
            from: ['src/server'],
            // The one exception: the seed hashes the demo users' passwords the way the server checks them.
            except: ['./lib/password.ts'],
            message: 'db never imports server (the seed may use src/server/lib/password.ts).',
          },
        ]),
    { target: 'src/web', from: ['src/server', 'src/db'], message: 'web imports only contract and domain.' },
    ...webFeatures.map((feature) => ({
      target: `src/web/features/${feature}`,
      from: 'src/web/features',
      except: [`./${feature}`],
      message: 'A feature does not import another feature: shared pieces live in src/web/components or src/web/lib.',
    })),
    {
      target: ['src/web/components', 'src/web/lib'],
      from: 'src/web/features',
      message: 'Shared components and lib are used by features, never the other way round.',
    },
    {
      target: 'src/web/features',
      from: 'src/web/app/require-auth.tsx',
      message: 'Route guards sit on layout routes in src/web/app/router.tsx, not inside pages.',
    },
  ];
}

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
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/use-mutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: "Import useMutation from '@/web/lib/use-mutation': its mutate calls back also after the row that asked has left the list.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ tests: true }) }] },
  },
  {
    // domain: pure rules, no I/O (its tests may still set the process's time zone).
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['src/domain/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          // Node's own modules (fs, path, node:*) are import-x/no-nodejs-modules'; these are the I/O packages.
          patterns: [
            { group: ['pg', 'pg/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'fastify', 'fastify/*', '@fastify/*', 'nodemailer', 'stripe'], message: 'domain does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB', 'document', 'window', 'process'].map((name) => ({
          name,
          message: 'domain does no I/O: pass what it needs as arguments.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'domain does no I/O.' },
        { object: 'globalThis', property: 'process', message: 'domain does no I/O.' },
      ],
    },
  },
);
