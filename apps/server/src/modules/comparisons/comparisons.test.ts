import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonParametersSchema, comparisonSchema, favoriteComparisonsSchema } from '@sahm/contracts/comparisons';
import { validationErrorSchema } from '@sahm/contracts/common';
import { stockListSchema } from '@sahm/contracts/stocks';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { aggregate } from './sector-aggregate.ts';

let t: TestApp;
const guid: Record<string, string> = {};
type Who = 'anonymous' | 'basic' | 'advance' | 'professional';
const as: Record<Who, Record<string, string>> = { anonymous: {}, basic: {}, advance: {}, professional: {} };
const CODES = { aramco: '2222', rajhi: '1120', sabic: '2010' } as const;
const LIMITED = 'CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS';

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, code] of Object.entries(CODES))
    guid[name] = stockListSchema.parse((await t.api({ url: `/api/v1/stocks/?search=${code}` })).json()).items[0]!.guid;
  for (const plan of ['basic', 'advance', 'professional'] as const)
    as[plan] = bearer((await signIn(t, `${plan}@sahm.demo`, DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'professional', locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1${url}`, headers: as[who], locale });
const favorites = (body: Record<string, unknown>, who: Who = 'professional', locale: 'ar' | 'en' = 'en') =>
  t.api({ method: 'POST', url: '/api/v1/users/favorite-comparisons', headers: as[who], payload: body, locale });
const compare = (q: string, who: Who = 'professional', locale: 'ar' | 'en' = 'en') => get(`/stocks/comparisons?${q}`, who, locale);

describe('permissions', () => {
  it('answers 401 to anonymous callers and 403 naming the permission to BASIC on every call', async () => {
    const calls = [
      () => get(`/stocks/comparisons/.config`, 'anonymous'),
      () => compare(`stocks=${guid.aramco}&fields=revenue`, 'anonymous'),
      () => favorites({ add: ['revenue'] }, 'anonymous'),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const res of [
      await get(`/stocks/comparisons/.config`, 'basic'),
      await compare(`stocks=${guid.aramco}&fields=revenue`, 'basic'),
      await favorites({ add: ['revenue'] }, 'basic'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.json())).toContain('CAN_COMPARE_COMPANIES_PERFORMANCE');
    }
  });

  it('lets ADVANCE compare one company or one sector, and refuses a second with 403 naming the limit', async () => {
    expect((await compare(`stocks=${guid.aramco}&fields=revenue`, 'advance')).statusCode).toBe(200);
    for (const q of [`stocks=${guid.aramco},${guid.rajhi}`, `stocks=${guid.aramco}&sectors=${await sectorOf(guid.aramco!)}`]) {
      const refused = await compare(`${q}&fields=revenue`, 'advance', 'ar');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'permission_denied', permission: LIMITED });
    }
    expect((await compare(`stocks=${guid.aramco},${guid.rajhi},${guid.sabic}&fields=revenue`)).statusCode).toBe(200);
  });
});

describe('GET /stocks/comparisons/.config', () => {
  it('groups the indicators in the spec’s group order, with defaults and the user’s favourites', async () => {
    const p = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config?stock_guids=${guid.aramco}`)).json());
    expect(p.keys.map((g) => g.group)[0]).toBe('balance_sheet');
    const keys = p.keys.flatMap((g) => g.indicators.map((i) => i.key));
    expect(keys).toContain('revenue');
    expect(keys).toContain('market_price_per_share');
    expect(keys.length).toBeGreaterThan(60);
    for (const d of p.defaults) expect(keys).toContain(d);
    expect(Array.isArray(p.favorites)).toBe(true);
    const ar = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`, 'professional', 'ar')).json());
    expect(ar.keys[0]!.label).toBe('قائمة المركز المالي');
  });

  it('refuses an unknown stock with a translated 422', async () => {
    const res = await get(`/stocks/comparisons/.config?stock_guids=00000000-0000-4000-8000-000000000000`, 'professional', 'ar');
    expect(res.statusCode).toBe(422);
    expect(validationErrorSchema.parse(res.json()).detail[0]!.loc).toEqual(['query', 'stock_guids']);
    expect(res.json().detail[0].msg).toContain('شركة غير معروفة');
  });
});

describe('GET /stocks/comparisons', () => {
  it('answers the stored indicators of each company by year, equal to stock_indicators', async () => {
    const res = compareOk(await compare(`stocks=${guid.aramco},${guid.rajhi}&fields=revenue,net_income,return_of_equity_percent`));
    expect(res.units.revenue).toMatchObject({ unit: 'sar_millions', label: 'Revenue' });
    expect(res.result.every((r) => r.type === 'Annual' && r.sector === null)).toBe(true);
    expect(res.result.map((r) => r.date)).toEqual([...res.result.map((r) => r.date)].sort());
    const stored = await t.database.query<{ stock_id: string; year: number; values: Record<string, string | null> }>(
      `SELECT stock_id, year, "values" FROM stock_indicators WHERE period = 'ANNUAL' AND stock_id = ANY($1)`,
      [[guid.aramco, guid.rajhi]],
    );
    expect(res.result.length).toBe(stored.length);
    for (const row of res.result) {
      const s = stored.find((x) => x.stock_id === row.stock!.guid && x.year === row.year)!;
      expect(row.values).toEqual({
        revenue: s.values.revenue ?? null,
        net_income: s.values.net_income ?? null,
        return_of_equity_percent: s.values.return_of_equity_percent ?? null,
      });
    }
  });

  it('answers half-years as H1 and H2 and quarters as Q1 to Q4, and `last` keeps the latest periods', async () => {
    const half = compareOk(await compare(`stocks=${guid.aramco}&fields=revenue&period_type=half_year`));
    expect(new Set(half.result.map((r) => r.type))).toEqual(new Set(['H1', 'H2']));
    const quarters = compareOk(await compare(`stocks=${guid.aramco},${guid.sabic}&fields=revenue&period_type=quarterly&last=12`));
    expect(new Set(quarters.result.map((r) => r.type))).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
    expect(quarters.result.filter((r) => r.stock!.guid === guid.aramco)).toHaveLength(12);
    const all = compareOk(await compare(`stocks=${guid.aramco}&fields=all`));
    expect(Object.keys(all.units).length).toBeGreaterThan(100);
  });

  it('allows the market price alone (the pinned toggle) and compares sectors by sums of amounts and medians of ratios', async () => {
    const price = compareOk(await compare(`stocks=${guid.rajhi}&fields=market_price_per_share`));
    expect(price.result.some((r) => r.values.market_price_per_share !== null)).toBe(true);
    const sector = await sectorOf(guid.rajhi!);
    const res = compareOk(await compare(`sectors=${sector}&fields=revenue,net_profit_margin`));
    expect(res.result.every((r) => r.stock === null && r.sector?.guid === sector)).toBe(true);
    const last = res.result.at(-1)!;
    const members = await t.database.query<{ values: Record<string, string | null> }>(
      `SELECT i."values" FROM stock_indicators i JOIN stocks s ON s.id = i.stock_id WHERE s.sector_id = $1 AND i.year = $2 AND i.period = 'ANNUAL'`,
      [sector, last.year],
    );
    expect(members.length).toBeGreaterThan(0);
    expect(last.values.revenue).toBe(
      aggregate(
        'sar_millions',
        members.map((m) => m.values.revenue),
      ),
    );
    expect(last.values.net_profit_margin).toBe(
      aggregate(
        'percent',
        members.map((m) => m.values.net_profit_margin),
      ),
    );
  });

  it('refuses a comparison without a company or an indicator, and unknown keys and guids, with translated 422s', async () => {
    const cases: [string, string, string][] = [
      [`fields=revenue`, 'stocks', 'اختر شركة'],
      [`stocks=${guid.aramco}`, 'fields', 'اختر مؤشرًا'],
      [`stocks=${guid.aramco}&fields=revenue,no_such_ratio`, 'fields', 'no_such_ratio'],
      [`stocks=00000000-0000-4000-8000-000000000000&fields=revenue`, 'stocks', 'شركة غير معروفة'],
      [`sectors=00000000-0000-4000-8000-000000000000&fields=revenue`, 'sectors', 'قطاع غير معروف'],
      [`stocks=${guid.aramco}&fields=revenue&period_type=monthly`, 'period_type', ''],
    ];
    for (const [q, field, text] of cases) {
      const res = await compare(q, 'professional', 'ar');
      expect(res.statusCode, q).toBe(422);
      const detail = validationErrorSchema.parse(res.json()).detail[0]!;
      expect(detail.loc).toContain(field);
      expect(detail.msg).toContain(text);
    }
  });
});

describe('POST /users/favorite-comparisons', () => {
  it('adds and removes in one call and answers the new list, kept for the next parameters call', async () => {
    const first = favoriteComparisonsSchema.parse((await favorites({ add: ['revenue', 'net_income', 'beta'] })).json());
    expect(first.favorites).toEqual(expect.arrayContaining(['revenue', 'net_income', 'beta']));
    const second = favoriteComparisonsSchema.parse(
      (await favorites({ add: ['current_ratio'], remove: ['beta', 'revenue'] }, 'professional', 'ar')).json(),
    );
    expect(second.favorites.sort()).toEqual(['current_ratio', 'net_income']);
    expect(second.message).toBe('تم تحديث المؤشرات المفضلة');
    const p = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`)).json());
    expect(p.favorites.sort()).toEqual(['current_ratio', 'net_income']);
    // Another user's list is their own.
    const other = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`, 'advance')).json());
    expect(other.favorites).not.toContain('current_ratio');
  });

  it('takes parallel updates of one list without losing or doubling a key', async () => {
    const keys = ['revenue', 'beta', 'current_ratio', 'net_income', 'total_assets'];
    const replies = await Promise.all([
      ...keys.map((key) => favorites({ add: [key] }, 'advance')),
      ...keys.map((key) => favorites({ add: [key] }, 'advance')),
    ]);
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const p = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`, 'advance')).json());
    expect(p.favorites.filter((k) => keys.includes(k)).sort()).toEqual([...keys].sort());
    await Promise.all(keys.map((key) => favorites({ remove: [key] }, 'advance')));
    const after = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`, 'advance')).json());
    expect(after.favorites.filter((k) => keys.includes(k))).toEqual([]);
  });

  it('refuses unknown keys and extra fields with a 422 and changes nothing', async () => {
    const res = await favorites({ add: ['no_such_ratio'], remove: ['net_income'] });
    expect(res.statusCode).toBe(422);
    expect(validationErrorSchema.parse(res.json()).detail[0]!.loc).toEqual(['body', 'add']);
    expect((await favorites({ add: [], keep: ['x'] })).statusCode).toBe(422);
    const p = comparisonParametersSchema.parse((await get(`/stocks/comparisons/.config`)).json());
    expect(p.favorites).toContain('net_income');
  });
});

describe('sector aggregate', () => {
  it('sums amounts exactly and takes the median of ratios, ignoring missing values', () => {
    expect(aggregate('sar_millions', ['0.10', '0.20', null])).toBe('0.30');
    expect(aggregate('percent', ['1.00', '9.00', '2.00'])).toBe('2.00');
    expect(aggregate('times', ['1.00', '2.00', '4.00', '100.00'])).toBe('3.00');
    expect(aggregate('days', [null, undefined])).toBeNull();
  });
});

function compareOk(res: Awaited<ReturnType<typeof compare>>) {
  expect(res.statusCode, res.body).toBe(200);
  return comparisonSchema.parse(res.json());
}

async function sectorOf(stock: string): Promise<string> {
  const [row] = await t.database.query<{ sector_id: string }>('SELECT sector_id FROM stocks WHERE id = $1', [stock]);
  return row!.sector_id;
}
