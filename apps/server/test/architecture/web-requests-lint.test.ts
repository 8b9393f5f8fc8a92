import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's one way to ask the API and to name its data are lint rules (eslint.config.js): every
 * request through the API client, every query key from a key factory. These run the real
 * configuration on snippets placed, virtually, in the web app and expect the rule's error, so the
 * rules cannot quietly stop being enforced.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function errors(file: string, code: string, rules: readonly string[]): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

const requestRules = ['no-restricted-globals', 'no-restricted-properties'];
const keyRules = ['no-restricted-syntax'];

describe('web requests', () => {
  it('refuses fetch outside the API client, however it is reached', async () => {
    for (const call of ["fetch('/api/v1/x')", "window.fetch('/api/v1/x')", "globalThis.fetch('/api/v1/x')", 'new XMLHttpRequest()']) {
      const found = await errors('apps/web/src/features/plans/api/example.ts', `export const x = () => ${call};`, requestRules);
      expect(found, call).toEqual([expect.stringContaining('api-client.ts')]);
    }
  });

  it('lets the API client and the token service speak HTTP, and a local named fetch be', async () => {
    const code = "export const x = () => fetch('/identity/token');";
    expect(await errors('apps/web/src/shared/api/api-client.ts', code, requestRules)).toEqual([]);
    expect(await errors('apps/web/src/shared/auth/token-service.ts', code, requestRules)).toEqual([]);
    const local = "const fetch = (url: string) => url;\nexport const x = () => fetch('/x');";
    expect(await errors('apps/web/src/test/example.ts', local, requestRules)).toEqual([]);
  });
});

describe('web query keys', () => {
  const file = 'apps/web/src/features/stocks/api/example.ts';
  const header = "import { queryOptions, type QueryClient } from '@tanstack/react-query';\nimport { stockKeys } from './query-keys.ts';\n";

  it('refuses a key written in place, in a query or in a call to the query client', async () => {
    const snippets = [
      "export const q = queryOptions({ queryKey: ['stocks', 'detail', 'x'], queryFn: () => 1 });",
      "export const i = (c: QueryClient) => c.invalidateQueries({ queryKey: ['plans'] });",
      "export const s = (c: QueryClient) => c.setQueryData(['users', 'me'], null);",
      "export const r = (c: QueryClient) => c.removeQueries({ queryKey: [stockKeys.all[0], 'list'] });",
    ];
    for (const snippet of snippets) {
      expect(await errors(file, `${header}${snippet}`, keyRules), snippet).toEqual([expect.stringContaining('key factory')]);
    }
  });

  it('takes keys from a factory, and lets data be an array', async () => {
    const snippet = [
      "export const q = queryOptions({ queryKey: stockKeys.detail('x'), queryFn: () => 1 });",
      'export const i = (c: QueryClient) => c.invalidateQueries({ queryKey: stockKeys.all });',
      "export const s = (c: QueryClient) => c.setQueryData(stockKeys.lists(), ['a', 'b']);",
    ].join('\n');
    expect(await errors(file, `${header}${snippet}`, keyRules)).toEqual([]);
  });
});
