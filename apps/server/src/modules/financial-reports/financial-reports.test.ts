import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentListSchema, type Attachment } from '@sahm/contracts/financials';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { pdfTextRuns } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let stock: string;
const as: Record<'anonymous' | 'basic' | 'advance', Record<string, string>> = { anonymous: {}, basic: {}, advance: {} };

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.query<{ id: string }>(
    `SELECT b.stock_id id FROM financial_books b JOIN stocks s ON s.id = b.stock_id WHERE b.family = 'ordinary' ORDER BY s.symbol_code LIMIT 1`,
  );
  stock = row!.id;
  for (const plan of ['basic', 'advance'] as const) as[plan] = bearer((await signIn(t, `${plan}@sahm.demo`, DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof as = 'advance', locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1/stocks/${stock}/financials/attachments${url}`, headers: as[who], locale });
const list = async (filter: string) => {
  const res = await get(`?period_filter=${filter}`);
  expect(res.statusCode, res.body).toBe(200);
  return attachmentListSchema.parse(res.json()).items;
};

describe('GET /stocks/{guid}/financials/attachments', () => {
  it('lists a statements file per stored year in both languages for ANNUALS, newest first', async () => {
    const items = await list('ANNUALS');
    const years = await t.database.query<{ year: number; end_date: string }>(
      `SELECT year, end_date::text FROM financial_statements WHERE stock_id = $1 AND statement = 'income_statement' AND period = 'ANNUAL' ORDER BY year DESC`,
      [stock],
    );
    expect(years.length).toBeGreaterThan(0);
    expect(items).toHaveLength(years.length * 2);
    expect(items.every((i) => i.period === 'ANNUAL' && i.attachment_type === 'FINANCIAL_STATEMENT' && i.generated)).toBe(true);
    expect(items.map((i) => i.date)).toEqual(years.flatMap((y) => [y.end_date, y.end_date]));
    expect(items.slice(0, 2).map((i) => i.language)).toEqual(['ar', 'en']);
    expect(items[0]!.attachment_suffix_path).toBe(`/api/v1/stocks/${stock}/financials/attachments/${items[0]!.guid}/file`);
    // Name-based guids: the same file keeps its link.
    expect((await list('ANNUALS')).map((i) => i.guid)).toEqual(items.map((i) => i.guid));
  });

  it('shows only half-years for BI_ANNUALS and only quarters for QUARTERS', async () => {
    expect(new Set((await list('BI_ANNUALS')).map((i) => i.period))).toEqual(new Set(['H1', 'H2']));
    expect(new Set((await list('QUARTERS')).map((i) => i.period))).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
  });

  it('answers 401 to anonymous callers and 403 naming CAN_VIEW_FINANCIAL_STATEMENTS to a BASIC plan, list and file alike', async () => {
    const file = (await list('ANNUALS'))[0]!;
    for (const url of ['?period_filter=ANNUALS', `/${file.guid}/file`]) {
      expect((await get(url, 'anonymous')).statusCode).toBe(401);
      const basic = await get(url, 'basic');
      expect(basic.statusCode).toBe(403);
      expect(basic.json().detail).toContain('CAN_VIEW_FINANCIAL_STATEMENTS');
    }
  });

  it('answers 404 for an unknown stock or file', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/${unknown}/file`)).statusCode).toBe(404);
    const res = await t.api({ url: `/api/v1/stocks/${unknown}/financials/attachments`, headers: as.advance });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /stocks/{guid}/financials/attachments/{guid}/file (generated)', () => {
  const download = async (file: Attachment) => {
    const res = await get(`/${file.guid}/file`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; .*filename\\*=UTF-8''\\w+-${file.year}-${file.period.toLowerCase()}-financial-statement-${file.language}\\.pdf$`,
      ),
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return res.rawPayload;
  };

  it('draws the period’s statements as a PDF in each language, figures in millions of SAR as stored', async () => {
    const [ar, en] = (await list('ANNUALS')).slice(0, 2);
    const first = TEMPLATES.ordinary.income_statement[0]!;
    const [stored] = await t.database.query<{ value: number }>(
      `SELECT (values->>$3)::bigint::int value FROM financial_statements WHERE stock_id = $1 AND statement = 'income_statement' AND period = 'ANNUAL' AND year = $2`,
      [stock, en!.year, first.key],
    );
    const millions = (Math.abs(stored!.value) / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const figure = stored!.value < 0 ? `(${millions})` : millions;
    for (const file of [ar!, en!]) {
      const runs = pdfTextRuns(await download(file));
      expect(runs).toContain(figure);
      expect(runs.some((r) => r.includes(String(file.year)))).toBe(true);
    }
    const english = pdfTextRuns(await download(en!));
    expect(english).toContain(first.label_en);
    expect(english).toContain('Financial statements');
    expect(english.some((r) => r.includes('generated demo data'))).toBe(true);
  }, 60_000);

  it('keeps a drawn file: a second download is the same bytes', async () => {
    const [, en] = (await list('QUARTERS')).slice(0, 2);
    expect((await download(en!)).equals(await download(en!))).toBe(true);
  }, 60_000);
});
