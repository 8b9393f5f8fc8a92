import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalChangeSchema } from '@sahm/contracts/company';
import { dividendAdminSchema, shareholderAdminSchema, stockAdminSchema } from '@sahm/contracts/company-admin';
import { dividends, shareholderRecords, stockLogos, stockProfiles } from '../../db/schema/companies.ts';
import { portfolioStockTransactions } from '../../db/schema/portfolios.ts';
import { stockFavorites } from '../../db/schema/favorites.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { users } from '../../db/schema/accounts.ts';
import { callers, mainMarketStocks, multipart, type Who } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { CompanyDataChange } from './index.ts';

let t: TestApp;
let as: Record<Who, Record<string, string>>;
let stock: typeof stocks.$inferSelect;
const heard: CompanyDataChange[] = [];

beforeAll(async () => {
  t = await createTestApp();
  as = await callers(t);
  stock = (await mainMarketStocks(t, 1))[0]!;
  t.app.companyData.on((c) => heard.push(c));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object, locale: 'ar' | 'en' = 'en') =>
  t.api({ method, url: `/api/v1/stocks${url}`, headers: as[who], locale, ...(payload ? { payload } : {}) });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const upload = (url: string, who: Who, content: Buffer, filename = 'logo.png', locale: 'ar' | 'en' = 'en') => {
  const body = multipart([{ name: 'file', filename, content, type: 'image/png' }]);
  return t.api({ method: 'PATCH', url: `/api/v1/stocks${url}`, locale, payload: body.payload, headers: { ...body.headers, ...as[who] } });
};

const newStock = (code: string) => ({
  symbol_code: code,
  company_name_ar: 'شركة التجربة',
  company_name_en: 'Trial Company',
  short_name_ar: 'التجربة',
  short_name_en: 'Trial',
  market_guid: stock.marketId,
  sector_guid: stock.sectorId,
  shares_outstanding: 1_000_000,
  free_float_ratio: '0.4',
  listing_date: '2024-05-01',
});

describe('who may call the back office', () => {
  const guid = '00000000-0000-4000-8000-000000000000';
  const calls: [method: 'POST' | 'PATCH' | 'DELETE', url: string][] = [
    ['POST', '/'],
    ['PATCH', `/${guid}/`],
    ['DELETE', `/${guid}`],
    ['PATCH', `/${guid}/logo`],
    ['DELETE', `/${guid}/logo`],
    ['POST', `/${guid}/dividends/`],
    ['PATCH', `/${guid}/dividends/${guid}`],
    ['DELETE', `/${guid}/dividends/${guid}`],
    ['POST', '/dividends/bulk'],
    ['POST', `/${guid}/profile/`],
    ['PATCH', `/${guid}/profile/`],
    ['POST', `/${guid}/shareholder/`],
    ['PATCH', `/${guid}/shareholder/${guid}`],
    ['DELETE', `/${guid}/shareholder/${guid}`],
    ['POST', '/shareholder/bulk'],
    ['POST', '/profile/board/bulk'],
    ['POST', `/${guid}/change-capital/`],
    ['PATCH', `/${guid}/change-capital/${guid}`],
    ['DELETE', `/${guid}/change-capital/${guid}`],
  ];
  it('answers 401 to anonymous callers and 403 naming SUPER_ADMIN to a signed-in user, on every call', async () => {
    for (const [method, url] of calls) {
      expect((await call(method, url, 'anonymous', {})).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, 'basic', {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().permission).toBe('SUPER_ADMIN');
    }
  });
});

describe('stocks', () => {
  it('creates, updates and deletes a stock; the list shows it meanwhile', async () => {
    const created = await call('POST', '/', 'admin', newStock('9901'));
    expect(created.statusCode, created.body).toBe(201);
    const body = stockAdminSchema.parse(created.json());
    expect(body).toMatchObject({ symbol_code: '9901', free_float_ratio: 0.4, nominal_value: 10, shares_outstanding: 1_000_000 });
    expect(heard).toContainEqual({ stockId: body.guid, kind: 'stock' });
    const found = await t.api({ url: '/api/v1/stocks/?search=9901', locale: 'en' });
    expect(found.json().items.map((s: { guid: string }) => s.guid)).toContain(body.guid);

    const updated = await call('PATCH', `/${body.guid}/`, 'admin', { company_name_en: 'Renamed Company', nominal_value: '5' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ company_name_en: 'Renamed Company', nominal_value: 5, symbol_code: '9901' });

    const deleted = await call('DELETE', `/${body.guid}`, 'admin');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(stocks).where(eq(stocks.id, body.guid))).toEqual([]);
  });

  it('refuses a taken symbol code (409), an unknown market (422) and a free float past 1 (422), in both languages', async () => {
    const taken = await call('POST', '/', 'admin', newStock(stock.symbolCode));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(`Another stock already has the symbol code ${stock.symbolCode}`);
    const unknown = await call('POST', '/', 'admin', { ...newStock('9902'), market_guid: '00000000-0000-4000-8000-000000000000' }, 'ar');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([{ loc: ['body', 'market_guid'], msg: 'السوق غير موجودة', type: 'value_error' }]);
    const ratio = await call('POST', '/', 'admin', { ...newStock('9902'), free_float_ratio: '1.5' });
    expect(ratio.json().detail[0]).toMatchObject({ loc: ['body', 'free_float_ratio'], msg: 'Must be a fraction from 0 to 1 (0.75 = 75%)' });
    expect(await t.database.db.select().from(stocks).where(eq(stocks.symbolCode, '9902'))).toEqual([]);
  });

  it('refuses to delete a stock that a portfolio has traded (409); favourites do not stop a deletion', async () => {
    const [held] = await t.database.db.select({ id: portfolioStockTransactions.stockId }).from(portfolioStockTransactions).limit(1);
    if (held) {
      const res = await call('DELETE', `/${held.id}`, 'admin');
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/cannot be deleted: \d+ portfolio/);
    }
    const created = stockAdminSchema.parse((await call('POST', '/', 'admin', newStock('9903'))).json());
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'basic@sahm.demo'));
    await t.database.db.insert(stockFavorites).values({ userId: user!.id, stockId: created.guid });
    expect((await call('DELETE', `/${created.guid}`, 'admin')).statusCode).toBe(200);
    expect(await t.database.db.select().from(stockFavorites).where(eq(stockFavorites.stockId, created.guid))).toEqual([]);
  });
});

describe('logos', () => {
  it('stores a PNG, refuses a text file named .png (415) and a file over 512 KB (413), and removes the logo', async () => {
    const ok = await upload(`/${stock.id}/logo`, 'admin', PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    const [logo] = await t.database.db.select().from(stockLogos).where(eq(stockLogos.stockId, stock.id));
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.bytes.equals(PNG)).toBe(true);

    const text = await upload(`/${stock.id}/logo`, 'admin', Buffer.from('not an image at all'), 'logo.png', 'ar');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP');
    const big = await upload(`/${stock.id}/logo`, 'admin', Buffer.concat([PNG, Buffer.alloc(512 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The file is larger than 512 KB');
    const json = await call('PATCH', `/${stock.id}/logo`, 'admin', { file: 'x' });
    expect(json.statusCode).toBe(415);

    expect((await call('DELETE', `/${stock.id}/logo`, 'admin')).statusCode).toBe(200);
    expect(await t.database.db.select().from(stockLogos).where(eq(stockLogos.stockId, stock.id))).toEqual([]);
  });
});

describe('dividends', () => {
  const dividend = {
    amount: '1.2500',
    announcement_date: '2031-01-10',
    due_date: '2031-01-20',
    distribution_date: '2031-02-01',
    way: 'BANK_TRANSFER',
    year: 2030,
    period: 'Q4',
  };

  it('adds, updates and deletes a dividend', async () => {
    const created = await call('POST', `/${stock.id}/dividends/`, 'admin', dividend);
    expect(created.statusCode, created.body).toBe(201);
    const body = dividendAdminSchema.parse(created.json());
    expect(body).toMatchObject({ amount: 1.25, year: 2030, period: 'Q4' });
    const updated = await call('PATCH', `/${stock.id}/dividends/${body.guid}`, 'admin', { amount: '1.5' });
    expect(updated.json()).toMatchObject({ amount: 1.5, due_date: '2031-01-20' });
    const [row] = await t.database.db.select().from(dividends).where(eq(dividends.id, body.guid));
    expect(row?.amount).toBe('1.5000');
    expect((await call('DELETE', `/${stock.id}/dividends/${body.guid}`, 'admin')).statusCode).toBe(200);
    expect(await t.database.db.select().from(dividends).where(eq(dividends.id, body.guid))).toEqual([]);
    expect(heard).toContainEqual({ stockId: stock.id, kind: 'dividends' });
  });

  it('refuses amounts of zero or with five decimals, dates out of order and a period taken, changing nothing', async () => {
    const before = await t.database.db.select().from(dividends).where(eq(dividends.stockId, stock.id));
    const zero = await call('POST', `/${stock.id}/dividends/`, 'admin', { ...dividend, amount: '0' });
    expect(zero.json().detail[0]).toMatchObject({ loc: ['body', 'amount'], msg: 'Must be more than zero' });
    const decimals = await call('POST', `/${stock.id}/dividends/`, 'admin', { ...dividend, amount: '1.23456' }, 'ar');
    expect(decimals.json().detail[0]).toMatchObject({ loc: ['body', 'amount'], msg: 'بحد أقصى 4 منازل عشرية' });
    const order = await call('POST', `/${stock.id}/dividends/`, 'admin', {
      ...dividend,
      due_date: '2031-01-01',
      distribution_date: '2030-12-01',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['due_date', 'distribution_date']);
    expect((await call('POST', `/${stock.id}/dividends/`, 'admin', dividend)).statusCode).toBe(201);
    const twice = await call('POST', `/${stock.id}/dividends/`, 'admin', dividend);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This stock already has a dividend for Q4 2030');
    expect(await t.database.db.select().from(dividends).where(eq(dividends.stockId, stock.id))).toHaveLength(before.length + 1);
  });
});

describe('profile', () => {
  const profile = {
    information_ar: 'نبذة',
    information_en: 'About',
    restrictions_ar: 'لا توجد',
    restrictions_en: 'None',
    website: 'https://example.com',
    contributed_capital: '10000000.00',
    paid_value: '10',
    end_financial_year_date: { month: 12, day: 31 },
    auditors: [{ ar: 'مدقق', en: 'Auditor' }],
    international_code: 'SA0007879113',
    employees_count: 120,
  };

  it('creates the profile once (409 the second time) and updates it', async () => {
    const created = await call('POST', '/9904/profile/', 'admin', profile);
    expect(created.statusCode).toBe(422);
    const [fresh] = await mainMarketStocks(t, 1);
    await t.database.db.delete(stockProfiles).where(eq(stockProfiles.stockId, fresh!.id));
    const ok = await call('POST', `/${fresh!.id}/profile/`, 'admin', profile);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      international_code: 'SA0007879113',
      contributed_capital: '10000000.00',
      auditors: [{ ar: 'مدقق', en: 'Auditor' }],
    });
    expect((await call('POST', `/${fresh!.id}/profile/`, 'admin', profile)).statusCode).toBe(409);
    const updated = await call('PATCH', `/${fresh!.id}/profile/`, 'admin', { information_en: 'New about', employees_count: 130 });
    expect(updated.json()).toMatchObject({ information_en: 'New about', information_ar: 'نبذة', employees_count: 130 });
    const [row] = await t.database.db.select().from(stockProfiles).where(eq(stockProfiles.stockId, fresh!.id));
    expect(row).toMatchObject({ informationEn: 'New about', employees: 130, isDemo: false });
  });
});

describe('shareholders', () => {
  const holder = {
    name_ar: 'صندوق الاستثمارات العامة',
    name_en: 'Public Investment Fund',
    type: 'GOVERNMENT',
    shares: 1000,
    percentage: '40',
    date: '2030-06-30',
  };

  it('adds, updates and deletes a holder, and keeps the current holders at most 100%', async () => {
    const [, second] = await mainMarketStocks(t, 2);
    const s = second!.id;
    await t.database.db.delete(shareholderRecords).where(eq(shareholderRecords.stockId, s));
    const created = await call('POST', `/${s}/shareholder/`, 'admin', holder);
    expect(created.statusCode, created.body).toBe(201);
    const body = shareholderAdminSchema.parse(created.json());
    expect((await call('POST', `/${s}/shareholder/`, 'admin', holder)).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/${s}/shareholder/`, 'admin', {
          ...holder,
          name_ar: 'عائلة',
          name_en: 'A Family',
          type: 'FAMILY',
          percentage: '55.5',
        })
      ).statusCode,
    ).toBe(201);
    const over = await call('POST', `/${s}/shareholder/`, 'admin', { ...holder, name_ar: 'آخر', name_en: 'Another', percentage: '4.5001' });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail[0].msg).toBe(
      `The current shareholders of ${second!.symbolCode} would hold 100.0001% of the shares; at most 100%`,
    );
    const overAr = await call('PATCH', `/${s}/shareholder/${body.guid}`, 'admin', { percentage: '45' }, 'ar');
    expect(overAr.json().detail[0].msg).toContain('والحد الأقصى 100%');
    const ended = await call('PATCH', `/${s}/shareholder/${body.guid}`, 'admin', { is_shareholder: false });
    expect(ended.json()).toMatchObject({ is_shareholder: false, percentage: 40 });
    expect((await call('DELETE', `/${s}/shareholder/${body.guid}`, 'admin')).statusCode).toBe(200);
    const left = await t.database.db.select().from(shareholderRecords).where(eq(shareholderRecords.stockId, s));
    expect(left.map((r) => [r.nameEn, r.percentage, r.isShareholder])).toEqual([['A Family', '55.5000', true]]);
  });
});

describe('capital changes', () => {
  it('checks the type against the share counts and moves shares_outstanding with the latest change', async () => {
    const [, , third] = await mainMarketStocks(t, 3);
    const s = third!.id;
    const shares = third!.sharesOutstanding;
    const bonus = {
      type: 'BONUS_SHARES',
      announcement_date: '2025-01-05',
      effective_date: '2025-02-01',
      shares_before: shares,
      shares_after: shares * 2,
    };
    const wrong = await call('POST', `/${s}/change-capital/`, 'admin', { ...bonus, shares_after: shares - 1 });
    expect(wrong.json().detail[0].msg).toBe('A bonus share issue must increase the number of shares');
    const rights = await call('POST', `/${s}/change-capital/`, 'admin', { ...bonus, type: 'RIGHTS_ISSUE' }, 'ar');
    expect(rights.json().detail[0].msg).toBe('تتطلب زيادة رأس المال بطرح أسهم حقوق سعر طرح');
    const reduction = await call('POST', `/${s}/change-capital/`, 'admin', { ...bonus, type: 'CAPITAL_REDUCTION' });
    expect(reduction.json().detail[0].msg).toBe('A capital reduction must decrease the number of shares');
    const order = await call('POST', `/${s}/change-capital/`, 'admin', { ...bonus, effective_date: '2024-12-31' });
    expect(order.json().detail[0].loc).toEqual(['body', 'effective_date']);
    const sharesNow = async () => (await t.database.db.select().from(stocks).where(eq(stocks.id, s)))[0]!.sharesOutstanding;
    expect(await sharesNow()).toBe(shares);

    const created = await call('POST', `/${s}/change-capital/`, 'admin', bonus);
    expect(created.statusCode, created.body).toBe(201);
    const change = capitalChangeSchema.parse(created.json());
    expect(await sharesNow()).toBe(shares * 2);
    await call('PATCH', `/${s}/change-capital/${change.guid}`, 'admin', { shares_after: shares * 3 });
    expect(await sharesNow()).toBe(shares * 3);
    expect((await call('DELETE', `/${s}/change-capital/${change.guid}`, 'admin')).statusCode).toBe(200);
    expect(await sharesNow()).toBe(shares);
    expect(heard).toContainEqual({ stockId: s, kind: 'capital_changes' });
  });
});
