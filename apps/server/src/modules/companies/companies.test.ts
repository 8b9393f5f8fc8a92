import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardPageSchema,
  capitalChangePageSchema,
  financialYearListSchema,
  shareholderPageSchema,
  shariahListSchema,
  stockProfileSchema,
} from '@sahm/contracts/company';
import { stockDetailSchema, stockListSchema } from '@sahm/contracts/stocks';
import { riyadhClock } from '../../domain/calendar.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { fixtureIds, writeCompanyFixture } from '../../../test/helpers/company-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let stock: string;
const year = Number(riyadhClock(new Date()).date.slice(0, 4));
const as: Record<'basic' | 'advance' | 'professional', Record<string, string>> = { basic: {}, advance: {}, professional: {} };

beforeAll(async () => {
  t = await createTestApp();
  stock = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=1120' })).json()).items[0]!.guid;
  await writeCompanyFixture(t.database.db, stock, year);
  for (const plan of ['basic', 'advance', 'professional'] as const)
    as[plan] = bearer((await signIn(t, `${plan}@sahm.demo`, DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = as.professional, locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1/stocks/${stock}${url}`, headers, locale });

describe('GET /stocks/{guid}/profile/', () => {
  it('gives the profile in the caller’s language, registered capital from shares × nominal value', async () => {
    const shares = (
      await t.database.query<{ s: string; n: string }>(
        'SELECT shares_outstanding::text s, nominal_value::text n FROM stocks WHERE id = $1',
        [stock],
      )
    )[0]!;
    const en = stockProfileSchema.parse((await get('/profile/', as.basic)).json());
    expect(en).toMatchObject({
      company_information: 'A company for the tests',
      company_address: 'Riyadh',
      contributed_capital: 123456789.5,
      paid_value: 10,
      shares: Number(shares.s),
      nominal_value: Number(shares.n),
      registered_capital: new Decimal(shares.s).mul(shares.n).toNumber(),
      end_financial_year_date: { month: 3, day: 31 },
      auditors: ['Auditor LLP'],
      international_code: 'SA0000000001',
      employees_count: 1234,
      establishment_date: '1980-05-01',
    });
    const ar = stockProfileSchema.parse((await get('/profile', as.basic, 'ar')).json());
    expect([ar.company_information, ar.auditors, ar.company_address]).toEqual(['شركة للاختبار', ['مدقق'], 'الرياض']);
  });

  it('answers 401 anonymous, 404 for an unknown stock (translated), 422 for a malformed guid', async () => {
    const anon = await get('/profile/', {});
    expect(anon.statusCode).toBe(401);
    expect(anon.json().detail).toBe('Authentication is required');
    const unknown = await t.api({ url: `/api/v1/stocks/${crypto.randomUUID()}/profile/`, headers: as.basic, locale: 'ar' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('السهم غير موجود');
    expect((await t.api({ url: '/api/v1/stocks/nope/profile/', headers: as.basic })).statusCode).toBe(422);
  });
});

describe('board', () => {
  it('lists every record newest first, paged, with the change of percentage', async () => {
    const all = boardPageSchema.parse((await get('/profile/board/?size=2', as.basic)).json());
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.board_member.name)).toEqual(['Member', 'Chair']);
    expect(all.items[0]).toMatchObject({ current_percentage: 0.5, prev_percentage: 0.25, percentage_change: 0.25, is_current: true });
    const second = boardPageSchema.parse((await get('/profile/board/?size=2&page=2', as.basic)).json());
    expect(second.items.map((r) => [r.board_member.guid, r.percentage_change])).toEqual([[fixtureIds.former, -0.2]]);
  });

  it('gives the current board with the chairman first', async () => {
    const current = boardPageSchema.parse((await get('/profile/board/current/', as.basic, 'ar')).json());
    expect(current.items.map((r) => [r.board_member.name, r.position])).toEqual([
      ['رئيس', 'CHAIRMAN'],
      ['عضو', 'MEMBER'],
    ]);
    expect(current.items[0]!.percentage_change).toBeNull();
  });
});

describe('GET /stocks/{guid}/change-capital/', () => {
  it('lists capital changes newest first with capital from the nominal value', async () => {
    const nominal = Number(
      (await t.database.query<{ n: string }>('SELECT nominal_value::text n FROM stocks WHERE id = $1', [stock]))[0]!.n,
    );
    const page = capitalChangePageSchema.parse((await get('/change-capital/', as.basic)).json());
    expect(page.items.map((c) => [c.type, c.shares_before, c.shares_after, c.capital_after, c.offer_price])).toEqual([
      ['BONUS_SHARES', 1000, 1100, 1100 * nominal, null],
      ['RIGHTS_ISSUE', 800, 1000, 1000 * nominal, 12.5],
    ]);
  });
});

describe('GET /stocks/{guid}/shareholder/', () => {
  it('lists current holders by percentage, or the history', async () => {
    const current = shareholderPageSchema.parse((await get('/shareholder/')).json());
    expect(
      current.items.map((s) => [s.shareholder.name, s.shareholder.type, s.current_percentage, s.change_percentage, s.comment]),
    ).toEqual([
      ['Public Investment Fund', 'GOVERNMENT', 60, null, null],
      ['A Fund', 'INVESTMENT_FUND', 5.5, -0.5, 'A note'],
    ]);
    const past = shareholderPageSchema.parse((await get('/shareholder/?is_shareholder=false', as.advance, 'ar')).json());
    expect(past.items.map((s) => [s.shareholder.name, s.change_percentage, s.is_shareholder])).toEqual([['صندوق', 2, false]]);
  });

  it('needs CAN_VIEW_SHAREHOLDERS: 403 naming it for BASIC; 422 for a bad flag', async () => {
    const res = await get('/shareholder/', as.basic);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'You do not have the permission CAN_VIEW_SHAREHOLDERS',
      permission: 'CAN_VIEW_SHAREHOLDERS',
    });
    expect((await get('/shareholder/?is_shareholder=maybe')).statusCode).toBe(422);
  });
});

describe('GET /stocks/{guid}/shariah', () => {
  it('gives each provider’s latest record in provider order, for any signed-in plan', async () => {
    const en = shariahListSchema.parse((await get('/shariah', as.basic)).json());
    expect(en.is_demo).toBe(true);
    expect(en.items.map((r) => [r.provider, r.company_name, r.compliant_status, r.compliant_date, r.cleaning_amount, r.logo])).toEqual([
      ['ALRAJHI', 'Al Rajhi Bank', 'COMPLIANT', `${year - 1}-02-01`, 0.05, null],
      ['ALINMA', 'Alinma Bank', 'NON_COMPLIANT', `${year - 1}-02-01`, null, null],
    ]);
    const ar = shariahListSchema.parse((await get('/shariah', as.basic, 'ar')).json());
    expect(ar.items[0]!.company_name).toBe('مصرف الراجحي');
    expect((await get('/shariah', {})).statusCode).toBe(401);
  });
});

describe('GET /stocks/{guid}/financial-years/', () => {
  it('derives the years from the financial year end, newest first, with stable guids', async () => {
    const body = financialYearListSchema.parse((await get('/financial-years/', as.basic)).json());
    expect(body.items[0]).toMatchObject({ year, start_date: `${year - 1}-04-01`, end_date: `${year}-03-31` });
    const again = financialYearListSchema.parse((await get('/financial-years/', as.advance)).json());
    expect(again.items.map((y) => y.guid)).toEqual(body.items.map((y) => y.guid));
    const listed = (await t.database.query<{ d: string | null }>('SELECT listing_date::text d FROM stocks WHERE id = $1', [stock]))[0]!.d;
    if (listed) expect(body.items.at(-1)!.year).toBe(Number(listed.slice(0, 4)));
    expect((await get('/financial-years/', {})).statusCode).toBe(401);
  });
});

describe('the stock detail', () => {
  it('carries paid value, registered capital and the current major holders, in the caller’s language', async () => {
    const en = stockDetailSchema.parse((await t.api({ url: `/api/v1/stocks/${stock}/`, locale: 'en' })).json());
    expect(en.profile.paid_value).toBe(10);
    expect(en.profile.registered_capital).toBe(new Decimal(en.profile.shares).mul(en.profile.nominal_value).toNumber());
    expect(en.stock_shareholder).toEqual([
      { name: 'Public Investment Fund', type: 'GOVERNMENT', number_of_shares: 9000, current_percentage: 60 },
      { name: 'A Fund', type: 'INVESTMENT_FUND', number_of_shares: 500, current_percentage: 5.5 },
    ]);
    const ar = stockDetailSchema.parse((await t.api({ url: `/api/v1/stocks/${stock}/`, locale: 'ar' })).json());
    expect(ar.stock_shareholder[0]!.name).toBe('صندوق الاستثمارات العامة');
    expect(en.logo).toMatch(new RegExp(`^/api/v1/stocks/${stock}/logo\\?v=g1[0-9a-f]{10}$`));
  });
});
