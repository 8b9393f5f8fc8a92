import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '@sahm/contracts/company';
import { boardRecords, dividends, shareholderRecords } from '../../db/schema/companies.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { callers, mainMarketStocks, multipart, type Who } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let as: Record<Who, Record<string, string>>;
let a: typeof stocks.$inferSelect;
let b: typeof stocks.$inferSelect;
let other: typeof stocks.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  as = await callers(t);
  [a, b] = (await mainMarketStocks(t, 2)) as [typeof a, typeof b];
  other = (await t.database.db.select().from(stocks)).find((s) => s.marketId !== a.marketId)!;
});
afterAll(() => t.close());

const send = (url: string, content: Buffer, opts: { who?: Who; locale?: 'ar' | 'en'; market?: string; filename?: string } = {}) => {
  const body = multipart([
    { name: 'market_guid', value: opts.market ?? a.marketId },
    { name: 'file', filename: opts.filename ?? 'data.csv', content },
  ]);
  return t.api({
    method: 'POST',
    url: `/api/v1/stocks${url}`,
    locale: opts.locale ?? 'en',
    payload: body.payload,
    headers: { ...body.headers, ...as[opts.who ?? 'admin'] },
  });
};
const csv = (lines: string[]) => Buffer.from(lines.join('\n'));
const dividendHeader = 'symbol_code,amount,announcement_date,due_date,distribution_date,way,year,period';

async function workbook(rows: (string | number | Date)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const dividendsOf = (stockId: string, year: number) =>
  t.database.db
    .select()
    .from(dividends)
    .where(and(eq(dividends.stockId, stockId), eq(dividends.year, year)));

describe('dividend files', () => {
  it('applies a good CSV and upserts by stock, year and period', async () => {
    const res = await send(
      '/dividends/bulk',
      csv([
        dividendHeader,
        `${a.symbolCode},0.75,2032-01-05,2032-01-15,2032-01-30,BANK_TRANSFER,2031,H2`,
        `${b.symbolCode},1.1,2032-01-06,2032-01-16,,INVESTMENT_ACCOUNT,2031,ANNUAL`,
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(importReportSchema.parse(res.json())).toEqual({ accepted: 2, refused: [], applied: true });
    expect((await dividendsOf(a.id, 2031)).map((d) => d.amount)).toEqual(['0.7500']);
    const again = await send('/dividends/bulk', csv([dividendHeader, `${a.symbolCode},0.8,2032-01-05,2032-01-15,,CHEQUE,2031,H2`]));
    expect(again.json().applied).toBe(true);
    expect((await dividendsOf(a.id, 2031)).map((d) => [d.amount, d.way])).toEqual([['0.8000', 'CHEQUE']]);
  });

  it('applies a good XLSX, dates and numbers as Excel stores them', async () => {
    const file = await workbook([
      dividendHeader.split(','),
      [Number(a.symbolCode), 0.5, new Date(Date.UTC(2033, 0, 5)), new Date(Date.UTC(2033, 0, 15)), '', 'BANK_TRANSFER', 2032, 'Q1'],
    ]);
    const res = await send('/dividends/bulk', file, { filename: 'data.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dividendsOf(a.id, 2032)).map((d) => [d.amount, d.dueDate])).toEqual([['0.5000', '2033-01-15']]);
  });

  it('refuses a file with bad rows whole: each row, field and reason, translated; nothing changes', async () => {
    const lines = [
      dividendHeader,
      `${a.symbolCode},0.5,2034-01-05,2034-01-15,,BANK_TRANSFER,2033,Q1`,
      `${a.symbolCode},0,2034-01-05,2034-01-15,,BANK_TRANSFER,2033,Q2`,
      `${other.symbolCode},0.5,2034-01-05,2034-01-15,,BANK_TRANSFER,2033,Q1`,
      `${b.symbolCode},0.5,2034-01-05,2034-01-01,,BANK_TRANSFER,2033,Q1`,
      `${b.symbolCode},0.5,2034-01-05,2034-01-15,,BY_PIGEON,2033,Q2`,
    ];
    const res = await send('/dividends/bulk', csv(lines));
    expect(res.statusCode).toBe(422);
    const report = importReportSchema.parse(res.json());
    expect(report.applied).toBe(false);
    expect(report.accepted).toBe(1);
    expect(report.refused).toEqual([
      { row: 2, field: 'amount', message: 'Must be more than zero' },
      { row: 3, field: 'symbol_code', message: `No stock ${other.symbolCode} in this market` },
      { row: 4, field: 'due_date', message: 'The due date cannot be before the announcement date' },
      { row: 5, field: 'way', message: expect.stringContaining('Must be one of') },
    ]);
    const ar = importReportSchema.parse((await send('/dividends/bulk', csv(lines), { locale: 'ar' })).json());
    expect(ar.refused[0]).toEqual({ row: 2, field: 'amount', message: 'يجب أن تكون القيمة أكبر من صفر' });
    expect(await dividendsOf(a.id, 2033)).toEqual([]);
    const twice = await send('/dividends/bulk', csv([dividendHeader, lines[1]!, lines[1]!]));
    expect(twice.json().refused).toEqual([{ row: 2, field: 'period', message: 'The file has Q1 2033 of this stock twice' }]);
  });

  it('refuses another type (415), a file over 2 MB (413), missing columns and a zip bomb (422)', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const wrong = await send('/dividends/bulk', png, { locale: 'ar' });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().detail).toBe('يجب أن يكون الملف CSV (بترميز UTF-8) أو مصنف Excel ‏(XLSX)');
    const big = await send('/dividends/bulk', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The file is larger than 2 MB');
    const columns = await send('/dividends/bulk', csv(['symbol_code,amount', `${a.symbolCode},1`]));
    expect(columns.statusCode).toBe(422);
    expect(columns.json().detail).toBe('The file lacks the column(s): announcement_date, due_date, distribution_date, way, year, period');
    // A workbook whose one sheet inflates to 64 MB of zeros.
    const bomb = await bombWorkbook();
    const refused = await send('/dividends/bulk', bomb, { filename: 'bomb.xlsx' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('The workbook unpacks to more than the allowed size');
    const noMarket = await send('/dividends/bulk', csv([dividendHeader]), { market: 'nope' });
    expect(noMarket.json().detail[0].loc).toEqual(['body', 'market_guid']);
  });
});

describe('shareholder files', () => {
  const header = 'symbol_code,name_ar,name_en,type,shares,percentage,date,comment_ar,comment_en';

  it('replaces the listed stocks’ current holders as of the file’s date, carrying the previous percentage', async () => {
    const first = await send(
      '/shareholder/bulk',
      csv([
        header,
        `${a.symbolCode},صندوق,Fund One,INVESTMENT_FUND,100,30,2030-01-01,,`,
        `${a.symbolCode},عائلة,Family Two,FAMILY,50,20,2030-01-01,تعليق,Comment`,
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await send('/shareholder/bulk', csv([header, `${a.symbolCode},صندوق,Fund One,INVESTMENT_FUND,120,35,2030-06-30,,`]));
    expect(second.json()).toEqual({ accepted: 1, refused: [], applied: true });
    const current = await t.database.db
      .select()
      .from(shareholderRecords)
      .where(and(eq(shareholderRecords.stockId, a.id), eq(shareholderRecords.isShareholder, true)));
    expect(current.map((h) => [h.nameEn, h.percentage, h.prevPercentage, h.date])).toEqual([
      ['Fund One', '35.0000', '30.0000', '2030-06-30'],
    ]);
  });

  it('refuses a stock whose holders pass 100%, and rows of one stock with different dates', async () => {
    const before = await t.database.db
      .select()
      .from(shareholderRecords)
      .where(inArray(shareholderRecords.stockId, [a.id, b.id]));
    const res = await send(
      '/shareholder/bulk',
      csv([
        header,
        `${b.symbolCode},أ,A,COMPANY,1,60,2030-01-01,,`,
        `${b.symbolCode},ب,B,PUBLIC,1,40.5,2030-01-01,,`,
        `${a.symbolCode},ج,C,PUBLIC,1,10,2030-01-01,,`,
        `${a.symbolCode},د,D,PUBLIC,1,10,2030-02-01,,`,
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().refused).toEqual([
      { row: 2, field: 'percentage', message: `The current shareholders of ${b.symbolCode} would hold 100.5% of the shares; at most 100%` },
      { row: 4, field: 'date', message: 'All rows of one stock must have the same date (2030-01-01)' },
    ]);
    expect(
      await t.database.db
        .select()
        .from(shareholderRecords)
        .where(inArray(shareholderRecords.stockId, [a.id, b.id])),
    ).toEqual(before);
  });
});

describe('board files', () => {
  it('replaces the current board, keeping members who stay with their previous percentage', async () => {
    const header = 'symbol_code,name_ar,name_en,position,shares,percentage,date';
    const one = await send(
      '/profile/board/bulk',
      await workbook([
        header.split(','),
        [b.symbolCode, 'رئيس', 'Chair Person', 'CHAIRMAN', 1000, 0.5, '2030-01-01'],
        [b.symbolCode, 'عضو', 'Member One', 'MEMBER', 10, 0.01, '2030-01-01'],
      ]),
      { filename: 'b.xlsx' },
    );
    expect(one.statusCode, one.body).toBe(200);
    const two = await send('/profile/board/bulk', csv([header, `${b.symbolCode},رئيس,Chair Person,CHAIRMAN,2000,1,2031-01-01`]));
    expect(two.json().applied).toBe(true);
    const rows = await t.database.db.select().from(boardRecords).where(eq(boardRecords.stockId, b.id));
    const current = rows.filter((r) => r.isCurrent);
    expect(current.map((r) => [r.nameEn, r.percentage, r.prevPercentage])).toEqual([['Chair Person', '1.000000', '0.500000']]);
    const chairs = rows.filter((r) => r.nameEn === 'Chair Person');
    expect(new Set(chairs.map((r) => r.memberId)).size).toBe(1);
  });
});

/** A minimal zip with one deflated entry of 64 MB of zeros, its declared size small (a lie). */
async function bombWorkbook(): Promise<Buffer> {
  const { deflateRawSync } = await import('node:zlib');
  const data = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
