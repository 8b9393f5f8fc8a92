import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

// Boundaries are derived from the folders, so a new feature or module is inside them from its
// first file. Zones are written relative to this file.
const root = import.meta.dirname;
const entries = (dir) => fs.readdirSync(path.join(root, dir), { withFileTypes: true });
const folders = (dir) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
const server = './apps/server/src';
const web = './apps/web/src';

// Everything of the server that may not import the demo data set: all but demo/ itself, the
// entry points that seed (main.ts, feed-main.ts) and db/prepare.ts, which loads it.
const seeders = new Set(['demo', 'main.ts', 'feed-main.ts', 'db']);
const notDemo = [
  ...entries('apps/server/src')
    .filter((e) => !seeders.has(e.name))
    .map((e) => `${server}/${e.name}`),
  ...entries('apps/server/src/db')
    .filter((e) => e.name !== 'prepare.ts')
    .map((e) => `${server}/db/${e.name}`),
];

// Server modules are imported by everything else only through their public entry, index.ts: by
// each other, by the app's wiring, the entry points, db/ and demo/ (platform/ and domain/ import
// no module at all).
const modules = folders('apps/server/src/modules');
const publicEntryOnly = (from, target) => ({
  target,
  from: `${server}/modules/${from}`,
  except: ['./index.ts'],
  message: `Import modules/${from} through its public entry, modules/${from}/index.ts (export what others need from there).`,
});
const moduleZones = modules.flatMap((from) => [
  ...modules.filter((target) => target !== from).map((target) => publicEntryOnly(from, `${server}/modules/${target}`)),
  publicEntryOnly(from, [`${server}/app.ts`, `${server}/main.ts`, `${server}/feed-main.ts`, `${server}/db`, `${server}/demo`]),
]);
const queryKeyMessage =
  "Query keys come from a key factory (the feature's api/query-keys.ts, or shared/api/query-keys.ts), never an array written in place.";
// QueryClient methods whose first argument is a query key.
const queryClientKeyMethods =
  '/^((get|set)Quer(y|ies)Data|getQueryState|(invalidate|refetch|remove|reset|cancel)Queries|(fetch|prefetch)(Infinite)?Query|ensureQueryData)$/';
const requestMessage =
  'Requests go through shared/api/api-client.ts (apiGet, apiPost, apiDownload…), which adds the tokens and refreshes on 401.';

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
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import by explicit path.' },
        // Query keys come from the owning feature's factory (features/<f>/api/query-keys.ts) or,
        // across features, shared/api/query-keys.ts: a literal key drifts from the one it means.
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: queryKeyMessage },
        {
          selector: `CallExpression[callee.property.name=${queryClientKeyMethods}] > ArrayExpression.arguments:first-child`,
          message: queryKeyMessage,
        },
        // Material UI 9's Typography reads palette keys in `color` (textSecondary, error), not
        // paths: color="text.secondary" is silently ignored and the text keeps the primary colour.
        {
          selector: "JSXAttribute[name.name='color'] Literal[value=/^[a-z]+\\.[a-z]+$/i]",
          message: 'A palette path in a color prop is ignored: name its key (textSecondary, success), or use sx={{ color: ... }}.',
        },
      ],
      // Every request goes through the API client (shared/api/api-client.ts): the app token, the
      // language, the bearer token and its refresh on 401, the error toasts.
      'no-restricted-globals': ['error', { name: 'fetch', message: requestMessage }, { name: 'XMLHttpRequest', message: requestMessage }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: requestMessage })),
      ],
      // One-way imports: shared → features → app; features never import each other (every folder
      // of features/ is one); what two features share goes to shared/, or the app composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: `${web}/shared`,
              from: [`${web}/features`, `${web}/app`],
              message: 'shared/ is imported by features and the app, never the reverse.',
            },
            { target: `${web}/features`, from: `${web}/app`, message: 'Features never import the app: the app composes them.' },
            ...folders('apps/web/src/features').map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: `Features never import each other: move what ${feature} needs to shared/, or compose the two in app/.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The two places that speak HTTP themselves: the API client, and the token service it refreshes through.
    files: ['apps/web/src/shared/api/api-client.ts', 'apps/web/src/shared/auth/token-service.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: `${server}/platform`, from: `${server}/modules`, message: 'platform/ serves every module and imports none.' },
            {
              target: `${server}/domain`,
              from: server,
              except: ['./domain'],
              message: 'domain/ holds the exchange’s rules, pure: it imports nothing of the app but the contracts.',
            },
            {
              target: notDemo,
              from: `${server}/demo`,
              message: 'demo/ imports the product, never the reverse (only db/prepare.ts and the entry points load it).',
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
);
