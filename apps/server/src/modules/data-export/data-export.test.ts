import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@sahm/contracts/common';
import { announcementPageSchema, type AnnouncementListItem } from '@sahm/contracts/news';
import {
  cashTransactionPageSchema,
  overviewSchema,
  stockTransactionListSchema,
  type CashTransaction,
  type Holding,
  type StockTransaction,
} from '@sahm/contracts/portfolio';
import { portfolioDividendsSchema, type ReceivedDividend } from '@sahm/contracts/portfolio-income';
import { screenerFieldListSchema, screenerResponseSchema } from '@sahm/contracts/screener';
import { dividends } from '../../db/schema/companies.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { buyRow, newClient, ok, pickStocks, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { at, d, expectBothFormats, expectCsv, n, s, type Cell, type Table } from '../../../test/helpers/spreadsheets.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * The export files parsed back (CSV with csv-parse, the workbook with exceljs) equal the JSON read
 * of the same query, cell by cell, in both languages; the exports are guarded as their reads.
 */

let t: TestApp;
let c: Client;
let p: string;
let payer: TestStock;
let other: TestStock;
const ELIGIBILITY = '2026-10-14';
const DISTRIBUTION = '2026-10-28';

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  [payer, other] = (await pickStocks(t, 2)) as [TestStock, TestStock];
  await t.database.db.insert(dividends).values({
    id: '0e4f0000-0000-4000-8000-000000000001',
    stockId: payer.guid,
    amount: '1.2500',
    announcementDate: '2026-10-01',
    dueDate: ELIGIBILITY,
    distributionDate: DISTRIBUTION,
    way: 'BANK_TRANSFER',
    year: 2097,
    period: 'Q1',
  });
  c = await newClient(t);
  p = (await ok(c.call('POST', '/', { name: 'Export, "quoted"' }), 201)).guid as string;
  await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '100000' }), 201);
  await ok(
    c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 200, { date: ELIGIBILITY }), buyRow(other, other.price, 35, { deduct: true })]),
    201,
  );
});
afterAll(() => t.close());

const get = (url: string, locale: Locale, headers: Record<string, string> = {}) => t.api({ url: `/api/v1${url}`, locale, headers });
const exportOf = (table: string, query: string, locale: Locale = 'en') =>
  c.call('GET', `/${p}/export/${table}/?${query}`, undefined, locale);

const holdingRow = (h: Holding): Cell[] => [
  s(h.stock.symbol_code),
  s(h.stock.company_name),
  n(h.total_shares_per_stock),
  n(h.avg_cost_per_share),
  n(h.total_cost_per_stock),
  n(h.stock_price),
  n(h.stock_change_value),
  n(h.stock_change_ratio),
  n(h.market_value),
  n(h.profit_loss),
  n(h.profit_loss_ratio),
  n(h.realized_profit_loss),
  n(h.daily_profit_loss),
  n(h.weight),
  n(h.return_on_portfolio),
];
const holdingHeaders: Record<Locale, string[]> = {
  en: [
    'Symbol',
    'Company',
    'Shares',
    'Average cost (SAR)',
    'Cost (SAR)',
    'Price (SAR)',
    'Change (SAR)',
    'Change (%)',
    'Market value (SAR)',
    'Unrealised profit/loss (SAR)',
    'Unrealised profit/loss (%)',
    'Realised profit/loss (SAR)',
    'Today’s profit/loss (SAR)',
    'Weight (%)',
    'Return on portfolio (%)',
  ],
  ar: [
    'الرمز',
    'الشركة',
    'الأسهم',
    'متوسط التكلفة (ريال)',
    'التكلفة (ريال)',
    'السعر (ريال)',
    'التغير (ريال)',
    'التغير (%)',
    'القيمة السوقية (ريال)',
    'الربح/الخسارة غير المحققة (ريال)',
    'الربح/الخسارة غير المحققة (%)',
    'الربح/الخسارة المحققة (ريال)',
    'ربح/خسارة اليوم (ريال)',
    'الوزن (%)',
    'العائد على المحفظة (%)',
  ],
};
const words = {
  en: { BUYING: 'Buy', BUY: 'Buy', EDIT: 'Cash edit', DIVIDEND: 'Dividend', yes: 'Yes', no: 'No' },
  ar: { BUYING: 'شراء', BUY: 'شراء', EDIT: 'تعديل النقد', DIVIDEND: 'توزيع أرباح', yes: 'نعم', no: 'لا' },
} as Record<Locale, Record<string, string>>;
const stockRow =
  (lang: Locale) =>
  (x: StockTransaction): Cell[] => [
    at(x.created_at),
    s(words[lang]![x.transaction_type]),
    s(x.stock.symbol_code),
    s(x.stock.company_name),
    d(x.buying_date),
    n(x.shares),
    n(x.price),
    n(x.cost),
    s(words[lang]![x.cash_flow ? 'yes' : 'no']),
  ];
const cashRow =
  (lang: Locale) =>
  (x: CashTransaction): Cell[] => [
    at(x.created_at),
    s(words[lang]![x.operation_type]),
    s(x.stock?.symbol_code),
    s(x.stock?.company_name),
    d(x.effective_date),
    n(x.amount),
    n(x.previous_cash_value),
    n(x.cash_value),
    n(x.shares),
    n(x.amount_per_share),
  ];
const dividendRow = (x: ReceivedDividend): Cell[] => [
  d(x.distribution_date),
  s(x.stock.symbol_code),
  s(x.stock.company_name),
  d(x.eligibility_date),
  d(x.record_date),
  n(x.amount_per_share),
  n(x.shares),
  n(x.amount),
];

/** The JSON read of each table in a language, with the file's header row and rows. */
async function expected(table: string, lang: Locale): Promise<Table> {
  const json = async (url: string) => ok(c.call('GET', url, undefined, lang));
  switch (table) {
    case 'holdings': {
      const o = overviewSchema.parse(await json(`/${p}/overview/`));
      return { headers: holdingHeaders[lang], rows: o.stocks.map(holdingRow) };
    }
    case 'stock-transactions': {
      const l = stockTransactionListSchema.parse(await json(`/${p}/stock-transactions/all/`));
      const headers = {
        en: [
          'Recorded (Riyadh time)',
          'Operation',
          'Symbol',
          'Company',
          'Buying date',
          'Shares',
          'Price (SAR)',
          'Value (SAR)',
          'Through cash',
        ],
        ar: [
          'وقت التسجيل (توقيت الرياض)',
          'العملية',
          'الرمز',
          'الشركة',
          'تاريخ الشراء',
          'الأسهم',
          'السعر (ريال)',
          'القيمة (ريال)',
          'من النقد',
        ],
      };
      return { headers: headers[lang], rows: l.items.map(stockRow(lang)) };
    }
    case 'cash-transactions': {
      // Two pages of the read, as a client walks them: the export has every row.
      const page = async (n: number) => cashTransactionPageSchema.parse(await json(`/${p}/liquidity/?size=2&page=${n}`));
      const [a, b] = [await page(1), await page(2)];
      const items = [...a.items, ...b.items];
      expect(items.length).toBe(a.total);
      const headers = {
        en: [
          'Recorded (Riyadh time)',
          'Operation',
          'Symbol',
          'Company',
          'Effective date',
          'Amount (SAR)',
          'Cash before (SAR)',
          'Cash after (SAR)',
          'Shares',
          'Amount per share (SAR)',
        ],
        ar: [
          'وقت التسجيل (توقيت الرياض)',
          'العملية',
          'الرمز',
          'الشركة',
          'تاريخ الاستحقاق',
          'المبلغ (ريال)',
          'النقد قبل (ريال)',
          'النقد بعد (ريال)',
          'الأسهم',
          'المبلغ للسهم (ريال)',
        ],
      };
      return { headers: headers[lang], rows: items.map(cashRow(lang)) };
    }
    default: {
      const x = portfolioDividendsSchema.parse(await json(`/${p}/dividends/`));
      const headers = {
        en: ['Paid on', 'Symbol', 'Company', 'Eligibility date', 'Record date', 'Amount per share (SAR)', 'Shares', 'Amount (SAR)'],
        ar: ['تاريخ الصرف', 'الرمز', 'الشركة', 'تاريخ الأحقية', 'تاريخ السجل', 'المبلغ للسهم (ريال)', 'الأسهم', 'المبلغ (ريال)'],
      };
      return { headers: headers[lang], rows: x.received.map(dividendRow) };
    }
  }
}

describe('portfolio exports', () => {
  it('hold the rows the test made: two holdings, two stock-ledger and three cash-ledger rows, one dividend', async () => {
    expect((await expected('holdings', 'en')).rows).toHaveLength(2);
    expect((await expected('stock-transactions', 'en')).rows).toHaveLength(2);
    expect((await expected('cash-transactions', 'en')).rows).toHaveLength(3);
    expect((await expected('dividends', 'en')).rows).toHaveLength(1);
  });

  for (const table of ['holdings', 'stock-transactions', 'cash-transactions', 'dividends'])
    for (const lang of ['en', 'ar'] as const)
      it(`${table} in ${lang}: the CSV and the workbook equal the JSON read, cell by cell`, async () => {
        const want = await expected(table, lang);
        await expectBothFormats((format) => exportOf(table, `format=${format}&lang=${lang}`), want, lang);
      });

  it('take the caller’s language when lang is absent, and name the file after the table and language', async () => {
    const res = await exportOf('holdings', 'format=csv', 'ar');
    expectCsv(res, await expected('holdings', 'ar'));
    expect(res.headers['content-disposition']).toMatch(/filename="sahm-holdings-\d{4}-\d{2}-\d{2}-ar\.csv"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answer 401 anonymous, 404 for another user’s portfolio and 422 for a bad format or table', async () => {
    expect((await get(`/portfolio/${p}/export/holdings/?format=csv`, 'en')).statusCode).toBe(401);
    const stranger = await newClient(t);
    const res = await stranger.call('GET', `/${p}/export/holdings/?format=csv`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
    expect((await exportOf('holdings', 'format=pdf')).statusCode).toBe(422);
    expect((await exportOf('holdings', '')).statusCode).toBe(422);
    expect((await exportOf('purification', 'format=csv')).statusCode).toBe(422);
  });
});

describe('screener export', () => {
  const query = 'price__gte=10&fields=price,change_ratio,registered_capital,return_of_equity_percent';
  let advance: Record<string, string>;
  beforeAll(async () => {
    advance = bearer((await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD)).access_token);
  });

  for (const lang of ['en', 'ar'] as const)
    it(`in ${lang}: the rows and columns of the same screen, headed by the fields' labels`, async () => {
      const answer = screenerResponseSchema.parse((await get(`/screener/stocks/?${query}`, lang, advance)).json());
      const fields = screenerFieldListSchema.parse((await get('/screener/fields/', lang)).json()).fields;
      const label = (key: string) => fields.find((f) => f.key === key)![lang === 'en' ? 'label_en' : 'label_ar'];
      const keys = Object.keys(answer.units);
      expect(keys.length).toBeGreaterThan(0);
      expect(answer.result.length).toBeGreaterThan(0);
      const want: Table = {
        headers: [lang === 'en' ? 'Symbol' : 'الرمز', lang === 'en' ? 'Company' : 'الشركة', ...keys.map(label)],
        rows: answer.result.map((r) => [s(r.stock.symbol_code), s(r.stock.company_name), ...keys.map((k) => n(r.values[k]))]),
      };
      // The workbook takes the caller's language when lang is absent.
      await expectBothFormats(
        (format) => get(`/screener/stocks/export/?${query}&format=${format}${format === 'csv' ? `&lang=${lang}` : ''}`, lang, advance),
        want,
        lang,
      );
    });

  it('is guarded as the screen: 401 anonymous, 403 naming CAN_CUSTOMIZE_FILTERS, 422 for a bad field or format', async () => {
    expect((await get(`/screener/stocks/export/?${query}&format=csv`, 'en')).statusCode).toBe(401);
    const basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
    const refused = await get(`/screener/stocks/export/?${query}&format=csv`, 'en', basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('CAN_CUSTOMIZE_FILTERS');
    expect((await get(`/screener/stocks/export/?${query}&format=ods`, 'en', advance)).statusCode).toBe(422);
    expect((await get('/screener/stocks/export/?no_such_field__gte=1&format=csv', 'en', advance)).statusCode).toBe(422);
  });
});

describe('news export', () => {
  const newsRow =
    (lang: Locale) =>
    (a: AnnouncementListItem): Cell[] => [
      at(a.published_at),
      s(a.title),
      s({ en: { NEWS: 'News', EVENT: 'Event' }, ar: { NEWS: 'خبر', EVENT: 'حدث' } }[lang][a.announcement_type]),
      s(
        {
          en: { COMPANY: 'Company announcement', MARKET: 'Market announcement', FINANCIAL_ADVISOR: 'Financial advisor' },
          ar: { COMPANY: 'إعلان شركة', MARKET: 'إعلان السوق', FINANCIAL_ADVISOR: 'مستشار مالي' },
        }[lang][a.category],
      ),
      s(a.stocks.map((x) => x.symbol_code).join(' ')),
      s(a.market?.name),
      s(a.summary),
    ];

  for (const lang of ['en', 'ar'] as const)
    it(`in ${lang}: every announcement matching the filter, as the list's pages give them`, async () => {
      const filter = `stock_guid=${payer.guid}&category=COMPANY`;
      const items: AnnouncementListItem[] = [];
      for (let page = 1; ; page++) {
        const x = announcementPageSchema.parse((await get(`/announcements/?${filter}&size=50&page=${page}`, lang)).json());
        items.push(...x.items);
        if (items.length >= x.total) break;
      }
      expect(items.length).toBeGreaterThan(0);
      const headers = {
        en: ['Published (Riyadh time)', 'Title', 'Type', 'Category', 'Symbols', 'Market', 'Summary'],
        ar: ['وقت النشر (توقيت الرياض)', 'العنوان', 'النوع', 'الفئة', 'الرموز', 'السوق', 'الملخص'],
      };
      const want = { headers: headers[lang], rows: items.map(newsRow(lang)) };
      await expectBothFormats((format) => get(`/announcements/export/?${filter}&format=${format}&lang=${lang}`, lang), want, lang);
    });

  it('says in the file name when the rows were cut at 5,000, and refuses a bad format or filter with 422', async () => {
    const all = await get('/announcements/export/?format=csv', 'en');
    expect(all.statusCode).toBe(200);
    const total = announcementPageSchema.parse((await get('/announcements/?size=1', 'en')).json()).total;
    if (total > 5000) expect(all.headers['content-disposition']).toContain('-first-5000-en.csv');
    else expect(all.headers['content-disposition']).not.toContain('first');
    expect((await get('/announcements/export/?format=xls', 'en')).statusCode).toBe(422);
    expect((await get('/announcements/export/?format=csv&date_from=yesterday', 'en')).statusCode).toBe(422);
  });
});
