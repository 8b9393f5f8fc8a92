import type ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialBooks, financialStatements, stockIndicators } from '../../db/schema/financials.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { familyOfIndustryGroup } from '../../domain/statements/family-rule.ts';
import { allItems } from '../../domain/statements/line-items.ts';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import type { StatementKind } from '../../domain/statements/template-types.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { callers, multipart, type Who } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { CompanyDataChange } from '../company-admin/index.ts';

let t: TestApp;
let as: Record<Who, Record<string, string>>;
/** Two ordinary companies with the demo's statements: one for uploads, one for deletions and recomputation. */
let mine: string;
let other: string;
let third: string;
const heard: CompanyDataChange[] = [];
const ordinary = TEMPLATES.ordinary;

beforeAll(async () => {
  t = await createTestApp();
  as = await callers(t);
  const books = await t.database.db
    .select({ id: financialBooks.stockId })
    .from(financialBooks)
    .innerJoin(stocks, eq(stocks.id, financialBooks.stockId))
    .where(eq(financialBooks.family, 'ordinary'))
    .orderBy(stocks.symbolCode)
    .limit(3);
  [mine, other, third] = books.map((b) => b.id) as [string, string, string];
  t.app.companyData.on((c) => heard.push(c));
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'admin', locale: 'ar' | 'en' = 'en') =>
  t.api({ method: 'GET', url: `/api/v1${url}`, headers: as[who], locale });

const send = (url: string, file: Buffer, who: Who = 'admin', locale: 'ar' | 'en' = 'en') => {
  const body = multipart([{ name: 'file', filename: 'sheet.xlsx', content: file }]);
  return t.api({ method: 'POST', url: `/api/v1${url}`, locale, payload: body.payload, headers: { ...body.headers, ...as[who] } });
};

async function open(bytes: Buffer | string): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  await wb.xlsx.load((typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes) as unknown as ArrayBuffer);
  return wb;
}
const save = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());

/** The row of a line item in a worksheet. */
function rowOf(wb: ExcelJS.Workbook, statement: StatementKind, key: string): ExcelJS.Row {
  const ws = wb.getWorksheet(statement)!;
  for (let r = 2; r <= ws.rowCount; r += 1) if (ws.getRow(r).getCell(1).value === key) return ws.getRow(r);
  throw new Error(`no row ${key}`);
}

const extract = async (guid: string, query: string) => {
  const res = await get(`/stocks/${guid}/financial-statements/extract?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return open(res.rawPayload);
};

const stored = async (guid: string) =>
  (await t.database.db.select().from(financialStatements).where(eq(financialStatements.stockId, guid))).sort((a, b) =>
    `${a.statement}/${a.year}/${a.period}`.localeCompare(`${b.statement}/${b.year}/${b.period}`),
  );
const indicator = async (guid: string, year: number, period: string) =>
  (
    await t.database.db
      .select()
      .from(stockIndicators)
      .where(and(eq(stockIndicators.stockId, guid), eq(stockIndicators.year, year), eq(stockIndicators.period, period)))
  )[0];
const version = async (guid: string) =>
  (await t.database.db.select().from(financialBooks).where(eq(financialBooks.stockId, guid)))[0]!.version;

describe('who may call', () => {
  const guid = '00000000-0000-4000-8000-000000000000';
  const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
    ['GET', '/financial-statements/templates/ordinary.xlsx'],
    ['GET', `/stocks/${guid}/financial-statements/extract`],
    ['POST', `/stocks/${guid}/financial-statements/process_sheet?period_filter=ANNUALS`],
    ['POST', `/stocks/${guid}/financial-statements/upload_sheet?period_filter=ANNUALS`],
    ['GET', `/stocks/${guid}/financial-statements/records`],
    ['DELETE', `/stocks/${guid}/financial-statements/records?year=2024&period=ANNUAL`],
    ['POST', '/stocks/internal/ratio-initialisation'],
    ['GET', '/stocks/internal/ratio-initialisation'],
    ['POST', `/stocks/${guid}/internal/ratio-initialisation`],
    ['POST', `/stocks/${guid}/financial-years`],
    ['PATCH', `/stocks/${guid}/financial-years/${guid}`],
  ];
  it('answers 401 to anonymous callers and 403 to signed-in non-administrators', async () => {
    for (const [method, url] of calls) {
      for (const [who, status] of [
        ['anonymous', 401],
        ['basic', 403],
      ] as const) {
        const res = await t.api({ method, url: `/api/v1${url}`, headers: as[who] });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
      }
    }
  });
});

describe('the family of a company', () => {
  it('follows its industry group, as the seeded books were made', async () => {
    const books = await t.database.db
      .select({ family: financialBooks.family, group: sectors.code })
      .from(financialBooks)
      .innerJoin(stocks, eq(stocks.id, financialBooks.stockId))
      .innerJoin(sectors, eq(sectors.id, stocks.sectorId));
    expect(books.length).toBeGreaterThan(100);
    expect(books.filter((b) => familyOfIndustryGroup(b.group) !== b.family)).toEqual([]);
  });
});

describe('templates and extracts', () => {
  it('publishes a template per family that reads back with every line item', async () => {
    const res = await get('/financial-statements/templates/bank.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await open(res.rawPayload);
    for (const statement of ['income_statement', 'balance_sheet', 'cash_flow'] as const) {
      const ws = wb.getWorksheet(statement)!;
      expect(ws.getRow(1).values).toEqual([undefined, 'key', 'label_ar', 'label_en', '2025-ANNUAL', '2024-ANNUAL']);
      const keys = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).getCell(1).value);
      expect(keys).toEqual(allItems(TEMPLATES.bank[statement]).map((i) => i.key));
    }
  });

  it('round-trips an extract: uploading it unchanged stores the same figures, no longer as demo data', async () => {
    const before = await stored(mine);
    const wb = await extract(mine, 'period_filter=ANNUALS&unit=SAR_MILLIONS');
    const res = await send(`/stocks/${mine}/financial-statements/upload_sheet?period_filter=ANNUALS&unit=SAR_MILLIONS`, await save(wb));
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(mine);
    expect(after.map((r) => r.values)).toEqual(before.map((r) => r.values));
    expect(after.filter((r) => r.period === 'ANNUAL').every((r) => !r.isDemo)).toBe(true);
    const book = (await t.database.db.select().from(financialBooks).where(eq(financialBooks.stockId, mine)))[0]!;
    expect(book.isDemo).toBe(false);
    expect(heard).toContainEqual({ stockId: mine, kind: 'financials' });
  });
});

/** The newest ANNUAL column of an extract (column 4: newest first). */
const NEWEST = 4;
const newestYear = (wb: ExcelJS.Workbook) =>
  Number(String(wb.getWorksheet('income_statement')!.getRow(1).getCell(NEWEST).value).slice(0, 4));

describe('uploading a sheet', () => {
  const upload = (wb: ExcelJS.Workbook, query = 'period_filter=ANNUALS&unit=SAR_THOUSANDS', locale: 'ar' | 'en' = 'en') =>
    save(wb).then((file) => send(`/stocks/${mine}/financial-statements/upload_sheet?${query}`, file, 'admin', locale));

  it('stores a good sheet and recomputes the indicators', async () => {
    const wb = await extract(mine, 'period_filter=ANNUALS');
    const year = newestYear(wb);
    const was = await indicator(mine, year, 'ANNUAL');
    const v0 = await version(mine);
    // Every money figure doubled: every total, balance and cash tie still holds.
    for (const statement of ['income_statement', 'balance_sheet', 'cash_flow'] as const) {
      for (const item of allItems(ordinary[statement]).filter((i) => i.unit === 'SAR_THOUSANDS')) {
        const cell = rowOf(wb, statement, item.key).getCell(NEWEST);
        cell.value = Number(cell.value) * 2;
      }
    }
    const reader = bearer((await signIn(t, 'professional@sahm.demo', DEMO_PASSWORD)).access_token);
    const revenue = async () => {
      const page = await t.api({ url: `/api/v1/stocks/${mine}/financial-statements?period_filter=ANNUALS`, headers: reader });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      return body.income_statement.find((e: { key: string }) => e.key === 'revenue').value[body.columns[0].date] as number;
    };
    const shown = await revenue();
    const res = await upload(wb);
    expect(res.statusCode, res.body).toBe(200);
    // The statement page's cache follows the upload at once.
    expect(await revenue()).toBeCloseTo(shown * 2, 3);
    expect(res.json().stored).toHaveLength((wb.getWorksheet('income_statement')!.getRow(1).cellCount ?? 0) - 3);
    const now = await indicator(mine, year, 'ANNUAL');
    // Stored to the hundredth: twice a rounded figure may differ from the rounded double by 0.01.
    expect(Math.abs(Number(now!.values.net_income) - Number(was!.values.net_income) * 2)).toBeLessThanOrEqual(0.0101);
    expect(Math.abs(Number(now!.values.total_assets) - Number(was!.values.total_assets) * 2)).toBeLessThanOrEqual(0.0101);
    expect(await version(mine)).toBe(v0 + 1);
  });

  async function refused(edit: (wb: ExcelJS.Workbook) => void, query?: string, locale: 'ar' | 'en' = 'en') {
    const wb = await extract(mine, 'period_filter=ANNUALS');
    edit(wb);
    const before = await stored(mine);
    const v0 = await version(mine);
    const res = await upload(wb, query, locale);
    expect(res.statusCode, res.body).toBe(422);
    expect(await stored(mine)).toEqual(before);
    expect(await version(mine)).toBe(v0);
    return res.json() as {
      detail: string;
      problems: { statement: string; row: number | null; key: string | null; period: string | null; problem: string }[];
    };
  }

  /** The worksheet row of a line item in the published layout. */
  const rowNumber = (statement: StatementKind, key: string) => allItems(ordinary[statement]).findIndex((i) => i.key === key) + 2;
  const bump = (wb: ExcelJS.Workbook, statement: StatementKind, key: string, by: number) => {
    const cell = rowOf(wb, statement, key).getCell(NEWEST);
    cell.value = Number(cell.value) + by;
  };

  it('refuses an unbalanced balance sheet, naming the row, and stores nothing', async () => {
    const report = await refused((wb) => {
      for (const key of ['trade_receivables', 'current_assets', 'total_assets']) bump(wb, 'balance_sheet', key, 1);
    });
    expect(report.problems).toEqual([
      expect.objectContaining({ statement: 'balance_sheet', key: 'total_assets', row: rowNumber('balance_sheet', 'total_assets') }),
    ]);
    expect(report.problems[0]!.problem).toMatch(/^Total assets .* differ from total liabilities and equity/);
  });

  it('refuses a parent that is not the sum of its children', async () => {
    const report = await refused((wb) => bump(wb, 'income_statement', 'revenue', 5));
    // Gross profit is revenue plus cost of revenue: the subtotal no longer adds up.
    expect(report.problems.map((p) => p.key)).toContain('gross_profit');
    expect(report.problems.find((p) => p.key === 'gross_profit')!.row).toBe(rowNumber('income_statement', 'gross_profit'));
  });

  it('refuses an unknown key, in the caller’s language', async () => {
    const report = await refused((wb) => wb.getWorksheet('cash_flow')!.addRow(['made_up_item', 'بند', 'Item', 1]), undefined, 'ar');
    const problem = report.problems.find((p) => p.key === 'made_up_item')!;
    expect(problem.statement).toBe('cash_flow');
    expect(problem.row).toBe(wb_rows('cash_flow') + 2);
    expect(problem.problem).toContain('غير معروف');
  });

  it('refuses a missing item', async () => {
    const report = await refused((wb) => (rowOf(wb, 'income_statement', 'finance_income').getCell(NEWEST).value = null));
    expect(report.problems).toEqual([
      expect.objectContaining({
        key: 'finance_income',
        row: rowNumber('income_statement', 'finance_income'),
        problem: expect.stringMatching(/no figure/),
      }),
    ]);
  });

  it('refuses text in a number cell', async () => {
    const report = await refused((wb) => (rowOf(wb, 'income_statement', 'revenue').getCell(NEWEST).value = 'a lot'));
    expect(report.problems[0]).toMatchObject({ key: 'revenue', problem: '"a lot" is not a number' });
  });

  it('refuses figures in the wrong unit', async () => {
    const perShare = await refused((wb) => (rowOf(wb, 'income_statement', 'basic_eps').getCell(NEWEST).value = 1.234));
    expect(perShare.problems[0]).toMatchObject({ key: 'basic_eps', problem: expect.stringMatching(/at most 2 decimals/) });
    // In riyals, a figure must still be whole thousands.
    const riyals = await refused(
      (wb) => (rowOf(wb, 'income_statement', 'revenue').getCell(NEWEST).value = 1234),
      'period_filter=ANNUALS&unit=SAR',
    );
    expect(riyals.problems[0]).toMatchObject({ key: 'revenue', problem: expect.stringMatching(/not a whole number of thousands/) });
  });

  it('refuses period headers that do not match the filter', async () => {
    const quarters = await refused(() => undefined, 'period_filter=QUARTERS&unit=SAR_THOUSANDS');
    expect(quarters.problems[0]).toMatchObject({ row: 1, problem: expect.stringMatching(/does not belong to an upload of QUARTERS/) });
    const bad = await refused((wb) => {
      for (const s of ['income_statement', 'balance_sheet', 'cash_flow']) wb.getWorksheet(s)!.getRow(1).getCell(NEWEST).value = 'FY2025';
    });
    expect(bad.problems.map((p) => p.problem)).toContain(
      '"FY2025" is not a period header; write the financial year and period, e.g. 2025-ANNUAL, 2025-H1 or 2025-Q3',
    );
  });

  it('refuses another family’s sheet', async () => {
    const bank = await open((await get('/financial-statements/templates/bank.xlsx')).rawPayload);
    const before = await stored(mine);
    const res = await send(`/stocks/${mine}/financial-statements/upload_sheet?period_filter=ANNUALS`, await save(bank));
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([expect.objectContaining({ problem: expect.stringMatching(/for a bank company/) })]);
    expect(await stored(mine)).toEqual(before);
  });
});

/** Rows of a worksheet in the published layout (its items). */
const wb_rows = (statement: StatementKind) => allItems(ordinary[statement]).length;

describe('checking a sheet', () => {
  it('answers the workbook marked up, with the count of problems, and stores nothing', async () => {
    const wb = await extract(mine, 'period_filter=ANNUALS');
    const revenue = rowOf(wb, 'income_statement', 'revenue').getCell(NEWEST).value;
    rowOf(wb, 'income_statement', 'revenue').getCell(NEWEST).value = 'n/a';
    const before = await stored(mine);
    const res = await send(`/stocks/${mine}/financial-statements/process_sheet?period_filter=ANNUALS`, await save(wb));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-sheet-errors']).toBe('1');
    const marked = await open(res.rawPayload);
    const ws = marked.getWorksheet('income_statement')!;
    const problemCol = ws.getRow(1).cellCount;
    expect(ws.getRow(1).getCell(problemCol).value).toBe('problem');
    expect(rowOf(marked, 'income_statement', 'revenue').getCell(problemCol).value).toBe('"n/a" is not a number');
    expect(await stored(mine)).toEqual(before);
    // Corrected and sent again, the marked-up copy passes: its problem column is not a period.
    rowOf(marked, 'income_statement', 'revenue').getCell(NEWEST).value = revenue;
    const again = await send(`/stocks/${mine}/financial-statements/process_sheet?period_filter=ANNUALS`, await save(marked));
    expect(again.headers['x-sheet-errors']).toBe('0');
  });

  it('answers a good sheet with no problems', async () => {
    const wb = await extract(mine, 'period_filter=ANNUALS');
    const res = await send(`/stocks/${mine}/financial-statements/process_sheet?period_filter=ANNUALS`, await save(wb));
    expect(res.headers['x-sheet-errors']).toBe('0');
  });
});

describe('stored periods and indicators', () => {
  it('lists the stored periods newest first', async () => {
    const res = await get(`/stocks/${other}/financial-statements/records`);
    expect(res.statusCode).toBe(200);
    const { family, results } = res.json();
    expect(family).toBe('ordinary');
    expect(results[0]).toMatchObject({ statements: ['income_statement', 'balance_sheet', 'cash_flow'], is_demo: true });
    expect(results.map((r: { end_date: string }) => r.end_date)).toEqual(
      [...results.map((r: { end_date: string }) => r.end_date)].sort().reverse(),
    );
  });

  it('derives the half-years and the year from a year of quarters', async () => {
    const wb = await extract(other, 'period_filter=QUARTERS');
    const headers = wb.getWorksheet('income_statement')!.getRow(1).values as string[];
    // The newest year with all four quarters.
    const year = Number(headers.find((h) => typeof h === 'string' && h.endsWith('-Q4'))!.slice(0, 4));
    const before = await stored(other);
    const res = await send(`/stocks/${other}/financial-statements/upload_sheet?period_filter=QUARTERS`, await save(wb));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().derived.map((p: { period: string }) => p.period)).toEqual(expect.arrayContaining(['H1', 'H2', 'ANNUAL']));
    const after = await stored(other);
    const annual = (rows: typeof after) =>
      rows.find((r) => r.year === year && r.period === 'ANNUAL' && r.statement === 'income_statement')!;
    expect(annual(after).values.revenue).toBe(annual(before).values.revenue);
    expect(annual(after).values.net_income).toBe(annual(before).values.net_income);
  });

  it('deletes a period with its indicators, and answers 404 when it is gone', async () => {
    const { results } = (await get(`/stocks/${other}/financial-statements/records`)).json();
    const { year, period } = results.find((r: { period: string }) => r.period === 'ANNUAL');
    expect(await indicator(other, year, period)).toBeDefined();
    const url = `/api/v1/stocks/${other}/financial-statements/records?year=${year}&period=${period}`;
    const res = await t.api({ method: 'DELETE', url, headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await indicator(other, year, period)).toBeUndefined();
    const list = (await get(`/stocks/${other}/financial-statements/records`)).json().results;
    expect(list.some((r: { year: number; period: string }) => r.year === year && r.period === period)).toBe(false);
    expect((await t.api({ method: 'DELETE', url, headers: as.admin })).statusCode).toBe(404);
  });

  it('recomputes one stock’s indicators', async () => {
    const { results } = (await get(`/stocks/${other}/financial-statements/records`)).json();
    const { year, period } = results[0];
    const was = await indicator(other, year, period);
    await t.database.db
      .update(stockIndicators)
      .set({ values: {} })
      .where(and(eq(stockIndicators.stockId, other), eq(stockIndicators.year, year), eq(stockIndicators.period, period)));
    const res = await t.api({ method: 'POST', url: `/api/v1/stocks/${other}/internal/ratio-initialisation`, headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stocks: 1, rows: expect.any(Number) });
    expect((await indicator(other, year, period))!.values).toEqual(was!.values);
  });
});

describe('the financial-year end', () => {
  const yearEnd = { fy_end_month: 3, fy_end_day: 31 };

  it('sets the end every year shares, moving the stored periods to it', async () => {
    const res = await t.api({ method: 'POST', url: `/api/v1/stocks/${third}/financial-years`, headers: as.admin, payload: yearEnd });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(yearEnd);
    const rows = await stored(third);
    expect(rows.find((r) => r.year === 2024 && r.period === 'ANNUAL')!.endDate).toBe('2024-03-31');
    expect(rows.find((r) => r.year === 2024 && r.period === 'Q1')!.endDate).toBe('2023-06-30');
    expect((await indicator(third, 2024, 'ANNUAL'))!.endDate).toBe('2024-03-31');
    expect(heard).toContainEqual({ stockId: third, kind: 'financials' });
  });

  it('changes it from one of the company’s years, and refuses a year it does not have or a day its month lacks', async () => {
    const years = (await get(`/stocks/${third}/financial-years`)).json().items;
    const url = (year: string) => `/api/v1/stocks/${third}/financial-years/${year}`;
    const back = { fy_end_month: 12, fy_end_day: 31 };
    const res = await t.api({ method: 'PATCH', url: url(years[0].guid), headers: as.admin, payload: back });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(third)).find((r) => r.year === 2024 && r.period === 'ANNUAL')!.endDate).toBe('2024-12-31');
    const unknown = await t.api({ method: 'PATCH', url: url(mine), headers: as.admin, payload: back });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.api({ method: 'PATCH', url: url(years[0].guid), headers: as.admin, payload: { fy_end_month: 2, fy_end_day: 30 } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('every stock’s ratio initialisation', () => {
  it('runs in the background and reports its progress', async () => {
    const url = '/api/v1/stocks/internal/ratio-initialisation';
    expect((await get('/stocks/internal/ratio-initialisation')).json()).toMatchObject({ state: 'idle', stocks: 0 });
    const res = await t.api({ method: 'POST', url, headers: as.admin });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'running', stocks: expect.any(Number) });
    expect(res.json().stocks).toBeGreaterThan(100);
    // Asking again joins the run under way; closing the app stops it between two stocks.
    const again = await t.api({ method: 'POST', url, headers: as.admin });
    expect(again.json().started_at).toBe(res.json().started_at);
  });
});
