import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalExpectationSchema, researchFirmSchema, type CapitalExpectation } from '@sahm/contracts/recommendations';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { callers, multipart, stockByCode, type Who } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// A 1×1 PNG: what an administrator uploads as a logo.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pdf = Buffer.from('%PDF-1.4\n% an uploaded research report\n%%EOF\n');
const NONE = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let who: Record<Who, Record<string, string>>;
let advance: Record<string, string>;
let stock: { id: string };
let firm: string;

/** A session of the stock and its close, from the stored history. */
async function session(stockId: string, nth: number) {
  const rows = await t.database.query<{ d: string; close: string }>(
    `SELECT trade_date::text AS d, close::text AS close FROM stock_price_points WHERE stock_id = $1 ORDER BY trade_date DESC OFFSET $2 LIMIT 1`,
    [stockId, nth],
  );
  return rows[0]!;
}
const count = async () => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM capital_expectations`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t);
  advance = bearer((await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD)).access_token);
  stock = await stockByCode(t, '2010');
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/research-firms/',
    headers: who.admin,
    payload: { name_ar: 'بيت اختبار للأبحاث', name_en: 'Test House Research' },
  });
  expect(res.statusCode, res.body).toBe(201);
  firm = researchFirmSchema.parse(res.json()).guid;
});
afterAll(() => t.close());

const create = (payload: object, locale: 'ar' | 'en' = 'en') =>
  t.api({ method: 'POST', url: '/api/v1/stock-capital-expectations/', headers: who.admin, payload, locale });

describe('administrative access', () => {
  it('refuses visitors (401) and members (403) on every write', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/v1/stock-capital-expectations/', payload: {} },
      { method: 'PATCH' as const, url: `/api/v1/stock-capital-expectations/${NONE}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/v1/stock-capital-expectations/${NONE}` },
      { method: 'POST' as const, url: `/api/v1/stock-capital-expectations/${NONE}/report`, payload: {} },
      { method: 'DELETE' as const, url: `/api/v1/stock-capital-expectations/report/${NONE}` },
      { method: 'POST' as const, url: '/api/v1/research-firms/', payload: {} },
      { method: 'PATCH' as const, url: `/api/v1/research-firms/${NONE}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/v1/research-firms/${NONE}` },
      { method: 'PATCH' as const, url: `/api/v1/research-firms/${NONE}/logo`, payload: {} },
    ];
    for (const [caller, status] of [
      ['anonymous', 401],
      ['basic', 403],
    ] as const)
      for (const call of calls)
        expect((await t.api({ ...call, headers: who[caller] })).statusCode, `${caller} ${call.method} ${call.url}`).toBe(status);
    for (const call of calls)
      expect((await t.api({ ...call, headers: advance })).statusCode, `advance ${call.method} ${call.url}`).toBe(403);
  });
});

describe('recommendations', () => {
  let created: CapitalExpectation;

  it('creates one priced at the day’s close, with the firm’s previous rating and the change computed', async () => {
    const [older, newer] = [await session(stock.id, 20), await session(stock.id, 5)];
    const first = await create({
      stock_guid: stock.id,
      research_firm_guid: firm,
      rating_date: older.d,
      rating: 'COVERAGE_START',
      target_price: '50',
    });
    expect(first.statusCode, first.body).toBe(201);
    const res = await create(
      { stock_guid: stock.id, research_firm_guid: firm, rating_date: newer.d, rating: 'BUYING', target_price: '99.5' },
      'ar',
    );
    expect(res.statusCode, res.body).toBe(201);
    created = capitalExpectationSchema.parse(res.json());
    expect(created.rating_price).toBe(newer.close);
    expect(created.target_price).toBe('99.50');
    expect(created.prev_rating).toBe('COVERAGE_START');
    expect(created.research_firm.name).toBe('بيت اختبار للأبحاث');
    expect(created.is_demo).toBe(false);
    const diff = Math.round(9950 - Number(newer.close) * 100);
    expect(created.change_value).toBe((diff / 100).toFixed(2));
    expect(created.reports.map((r) => r.language)).toEqual(['ar', 'en']);
    const listed = (await t.api({ url: `/api/v1/stock-capital-expectations/?research_firm_guid=${firm}`, headers: advance })).json();
    expect(listed.items.map((i: CapitalExpectation) => i.guid)).toContain(created.guid);
  });

  it('refuses a future date, an unknown rating, stock or firm, a bad price or a day without a close, storing nothing', async () => {
    const before = await count();
    const base = { stock_guid: stock.id, research_firm_guid: firm, rating_date: '2026-01-04', rating: 'BUYING', target_price: '10' };
    const cases: [object, string, string?][] = [
      [{ ...base, rating_date: '2100-01-01' }, 'rating_date', 'The rating date cannot be in the future'],
      [{ ...base, rating: 'STRONG_BUY' }, 'rating'],
      [{ ...base, stock_guid: NONE }, 'stock_guid', 'No stock has this identifier'],
      [{ ...base, research_firm_guid: NONE }, 'research_firm_guid', 'No research firm has this identifier'],
      [{ ...base, target_price: '-3' }, 'target_price'],
      [{ ...base, target_price: 12.5 }, 'target_price'],
      // 2026-01-02 is a Friday: no session, so no close to price it at.
      [{ ...base, rating_date: '2026-01-02' }, 'rating_price'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const [issue] = res.json().detail;
      expect(issue.loc.at(-1)).toBe(field);
      if (msg) expect(issue.msg).toBe(msg);
    }
    const ar = await create({ ...base, rating_date: '2100-01-01' }, 'ar');
    expect(ar.json().detail[0].msg).toBe('لا يمكن أن يكون تاريخ التوصية في المستقبل');
    expect(await count()).toBe(before);
  });

  it('changes one and computes the change again; refuses a bad change without storing it', async () => {
    const res = await t.api({
      method: 'PATCH',
      url: `/api/v1/stock-capital-expectations/${created.guid}`,
      headers: who.admin,
      payload: { target_price: '1.00', rating: 'SELLING' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = capitalExpectationSchema.parse(res.json());
    expect([changed.rating, changed.target_price, changed.rating_price]).toEqual(['SELLING', '1.00', created.rating_price]);
    expect(Number(changed.change_value)).toBeLessThan(0);
    const bad = await t.api({
      method: 'PATCH',
      url: `/api/v1/stock-capital-expectations/${created.guid}`,
      headers: who.admin,
      payload: { rating_date: '2100-01-01' },
    });
    expect(bad.statusCode).toBe(422);
    const again = (
      await t.api({ url: `/api/v1/stock-capital-expectations/?research_firm_guid=${firm}&rating=SELLING`, headers: advance })
    ).json();
    expect(again.items[0].rating_date).toBe(created.rating_date);
    expect(
      (await t.api({ method: 'PATCH', url: `/api/v1/stock-capital-expectations/${NONE}`, headers: who.admin, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('takes an uploaded report in its language, serves it, and deletes it', async () => {
    const url = `/api/v1/stock-capital-expectations/${created.guid}/report`;
    const notPdf = multipart([
      { name: 'language', value: 'en' },
      { name: 'file', filename: 'r.png', content: png },
    ]);
    const refused = await t.api({
      method: 'POST',
      url,
      headers: { ...who.admin, ...notPdf.headers },
      payload: notPdf.payload,
      locale: 'en',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].msg).toBe('The report must be a PDF document');
    const badLanguage = multipart([
      { name: 'language', value: 'fr' },
      { name: 'file', filename: 'r.pdf', content: pdf },
    ]);
    expect(
      (await t.api({ method: 'POST', url, headers: { ...who.admin, ...badLanguage.headers }, payload: badLanguage.payload })).statusCode,
    ).toBe(422);
    expect((await t.api({ method: 'POST', url, headers: who.admin, payload: {} })).statusCode).toBe(415);

    const body = multipart([
      { name: 'language', value: 'en' },
      { name: 'file', filename: 'r.pdf', content: pdf, type: 'application/pdf' },
    ]);
    const res = await t.api({ method: 'POST', url, headers: { ...who.admin, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    const saved = capitalExpectationSchema.parse(res.json());
    const en = saved.reports.find((r) => r.language === 'en')!;
    expect(en.id).toBe(created.reports.find((r) => r.language === 'en')!.id);
    const file = await t.api({ url: en.attachment_suffix_path, headers: advance });
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const gone = await t.api({
      method: 'DELETE',
      url: `/api/v1/stock-capital-expectations/report/${en.id}`,
      headers: who.admin,
      locale: 'ar',
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('تم حذف التقرير');
    expect((await t.api({ url: en.attachment_suffix_path, headers: advance })).statusCode).toBe(404);
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/stock-capital-expectations/report/${en.id}`, headers: who.admin })).statusCode,
    ).toBe(404);
  });

  it('deletes one', async () => {
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/stock-capital-expectations/${created.guid}`, headers: who.admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/stock-capital-expectations/${created.guid}`, headers: who.admin })).statusCode,
    ).toBe(404);
  });
});

describe('research firms', () => {
  it('renames a firm, refuses bad names, takes a logo image and refuses other files', async () => {
    const renamed = await t.api({
      method: 'PATCH',
      url: `/api/v1/research-firms/${firm}`,
      headers: who.admin,
      payload: { name_en: 'Test House Analytics' },
      locale: 'en',
    });
    expect(renamed.json().name).toBe('Test House Analytics');
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/research-firms/', headers: who.admin, payload: { name_ar: 'x', name_en: '' } }))
        .statusCode,
    ).toBe(422);

    const url = `/api/v1/research-firms/${firm}/logo`;
    const bad = multipart([{ name: 'file', filename: 'logo.pdf', content: pdf }]);
    const refused = await t.api({ method: 'PATCH', url, headers: { ...who.admin, ...bad.headers }, payload: bad.payload });
    expect(refused.statusCode).toBe(422);
    const big = multipart([{ name: 'file', filename: 'logo.png', content: Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1)]) }]);
    expect((await t.api({ method: 'PATCH', url, headers: { ...who.admin, ...big.headers }, payload: big.payload })).statusCode).toBe(413);
    const body = multipart([{ name: 'file', filename: 'logo.png', content: png }]);
    const res = await t.api({ method: 'PATCH', url, headers: { ...who.admin, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const saved = researchFirmSchema.parse(res.json());
    const image = await t.app.inject({ url: saved.logo });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('deletes a firm with its recommendations', async () => {
    const [day] = [await session(stock.id, 3)];
    await create({ stock_guid: stock.id, research_firm_guid: firm, rating_date: day.d, rating: 'NEUTRAL', target_price: '20' });
    expect((await t.api({ method: 'DELETE', url: `/api/v1/research-firms/${firm}`, headers: who.admin })).statusCode).toBe(204);
    const left = (await t.api({ url: `/api/v1/stock-capital-expectations/?research_firm_guid=${firm}`, headers: advance })).json();
    expect(left.total).toBe(0);
    expect((await t.api({ url: `/api/v1/research-firms/${firm}`, headers: advance })).statusCode).toBe(404);
  });
});
