import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CLIENT, DEMO_PASSWORD, registerUser, signIn } from './helpers/accounts.ts';
import {
  bodyFields,
  encodedValue,
  fieldName,
  formPairs,
  jsonBodyWith,
  operationsOf,
  sample,
  urlPairs,
  type Field,
  type Known,
  type OpenApiDocument,
  type Operation,
} from './helpers/fuzz-operations.ts';
import {
  bodyValueArb,
  hostileClasses,
  hostileHeaders,
  hostileQueryKeys,
  strayPaths,
  urlValueArb,
  wholeBodies,
  type BodyValue,
  type UrlValue,
} from './helpers/fuzz-values.ts';
import { LAST_SESSION, ok, pickStocks, buyRow } from './helpers/portfolios.ts';
import { APP_TOKEN, createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Every operation of the OpenAPI document, every parameter and body field, hostile values of
 * every class, as an anonymous caller, a signed-in user and an administrator: no answer may be a
 * 5xx, and every refusal is the API's own form. Deterministic (seeded) and bounded: the
 * systematic pass always runs in full; the random pass fills what is left of the budget.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_119);
/** No answer may take this long: deep nesting or a long string must not stall the process. */
const STALL_MS = 10_000;

type Caller = { name: string; headers: Record<string, string> };
type Probe = {
  op: Operation;
  caller: Caller;
  what: string;
  path?: Record<string, UrlValue>;
  query?: [string, UrlValue][];
  body?: { contentType?: string; payload: string | Buffer };
  headers?: Record<string, string>;
};

let t: TestApp;
let ops: Operation[];
let callers: Caller[];
let known: Known;
const failures: string[] = [];
/** Operations that answered a 2xx at least once, to show the probes reach the handlers. */
const reached = new Set<Operation>();
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open', RATE_LIMIT_PER_MINUTE: '100000000', ACCESS_TOKEN_TTL: '3600' });
  ops = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument);

  const user = await registerUser(t, { verify: true });
  const victim = await registerUser(t);
  const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
  callers = [
    { name: 'anonymous', headers: {} },
    { name: 'user', headers: bearer(user.tokens.access_token) },
    { name: 'admin', headers: bearer(admin.access_token) },
  ];
  const [stock] = await pickStocks(t, 1);
  const first = async (url: string) => ((await ok(t.api({ url }))).items[0] as { guid: string }).guid;
  const market = await first('/api/v1/markets/');
  const sector = await first('/api/v1/sectors/');
  const fund = await first('/api/v1/mutual-funds/');
  const packages = (await ok(t.api({ url: '/api/v1/packages/' }))).items as { prices: { guid: string }[] }[];
  const price = packages.flatMap((p) => p.prices)[0]!.guid;
  // The user's default portfolio (which cannot be deleted), with cash and a holding to sell.
  const call = (method: 'POST', url: string, payload: unknown) =>
    t.api({ method, url: `/api/v1/portfolio${url}`, headers: callers[1]!.headers, payload: payload as object });
  const portfolio = (await ok(call('POST', '/', { name: 'Fuzz' }), 201)).guid as string;
  await ok(call('POST', `/${portfolio}/cash-value-transaction`, { cash_value: '100000' }), 201);
  await ok(call('POST', `/${portfolio}/buy`, [buyRow(stock!, stock!.price, 10)]), 201);

  const zero = '00000000-0000-4000-8000-000000000000';
  known = {
    named: {
      // A day override that cannot close the session the buys are dated.
      date: '2026-12-31',
      buying_date: LAST_SESSION,
      email: 'fuzz@example.com',
      phone_number: '0512345678',
      password: (path: string) => (path.startsWith('/identity/') ? DEMO_PASSWORD : 'correct horse 1'),
      old_password: 'correct horse 1',
      new_password: 'correct horse 2',
      confirm_password: 'correct horse 2',
      code: '1234',
      otp_code: '1234',
      first_name: 'Fuzz',
      last_name: 'Test',
      name: 'Fuzz',
      shares: 1,
      price: stock!.price,
      cash_value: '100',
      payment_id: 'pay_fuzz',
      status: 'paid',
      amount: 100,
      id: 'pay_fuzz',
      type: 'payment_paid',
      secret_token: 'sahm-dev-webhook-secret',
      grant_type: 'password',
      // A demo account no probe changes (the fuzzed user's own email may be).
      username: 'basic@sahm.demo',
      client_id: CLIENT.client_id,
      client_secret: CLIENT.client_secret,
      token: 'x'.repeat(43),
      market_start_time: '10:00',
      market_end_time: '15:00',
    },
    pathParam: (path, name) => {
      if (name === 'stockGuid') return stock!.guid;
      if (name === 'number') return '1';
      if (path.startsWith('/api/v1/portfolio/')) return portfolio;
      if (path.startsWith('/api/v1/markets/')) return market;
      if (path.startsWith('/api/v1/sectors/')) return sector;
      if (path.startsWith('/api/v1/stocks/')) return stock!.guid;
      if (path.startsWith('/api/v1/mutual-funds/')) return fund;
      if (path.startsWith('/api/v1/users/') || path.startsWith('/api/v1/subscriptions/')) return victim.guid;
      return zero;
    },
    bodyGuid: (path, field) => {
      if (field === 'stock_guid') return stock!.guid;
      if (field === 'package_price_guid') return price;
      if (field === 'guid') return path.includes('mutual-funds') ? fund : stock!.guid;
      return zero;
    },
  };
}, 180_000);
afterAll(() => t?.close());

const isIdentity = (op: Operation) => op.path.startsWith('/identity/');

/** The API's refusal forms: {detail: text} or {detail: [{loc, msg, type}]}; the token service's {error, error_description}. */
function refusalProblem(op: Operation, res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  const b = body as { detail?: unknown; error?: unknown; error_description?: unknown };
  if (isIdentity(op) && typeof b.error === 'string' && typeof b.error_description === 'string') return undefined;
  if (typeof b.detail === 'string' && b.detail.length > 0) return undefined;
  const item = (d: unknown) => {
    const i = d as { loc?: unknown; msg?: unknown; type?: unknown };
    return Array.isArray(i.loc) && typeof i.msg === 'string' && typeof i.type === 'string';
  };
  if (Array.isArray(b.detail) && b.detail.length > 0 && b.detail.every(item)) return undefined;
  return `not the API's error form: ${res.body.slice(0, 200)}`;
}

const preview = (v: unknown) => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return s.length > 80 ? `${s.slice(0, 60)}… (${s.length} chars)` : s;
};

function baselineQuery(op: Operation): [string, UrlValue][] {
  return op.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, encodedValue(sample(p.schema, known, op, p.name))]);
}

function baselineBody(op: Operation): Probe['body'] {
  if (!op.body) return undefined;
  const value = sample(op.body.schema, known, op);
  if (op.body.form)
    return { contentType: 'application/x-www-form-urlencoded', payload: urlPairs(formPairs(value as Record<string, unknown>)) };
  return { contentType: 'application/json', payload: JSON.stringify(value) };
}

async function send(p: Probe): Promise<void> {
  const url =
    p.op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = p.path?.[name];
      if (v === undefined) return encodeURIComponent(known.pathParam(p.op.path, name));
      return Array.isArray(v) ? v.join(',') : v;
    }) + (p.query?.length ? `?${urlPairs(p.query)}` : '');
  const body = p.body ?? baselineBody(p.op);
  sent++;
  const begun = performance.now();
  const res = await t.app.inject({
    method: p.op.method as 'GET',
    url,
    remoteAddress: `10.9.${sent % 200}.${sent % 250}`,
    headers: {
      'x-app-token': APP_TOKEN,
      'accept-language': sent % 2 ? 'en' : 'ar',
      ...p.caller.headers,
      ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      ...p.headers,
    },
    ...(body ? { payload: body.payload } : {}),
  });
  const where = `${p.caller.name} ${p.op.method} ${url.length > 120 ? `${url.slice(0, 100)}…` : url} [${p.what}]`;
  const took = performance.now() - begun;
  if (took > STALL_MS) failures.push(`${where} → took ${Math.round(took)} ms`);
  if (res.statusCode < 300) reached.add(p.op);
  if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  else if (res.statusCode >= 400) {
    const problem = refusalProblem(p.op, res);
    if (problem) failures.push(`${where} → ${res.statusCode} ${problem}`);
  }
}

const fieldsMemo = new Map<Operation, Field[]>();
const fieldsOf = (op: Operation): Field[] => fieldsMemo.get(op) ?? fieldsMemo.set(op, listFields(op)).get(op)!;

function listFields(op: Operation): Field[] {
  const params: Field[] = op.params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p): Field => (p.in === 'path' ? { in: 'path', name: p.name } : { in: 'query', name: p.name }));
  const body: Field[] = op.body ? bodyFields(op.body.schema).map((path) => ({ in: 'body' as const, path })) : [];
  return [...params, ...body];
}

type Pick = [Field, BodyValue | UrlValue];

/** One request with each value put in its field, everything else as the baseline has it. */
function probeFor(op: Operation, caller: Caller, picks: Pick[], what: string): Probe {
  const path: Record<string, UrlValue> = {};
  const fuzzedQuery = new Map<string, UrlValue>();
  const inBody: [(string | number)[], BodyValue | UrlValue][] = [];
  for (const [field, value] of picks) {
    if (field.in === 'path') path[field.name] = value as UrlValue;
    else if (field.in === 'query') fuzzedQuery.set(field.name, value as UrlValue);
    else inBody.push([field.path, value]);
  }
  const query: [string, UrlValue][] = [...baselineQuery(op).filter(([k]) => !fuzzedQuery.has(k)), ...fuzzedQuery];
  const probe: Probe = { op, caller, what, path, query };
  if (!op.body || inBody.length === 0) return probe;
  const baseline = sample(op.body.schema, known, op, '', inBody[0]![0]);
  if (op.body.form) {
    const keys = new Set(inBody.map(([at]) => String(at[0])));
    const pairs = formPairs(baseline as Record<string, unknown>).filter(([k]) => !keys.has(k));
    const fuzzed = inBody.map(([at, v]): [string, UrlValue] => [String(at[0]), v as UrlValue]);
    return { ...probe, body: { contentType: 'application/x-www-form-urlencoded', payload: urlPairs([...pairs, ...fuzzed]) } };
  }
  return {
    ...probe,
    body: { contentType: 'application/json', payload: jsonBodyWith(baseline, inBody as [(string | number)[], BodyValue][]) },
  };
}

/** The baseline with every number, list and free text at the largest (or smallest) its schema allows. */
function extremeProbe(op: Operation, caller: Caller, extreme: 'max' | 'min'): Probe {
  const query = op.params
    .filter((p) => p.in === 'query')
    .map((p): [string, UrlValue] => [p.name, encodedValue(sample(p.schema, known, op, p.name, [], extreme))]);
  if (!op.body) return { op, caller, what: `every field at its ${extreme}`, query };
  const value = sample(op.body.schema, known, op, '', [], extreme);
  const payload = op.body.form ? urlPairs(formPairs(value as Record<string, unknown>)) : JSON.stringify(value);
  const contentType = op.body.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return { op, caller, what: `every field at its ${extreme}`, query, body: { contentType, payload } };
}

const report = (line: string) => process.stdout.write(`[fuzz] ${line}\n`);

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    'answers no hostile input with a 5xx, and refuses in the API’s own form',
    async () => {
      const started = Date.now();
      expect(ops.length).toBeGreaterThan(60);
      // The form-encoded token service and the provider's webhook are in the document too.
      expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
        expect.arrayContaining(['POST /identity/token', 'POST /identity/revoke', 'POST /webhooks/payments']),
      );

      // Systematic: every operation × caller × field × class (values rotate), every whole-body
      // refusal and every hostile header.
      const refusedBodies = wholeBodies(t.app.config.bodyLimit);
      let turn = 0;
      const pick = <T>(list: T[]) => list[turn++ % list.length]!;
      for (const op of ops) {
        for (const caller of callers) {
          const fields = fieldsOf(op);
          for (const field of fields) {
            for (const cls of hostileClasses) {
              const useUrl = field.in !== 'body' || op.body!.form;
              const value = useUrl ? pick(cls.url) : pick(cls.body);
              await send(probeFor(op, caller, [[field, value]], `${fieldName(field)} ${cls.name}: ${preview(value)}`));
            }
          }
          for (const extreme of ['max', 'min'] as const) await send(extremeProbe(op, caller, extreme));
          if (op.body)
            for (const whole of refusedBodies) await send({ op, caller, what: whole.name, body: whole, query: baselineQuery(op) });
          for (const h of hostileHeaders) await send({ op, caller, what: h.name, headers: h.headers, query: baselineQuery(op) });
          for (const k of hostileQueryKeys)
            await send({
              op,
              caller,
              what: k.name,
              query: [...baselineQuery(op), ...k.pairs.map(([key, v]): [string, UrlValue] => [key, v])],
            });
        }
      }
      // Paths no operation has, with every hostile URL fragment, by every method.
      const stray: Operation = { method: 'GET', path: '(no such path)', params: [] };
      for (const fragment of hostileClasses.flatMap((c) => c.url).flat()) {
        for (const path of strayPaths(fragment)) {
          for (const method of ['GET', 'POST', 'DELETE'])
            await send({ op: { ...stray, method, path }, caller: pick(callers), what: 'stray path' });
        }
      }
      const systematic = Date.now() - started;
      report(`systematic pass: ${sent} requests over ${ops.length} operations in ${(systematic / 1000).toFixed(1)} s`);

      // Random: whatever budget is left, one to three fields of one operation in one request.
      const before = sent;
      const probe = fc
        .record({
          op: fc.nat(ops.length - 1),
          caller: fc.nat(callers.length - 1),
          picks: fc.array(fc.tuple(fc.nat(), bodyValueArb, urlValueArb), { minLength: 1, maxLength: 3 }),
        })
        .filter(({ op }) => fieldsOf(ops[op]!).length > 0);
      const remaining = Math.max(1_000, BUDGET_MS - systematic);
      await fc.assert(
        fc.asyncProperty(probe, async ({ op: i, caller: c, picks }) => {
          const op = ops[i]!;
          const fields = fieldsOf(op);
          const chosen = picks.map(([f, bodyValue, urlValue]): Pick => {
            const field = fields[f % fields.length]!;
            return [field, field.in !== 'body' || op.body!.form ? urlValue : bodyValue];
          });
          const what = chosen.map(([field, value]) => `${fieldName(field)}: ${preview(value)}`).join('; ');
          await send(probeFor(op, callers[c]!, chosen, `random ${what}`));
          return true;
        }),
        { seed: SEED, numRuns: 1_000_000, interruptAfterTimeLimit: remaining, markInterruptAsFailure: false },
      );
      report(`random pass: ${sent - before} requests in ${((Date.now() - started - systematic) / 1000).toFixed(1)} s (seed ${SEED})`);

      const unreached = ops.filter((op) => !reached.has(op)).map((op) => `${op.method} ${op.path}`);
      report(`${ops.length - unreached.length} operations answered 2xx to some probe; never: ${unreached.join(', ') || 'none'}`);
      // The first fifty, so a regression reads as a list rather than a wall.
      expect({ count: failures.length, first: failures.slice(0, 50) }).toEqual({ count: 0, first: [] });
    },
    BUDGET_MS + 600_000,
  );
});
