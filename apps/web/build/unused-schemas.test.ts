import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { dropRequestSchemas, markModuleCallsPure, REQUEST_CALLS, unusedSchemas } from './unused-schemas.ts';

const contracts = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

describe('REQUEST_CALLS', () => {
  it("names every call the API client exports that takes an answer's schema, and nothing else", () => {
    const client = fs.readFileSync(path.resolve(import.meta.dirname, '../src/shared/api/api-client.ts'), 'utf8');
    const exported = [...client.matchAll(/^export (?:async function|const) (api\w+)/gm)].map((match) => match[1]);
    // A download's options leave `schema` out (its answer is a file).
    expect(client).toMatch(/apiDownload = \(\s*path: string,\s*options: Omit<RequestOptions<Blob>, 'schema'/);
    expect(exported.filter((name) => name !== 'apiDownload').sort()).toEqual([...REQUEST_CALLS].sort());
  });
});

describe('markModuleCallsPure', () => {
  it('marks the calls a module makes when evaluated, chains and arguments included', () => {
    const source = [
      'export const a = z.object({ x: z.string().min(2) });',
      'export const b = a.extend({ y: z.number() }).nullable();',
      'export const c = build(a);',
    ].join('\n');
    expect(markModuleCallsPure('/m.ts', source)).toBe(
      [
        'export const a = /* @__PURE__ */ z.object({ x: /* @__PURE__ */ z.string().min(2) });',
        'export const b = /* @__PURE__ */ a.extend({ y: /* @__PURE__ */ z.number() }).nullable();',
        'export const c = /* @__PURE__ */ build(a);',
      ].join('\n'),
    );
  });

  it('leaves calls inside functions alone (a refinement reports its issue for its effect)', () => {
    const source = 'export const d = z.string().superRefine((value, ctx) => { ctx.addIssue({ code: "custom" }); });';
    const out = markModuleCallsPure('/m.ts', source);
    expect(out).toContain('{ ctx.addIssue(');
    expect(out.startsWith('export const d = /* @__PURE__ */ z.string()')).toBe(true);
  });
});

describe('dropRequestSchemas', () => {
  it("drops the schema of a request's options, written out or shorthand", () => {
    const source = [
      "apiGet('/stocks/', { signal, schema: stockListSchema });",
      "apiPost('/alerts/', body, { schema, silent: true });",
    ].join('\n');
    expect(dropRequestSchemas('/a.ts', source)).toBe(
      ["apiGet('/stocks/', { signal, schema: undefined });", "apiPost('/alerts/', body, { schema: undefined, silent: true });"].join('\n'),
    );
  });

  it('keeps a schema anything else is given (a form reads its own)', () => {
    const source = 'useZodForm(loginSchema, { schema: loginSchema }); resolver({ schema: formSchema });';
    expect(dropRequestSchemas('/a.tsx', source)).toBe(source);
  });
});

describe('unusedSchemas in a bundle', () => {
  /** Bundles an entry that reads only a list of chart periods from the markets' contract. */
  async function bundle(withPlugin: boolean): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-schemas-'));
    const entry = path.join(dir, 'entry.ts');
    fs.writeFileSync(entry, `import { marketPeriods } from '${path.join(contracts, 'markets.ts')}';\nconsole.log(marketPeriods);\n`);
    try {
      const out = await build({
        input: entry,
        write: false,
        plugins: withPlugin ? [unusedSchemas()] : [],
        resolve: { modules: [path.resolve(import.meta.dirname, '../../../node_modules')] },
        logLevel: 'silent',
      });
      return out.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("leaves out the contract's schemas no code reads, and keeps what it does read", async () => {
    const [without, withPlugin] = await Promise.all([bundle(false), bundle(true)]);
    // The markets' live figures are a schema the entry never reads.
    expect(without).toContain('trades_count');
    expect(withPlugin).not.toContain('trades_count');
    expect(withPlugin).toContain('three_months');
    expect(withPlugin.length).toBeLessThan(without.length / 2);
  });
});
