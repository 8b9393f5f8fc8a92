import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sameSitePath } from './sandbox-form.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid: Record<string, string> = {
  amount: '7900',
  currency: 'SAR',
  description: 'Advanced · Monthly',
  callback_url: '/payment/completed',
  publishable_api_key: 'pk_sandbox_sahm',
  lang: 'en',
  user_id: '00000000-0000-4000-8000-000000000001',
  package_price_guid: '00000000-0000-4000-8000-000000000002',
  promo_code_guid: '',
  quote_guid: '00000000-0000-4000-8000-000000000003',
  name: 'Reem Alharbi',
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvc: '123',
};

/** The form with one field replaced (an array sends the field once per value; undefined leaves it out). */
function form(field: string, value: string | string[] | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(valid)) if (k !== field) params.append(k, v);
  if (Array.isArray(value)) for (const v of value) params.append(field, v);
  else if (value !== undefined) params.append(field, value);
  return params.toString();
}

const pay = (payload: string, locale: 'ar' | 'en' = 'en', contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url: '/sandbox-pay/pay', headers: { 'content-type': contentType, 'accept-language': locale }, payload });
const formPage = (query: string, locale: 'ar' | 'en' = 'en') =>
  t.app.inject({ url: `/sandbox-pay/form?${query}`, headers: { 'accept-language': locale } });
const sandboxRows = async () => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_payments`))[0]!.n;

/** A 4xx in the caller's language that names the field. */
function expectNamedRefusal(res: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json() as { detail: string | { loc: (string | number)[]; msg: string }[]; field?: string };
  if (Array.isArray(body.detail)) {
    expect(body.detail.map((d) => d.loc.at(-1) === field || d.loc.includes(field)).some(Boolean), res.body).toBe(true);
    expect(body.detail.every((d) => d.msg.length > 0)).toBe(true);
  } else {
    expect(body.field).toBe(field);
  }
}

const NUL = '\u0000';
const hostile: [string, string | string[] | undefined][] = [
  ['amount', 'abc'],
  ['amount', ''],
  ['amount', '1e3'],
  ['amount', '-5'],
  ['amount', '12.5'],
  ['amount', '99999999999999999999'],
  ['amount', '100000001'],
  ['amount', `79${NUL}`],
  ['amount', ['7900', '1']],
  ['amount', undefined],
  ['currency', 'USD'],
  ['description', `Advanced${NUL}`],
  ['description', 'x'.repeat(201)],
  ['publishable_api_key', undefined],
  ['publishable_api_key', 'pk_live_someone_else'],
  ['lang', 'fr'],
  ['lang', ['ar', 'en']],
  ['user_id', 'not-a-guid'],
  ['user_id', `00000000-0000-4000-8000-00000000000${NUL}`],
  ['package_price_guid', ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002']],
  ['quote_guid', "'; DROP TABLE payments; --"],
  ['callback_url', undefined],
  ['callback_url', ['/payment/completed', '//evil.example']],
  ['name', `Reem${NUL}`],
  ['name', 'R'.repeat(101)],
  ['number', undefined],
  ['number', 'abcd efgh ijkl mnop'],
  ['number', '4111'],
  ['number', '4111 1111 1111 1112'],
  ['number', `4111 1111 1111 111${NUL}`],
  ['number', '4'.repeat(40)],
  ['number', ['4111111111111111', '4000000000000002']],
  ['expiry', '13/30'],
  ['expiry', 'soon'],
  ['cvc', '12'],
  ['cvc', 'abc'],
];

describe('the sandbox card form refuses odd values with a translated 4xx, never a 500', () => {
  it.each(hostile)('POST /sandbox-pay/pay with %s = %j', async (field, value) => {
    const before = await sandboxRows();
    const en = await pay(form(field, value), 'en');
    expectNamedRefusal(en, field);
    const ar = await pay(form(field, value), 'ar');
    expect(ar.statusCode).toBe(en.statusCode);
    expect(ar.body).not.toBe(en.body);
    expect(await sandboxRows()).toBe(before);
  });

  it.each(hostile.filter(([field]) => !['name', 'number', 'expiry', 'cvc'].includes(field)))(
    'GET /sandbox-pay/form with %s = %j',
    async (field, value) => {
      const res = await formPage(form(field, value));
      expectNamedRefusal(res, field);
    },
  );

  it('refuses bodies that are not a form: nested JSON, null, broken JSON, nothing', async () => {
    const before = await sandboxRows();
    const nested = await pay(JSON.stringify({ ...valid, amount: { $gt: 0 }, number: [valid.number] }), 'en', 'application/json');
    expect(nested.statusCode).toBe(422);
    expect(nested.json().detail.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual(expect.arrayContaining(['amount', 'number']));
    for (const payload of ['null', '{"amount":', '[]']) {
      const res = await pay(payload, 'en', 'application/json');
      expect([400, 422]).toContain(res.statusCode);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/sandbox-pay/pay' });
    expect(empty.statusCode).toBe(422);
    expect(await sandboxRows()).toBe(before);
  });

  it('the 3-D Secure step refuses unknown ids and odd answers', async () => {
    const step = (id: string, payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox-pay/3ds/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload }),
      });
    expect((await step(`sbx_${'0'.repeat(32)}`, 'result=paid')).statusCode).toBe(404);
    // A control character never reaches the step: every route refuses it first (422 naming the field).
    expect((await step('sbx_%00', 'result=paid')).statusCode).toBe(422);
    expect((await step(`sbx_${'0'.repeat(32)}`, 'result=maybe')).statusCode).toBe(422);
    expect((await step(`sbx_${'0'.repeat(32)}`, 'result=paid&result=failed')).statusCode).toBe(422);
    expect((await step(`sbx_${'0'.repeat(32)}`)).statusCode).toBe(422);
  });

  it('the page hands every field it was given on to the payment, as a browser submits it', async () => {
    const cardFields = ['name', 'number', 'expiry', 'cvc'];
    const query = new URLSearchParams(Object.entries(valid).filter(([k]) => !cardFields.includes(k)));
    const page = await formPage(query.toString());
    expect(page.statusCode, page.body).toBe(200);
    const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, k, v]): [string, string] => [
      k!,
      v!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    ]);
    expect(Object.fromEntries(hidden)).toMatchObject({ amount: '7900', quote_guid: valid.quote_guid, description: valid.description });
    const body = new URLSearchParams([...hidden, ...cardFields.map((k): [string, string] => [k, valid[k]!])]);
    const res = await pay(body.toString());
    expect(res.statusCode, res.body).toBe(303);
    const id = new URL(String(res.headers.location), 'http://x').searchParams.get('id');
    const [stored] = await t.database.query<{ metadata: Record<string, string> }>(`SELECT metadata FROM sandbox_payments WHERE id = $1`, [
      id,
    ]);
    expect(stored!.metadata).toEqual({
      user_id: valid.user_id,
      package_price_guid: valid.package_price_guid,
      promo_code_guid: '',
      quote_guid: valid.quote_guid,
    });
  });

  it('a well-formed card that is not a test card is declined, as a provider would', async () => {
    const res = await pay(form('number', '5555 5555 5555 4444'));
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location), 'http://x');
    expect(back.searchParams.get('status')).toBe('failed');
    expect(back.searchParams.get('message')).toBe('Unknown test card');
  });
});

describe('callback_url takes only paths on this site', () => {
  const offSite = [
    '/.//evil.example/x',
    '/./../..//evil.example/x',
    '/a/..//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/x',
    'https:evil.example',
    'https://localhost:3000/payment/completed',
    'http://localhost:3000@evil.example/',
    'http://localhost:3000/payment/completed',
    'javascript:alert(1)',
    'payment/completed',
    ' /payment/completed',
    '/\tevil.example',
    '/\n/evil.example',
    `/payment${NUL}/completed`,
    '/payment/\u007fcompleted',
  ];

  it.each(offSite)('refuses %j on the form, the payment and (so) the redirect', async (url) => {
    const before = await sandboxRows();
    const page = await formPage(form('callback_url', url));
    // Control characters are refused for every route before the form's own check sees them: any
    // but tab in a query string, any but tab and line breaks in a body (platform/control-characters.ts).
    // eslint-disable-next-line no-control-regex
    const inQuery = /[\u0000-\u0008\u000a-\u001f]/.test(url);
    // eslint-disable-next-line no-control-regex
    const inBody = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(url);
    expect(page.statusCode).toBe(inQuery ? 422 : 400);
    if (!inQuery) expect(page.json()).toMatchObject({ detail: 'The return address must be a page on this site', field: 'callback_url' });
    const res = await pay(form('callback_url', url));
    expect(res.statusCode).toBe(inBody ? 422 : 400);
    expect(res.headers.location).toBeUndefined();
    expect(await sandboxRows()).toBe(before);
  });

  it('sends the buyer back to a path on this site, keeping its query', async () => {
    const res = await pay(form('callback_url', '/payment/completed?from=checkout'));
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('/payment/completed?from=checkout&id=sbx_')).toBe(true);
    expect(sameSitePath('/payment/completed', 'https://sahm.example')).toBe('/payment/completed');
    expect(sameSitePath('/.//evil.example/x', 'https://sahm.example')).toBeUndefined();
  });
});
