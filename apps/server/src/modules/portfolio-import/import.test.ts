import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { importReportSchema, portfolioImportListSchema } from '@sahm/contracts/portfolio-import';
import { overviewSchema } from '@sahm/contracts/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, registerUser } from '../../../test/helpers/accounts.ts';
import { multipart } from '../../../test/helpers/company-admin.ts';
import { clientFor, movePlan, ok, type Client } from '../../../test/helpers/portfolios.ts';

let t: TestApp;
type Listed = { guid: string; symbol: string; price: string };
let stocks: Listed[];

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  const items = (await t.api({ url: '/api/v1/stocks/?size=100&order_by=symbol_code' })).json().items as {
    guid: string;
    symbol_code: string;
    listing_date: string | null;
    today_live_points: { price: number } | null;
    today_points: { close: number };
  }[];
  stocks = items
    .filter((s) => s.listing_date && s.listing_date < '2025-01-01')
    .slice(0, 4)
    .map((s) => ({ guid: s.guid, symbol: s.symbol_code, price: (s.today_live_points?.price ?? s.today_points.close).toFixed(2) }));
  expect(stocks).toHaveLength(4);
});
afterAll(() => t.close());

const s = (i: number) => stocks[i]!;
// Trading days of the seeded calendar (Sunday to Wednesday of its last week) and a Friday.
const [SUN, MON, TUE] = ['2026-11-15', '2026-11-16', '2026-11-17'];
const FRIDAY = '2026-11-20';

type Who = { client: Client; token: string; userGuid: string };
async function user(): Promise<Who> {
  const u = await registerUser(t);
  return { client: clientFor(t, u.tokens.access_token, u.guid), token: u.tokens.access_token, userGuid: u.guid };
}
async function portfolio(w: Who): Promise<string> {
  return (await ok(w.client.call('POST', '/', { name: 'Imported' }), 201)).guid;
}

const csv = (rows: string[][], header = ['date', 'symbol_code', 'side', 'shares', 'price']) =>
  Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);

function upload(
  w: Pick<Who, 'token'> | null,
  guid: string,
  file: Buffer,
  opts: { dryRun?: boolean; locale?: 'ar' | 'en'; name?: string } = {},
) {
  const body = multipart([{ name: 'file', filename: opts.name ?? 'trades.csv', content: file }]);
  return t.api({
    method: 'POST',
    url: `/api/v1/portfolio/${guid}/import/${opts.dryRun ? '?dry_run=true' : ''}`,
    headers: { ...body.headers, ...(w ? bearer(w.token) : {}) },
    payload: body.payload,
    locale: opts.locale ?? 'en',
  });
}

async function holdings(w: Who, guid: string): Promise<Record<string, number>> {
  const overview = overviewSchema.parse(await ok(w.client.call('GET', `/${guid}/overview/`)));
  return Object.fromEntries(overview.stocks.map((h) => [h.stock_guid, h.total_shares_per_stock]));
}
const ledgerSize = async (w: Who, guid: string) => (await ok(w.client.call('GET', `/${guid}/stock-transactions/all`))).items.length;
const imports = async (w: Who, guid: string) => portfolioImportListSchema.parse(await ok(w.client.call('GET', `/${guid}/imports/`))).items;

describe('the template', () => {
  it('is published as CSV and Excel, headed in the chosen language', async () => {
    const w = await user();
    const en = await t.api({ url: '/api/v1/portfolio/import/template/?format=csv&lang=en', headers: bearer(w.token) });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.body.replace('\uFEFF', '').split('\r\n')[0]).toBe('date,symbol_code,side,shares,price');
    const ar = await t.api({ url: '/api/v1/portfolio/import/template/?format=csv&lang=ar', headers: bearer(w.token) });
    expect(ar.body).toContain('رمز السهم');
    expect(ar.body).toContain('شراء');
    const xlsx = await t.api({ url: '/api/v1/portfolio/import/template/?format=xlsx&lang=en', headers: bearer(w.token) });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(2).value).toBe('symbol_code');
  });

  it('as downloaded, imports as it is (its examples are real trades)', async () => {
    const w = await user();
    const p = await portfolio(w);
    for (const lang of ['en', 'ar'] as const) {
      const file = await t.api({ url: `/api/v1/portfolio/import/template/?format=xlsx&lang=${lang}`, headers: bearer(w.token) });
      const res = await upload(w, p, file.rawPayload, { dryRun: true, name: 'template.xlsx' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ taken: 2, refused: 0 });
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api({ url: '/api/v1/portfolio/import/template/?format=csv' })).statusCode).toBe(401);
  });
});

describe('importing', () => {
  it('checks a CSV on a dry run without storing it, then imports it in date order; cash is untouched', async () => {
    const w = await user();
    const p = await portfolio(w);
    // The sale is listed first but dated after the buy it sells from.
    const file = csv([
      [TUE, s(0).symbol, 'SELL', '40', s(0).price],
      [`${SUN.slice(8)}-${SUN.slice(5, 7)}-${SUN.slice(0, 4)}`, s(0).symbol, 'buy', '100', s(0).price],
      [MON, s(1).symbol, 'BUY', '50', s(1).price],
    ]);
    const dry = importReportSchema.parse(await ok(upload(w, p, file, { dryRun: true })));
    expect(dry).toMatchObject({ dry_run: true, import_guid: null, taken: 3, refused: 0 });
    expect(await ledgerSize(w, p)).toBe(0);

    const done = importReportSchema.parse(await ok(upload(w, p, file), 201));
    expect(done.import_guid).not.toBeNull();
    expect(done.rows.map((r) => r.status)).toEqual(['taken', 'taken', 'taken']);
    expect(await holdings(w, p)).toEqual({ [s(0).guid]: 60, [s(1).guid]: 50 });
    const cash = await ok(w.client.call('GET', `/${p}/cash-value-transactions`));
    expect(cash.items).toHaveLength(0);
    const sale = (await ok(w.client.call('GET', `/${p}/stock-transactions/all`))).items.find(
      (x: { transaction_type: string }) => x.transaction_type === 'SELLING',
    );
    expect(sale).toMatchObject({ shares: 40, price: Number(s(0).price) });
    expect(await imports(w, p)).toMatchObject([
      { guid: done.import_guid, rows: 3, buys: 2, sells: 1, undone_at: null, file_name: 'trades.csv' },
    ]);
  });

  it('reads an Excel workbook with Arabic headers, Arabic sides, date cells and number cells', async () => {
    const w = await user();
    const p = await portfolio(w);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('العمليات');
    ws.addRow(['التاريخ', 'رمز السهم', 'العملية', 'عدد الأسهم', 'السعر']);
    ws.addRow([new Date(`${SUN}T00:00:00Z`), Number(s(2).symbol), 'شراء', 30, Number(s(2).price)]);
    ws.addRow([new Date(`${MON}T00:00:00Z`), s(2).symbol, 'بيع', 10, Number(s(2).price)]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const done = importReportSchema.parse(await ok(upload(w, p, file, { name: 'trades.xlsx', locale: 'ar' }), 201));
    expect(done.taken).toBe(2);
    expect(await holdings(w, p)).toEqual({ [s(2).guid]: 20 });
  });

  it('refuses a file with bad rows whole (422), naming each row and why, in the caller’s language; nothing is stored', async () => {
    const w = await user();
    const p = await portfolio(w);
    const file = csv([
      [SUN, s(0).symbol, 'BUY', '100', s(0).price], // fine
      [MON, 'NOPE', 'BUY', '10', '10.00'], // unknown symbol
      [FRIDAY, s(1).symbol, 'BUY', '10', s(1).price], // the market was closed
      [TUE, s(0).symbol, 'SELL', '150', s(0).price], // more than held then
      ['31-02-2026', s(1).symbol, 'HOLD', '1.5', '-3'], // four bad cells
      ['2099-01-04', s(1).symbol, 'BUY', '10', s(1).price], // in the future
      [MON, s(1).symbol, 'SELL', '5', s(1).price], // not held
    ]);
    for (const locale of ['en', 'ar'] as const) {
      const res = await upload(w, p, file, { locale });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json();
      const report = importReportSchema.parse(body.report);
      expect(report).toMatchObject({ taken: 1, refused: 6, import_guid: null });
      expect(report.rows.map((r) => [r.row, r.status])).toEqual([
        [2, 'taken'],
        [3, 'refused'],
        [4, 'refused'],
        [5, 'refused'],
        [6, 'refused'],
        [7, 'refused'],
        [8, 'refused'],
      ]);
      // One detail item per reason, each naming its row.
      expect(body.detail.length).toBe(report.rows.reduce((n, r) => n + r.reasons.length, 0));
      expect(body.detail[0].loc).toEqual(['file', 3]);
      const reasons = (row: number) => report.rows.find((r) => r.row === row)!.reasons.join(' | ');
      if (locale === 'en') {
        expect(reasons(3)).toContain('No listed stock has the symbol “NOPE”');
        expect(reasons(4)).toBe(`The market did not trade on ${FRIDAY}`);
        expect(reasons(5)).toBe('You hold only 100 shares of this stock');
        expect(report.rows[4]!.reasons).toHaveLength(4);
        expect(reasons(7)).toBe('The date cannot be in the future');
        expect(reasons(8)).toBe('This portfolio does not hold this stock');
      } else {
        expect(reasons(4)).toBe(`لم يكن السوق يتداول في \u2066${FRIDAY}\u2069`);
        expect(reasons(5)).toBe('تملك 100 سهمًا فقط من هذا السهم');
      }
    }
    expect(await ledgerSize(w, p)).toBe(0);
    expect(await imports(w, p)).toEqual([]);
  });

  it('takes parallel imports and an undo one at a time, against the holdings each leaves', async () => {
    const w = await user();
    const p = await portfolio(w);
    const first = await upload(w, p, csv([[SUN, s(0).symbol, 'BUY', '100', s(0).price]]));
    expect(first.statusCode, first.body).toBe(201);
    const sale = csv([[TUE, s(0).symbol, 'SELL', '60', s(0).price]]);
    const both = await Promise.all([upload(w, p, sale), upload(w, p, sale)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await holdings(w, p))[s(0).guid]).toBe(40);

    // Undoing a purchase while another file sells from it: one of the two, never both.
    const q = await portfolio(w);
    const bought = importReportSchema.parse((await upload(w, q, csv([[SUN, s(0).symbol, 'BUY', '100', s(0).price]]))).json());
    const [undo, sold] = await Promise.all([
      w.client.call('DELETE', `/${q}/import/${bought.import_guid}/`),
      upload(w, q, csv([[TUE, s(0).symbol, 'SELL', '40', s(0).price]])),
    ]);
    if (sold.statusCode === 201) {
      expect(undo.statusCode).toBe(409);
      expect((await holdings(w, q))[s(0).guid]).toBe(60);
    } else {
      expect([undo.statusCode, sold.statusCode]).toEqual([200, 422]);
      expect((await holdings(w, q))[s(0).guid]).toBeUndefined();
    }
  });

  it('numbers rows as the file shows them, blank lines counted', async () => {
    const w = await user();
    const p = await portfolio(w);
    const file = Buffer.from(
      `date,symbol_code,side,shares,price\n\n${SUN},${s(0).symbol},BUY,10,${s(0).price}\n\n\n${SUN},NOPE,BUY,10,5\n`,
    );
    const res = await upload(w, p, file);
    expect(res.statusCode).toBe(422);
    expect(importReportSchema.parse(res.json().report).rows.map((r) => [r.row, r.status])).toEqual([
      [3, 'taken'],
      [6, 'refused'],
    ]);
  });

  it('refuses a price off the tick, as the buy form does', async () => {
    const w = await user();
    const p = await portfolio(w);
    const res = await upload(w, p, csv([[SUN, s(0).symbol, 'BUY', '10', '10.003']]));
    expect(res.statusCode).toBe(422);
    expect(res.json().report.rows[0].reasons[0]).toContain('at most two decimals');
  });

  it('holds the plan’s stocks-per-portfolio limit (Basic: two stocks)', async () => {
    const w = await user();
    await movePlan(t, w.userGuid, 'BASIC');
    const p = await portfolio(w);
    const file = csv([
      [SUN, s(0).symbol, 'BUY', '10', s(0).price],
      [SUN, s(1).symbol, 'BUY', '10', s(1).price],
      [MON, s(2).symbol, 'BUY', '10', s(2).price],
    ]);
    const res = await upload(w, p, file);
    expect(res.statusCode).toBe(422);
    const report = importReportSchema.parse(res.json().report);
    expect(report.rows.map((r) => r.status)).toEqual(['taken', 'taken', 'refused']);
    expect(report.rows[2]!.reasons[0]).toContain('Your plan allows 2 stocks per portfolio');
    // Selling one out first makes room, as it would through the forms.
    const later = csv([
      [SUN, s(0).symbol, 'BUY', '10', s(0).price],
      [SUN, s(1).symbol, 'BUY', '10', s(1).price],
      [MON, s(1).symbol, 'SELL', '10', s(1).price],
      [TUE, s(2).symbol, 'BUY', '10', s(2).price],
    ]);
    expect((await upload(w, p, later)).statusCode).toBe(201);
  });

  it('refuses files it cannot take: wrong columns, too many rows, too large, not a table', async () => {
    const w = await user();
    const p = await portfolio(w);
    const cols = await upload(w, p, csv([[SUN, s(0).symbol, '10']], ['date', 'symbol_code', 'shares']));
    expect(cols.statusCode).toBe(422);
    expect(cols.json().detail).toContain('side');
    const many = Array.from({ length: 2001 }, () => [SUN, s(0).symbol, 'BUY', '1', s(0).price]);
    const long = await upload(w, p, csv(many));
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('The file has more than 2000 rows');
    const big = await upload(w, p, Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The file is larger than 1 MB');
    const binary = await upload(w, p, Buffer.from([0, 1, 2, 3, 0, 255]));
    expect(binary.statusCode).toBe(415);
  });

  it('answers 401 without a caller and 404 for another user’s portfolio, storing nothing', async () => {
    const [w, other] = [await user(), await user()];
    const p = await portfolio(w);
    const file = csv([[SUN, s(0).symbol, 'BUY', '10', s(0).price]]);
    expect((await upload(null, p, file)).statusCode).toBe(401);
    const res = await upload(other, p, file);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('portfolio_not_found');
    expect((await other.client.call('GET', `/${p}/imports/`)).statusCode).toBe(404);
    expect(await ledgerSize(w, p)).toBe(0);
  });
});

describe('undoing an import', () => {
  async function imported(w: Who, p: string, rows: string[][]): Promise<string> {
    return importReportSchema.parse(await ok(upload(w, p, csv(rows)), 201)).import_guid!;
  }

  it('removes exactly the trades it added, once', async () => {
    const w = await user();
    const p = await portfolio(w);
    await ok(
      w.client.call('POST', `/${p}/buy`, [
        { stock_guid: s(3).guid, shares: 7, price: Number(s(3).price), buying_date: SUN, deduct_from_cash_flow: false },
      ]),
      201,
    );
    const id = await imported(w, p, [
      [SUN, s(0).symbol, 'BUY', '100', s(0).price],
      [MON, s(3).symbol, 'BUY', '3', s(3).price],
    ]);
    expect(await holdings(w, p)).toEqual({ [s(0).guid]: 100, [s(3).guid]: 10 });
    const undone = await ok(w.client.call('DELETE', `/${p}/import/${id}/`));
    expect(undone.message).toBe('Import undone; trades removed: 2');
    expect(undone.import.undone_at).not.toBeNull();
    expect(await holdings(w, p)).toEqual({ [s(3).guid]: 7 });
    expect((await imports(w, p))[0]!.undone_at).not.toBeNull();
    const again = await w.client.call('DELETE', `/${p}/import/${id}/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This import has already been undone');
  });

  it('is refused (409) while a later sale needs the imported shares, and changes nothing', async () => {
    const w = await user();
    const p = await portfolio(w);
    const id = await imported(w, p, [[SUN, s(0).symbol, 'BUY', '100', s(0).price]]);
    await ok(
      w.client.call('POST', `/${p}/sell`, { stock_guid: s(0).guid, shares: 60, price: Number(s(0).price), add_to_cash_flow: false }),
      201,
    );
    const res = await w.client.call('DELETE', `/${p}/import/${id}/`, undefined, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain(s(0).symbol);
    expect(await holdings(w, p)).toEqual({ [s(0).guid]: 40 });
    expect((await imports(w, p))[0]!.undone_at).toBeNull();
  });

  it('answers 404 for an unknown import and for another user’s', async () => {
    const [w, other] = [await user(), await user()];
    const p = await portfolio(w);
    const id = await imported(w, p, [[SUN, s(0).symbol, 'BUY', '1', s(0).price]]);
    const q = await portfolio(other);
    expect((await other.client.call('DELETE', `/${p}/import/${id}/`)).statusCode).toBe(404);
    expect((await other.client.call('DELETE', `/${q}/import/${id}/`)).statusCode).toBe(404);
    expect(await holdings(w, p)).toEqual({ [s(0).guid]: 1 });
  });

  it('takes out the dividends the imported shares were owed with them, unless cash moved since', async () => {
    const rows = await t.database.query<{ symbol: string; due: string }>(
      `SELECT s.symbol_code AS symbol, d.due_date::text AS due FROM dividends d JOIN stocks s ON s.id = d.stock_id
        WHERE d.due_date BETWEEN '2025-08-01' AND '2026-09-30' AND d.distribution_date <= '2026-11-19' AND s.listing_date < '2025-01-01'
        ORDER BY d.due_date, s.symbol_code LIMIT 1`,
    );
    const { symbol, due } = rows[0]!;
    const w = await user();
    const p = await portfolio(w);
    // A trading day two to three weeks before the eligibility date.
    let file = Buffer.alloc(0);
    for (let back = 14; back < 21; back += 1) {
      const day = new Date(Date.parse(`${due}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
      file = csv([[day, symbol, 'BUY', '1000', '10.00']]);
      if ((await upload(w, p, file, { dryRun: true })).statusCode === 200) break;
    }
    const cashRows = async () => (await ok(w.client.call('GET', `/${p}/cash-value-transactions`))).items.length;
    const id = importReportSchema.parse(await ok(upload(w, p, file), 201)).import_guid!;
    expect(await cashRows()).toBeGreaterThan(0);
    await ok(w.client.call('DELETE', `/${p}/import/${id}/`));
    expect(await cashRows()).toBe(0);
    expect(await holdings(w, p)).toEqual({});

    const again = importReportSchema.parse(await ok(upload(w, p, file), 201)).import_guid!;
    await ok(w.client.call('POST', `/${p}/cash-value-transaction`, { cash_value: '500' }), 201);
    const res = await w.client.call('DELETE', `/${p}/import/${again}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('it cannot be undone');
  });
});
