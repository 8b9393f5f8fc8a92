import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundListSchema, fundPointsSchema, fundSchema } from '@sahm/contracts/funds';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mutual funds', () => {
  it('lists funds with their latest valuation, paged and searchable in both languages', async () => {
    const page = fundListSchema.parse((await t.api({ url: '/api/v1/mutual-funds/?size=10', locale: 'en' })).json());
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(50);
    const fund = page.items[0]!;
    expect(fund.today_points?.nav_per_unit).toBeGreaterThan(0);
    const byName = fundListSchema.parse(
      (await t.api({ url: `/api/v1/mutual-funds/?search=${encodeURIComponent(fund.fund_manager.split(' ')[0]!)}`, locale: 'en' })).json(),
    );
    expect(byName.items.some((f) => f.guid === fund.guid)).toBe(true);
    const ar = fundSchema.parse((await t.api({ url: `/api/v1/mutual-funds/${fund.guid}/`, locale: 'ar' })).json());
    expect(ar.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('serves NAV history per period and refuses bad input', async () => {
    const fund = fundListSchema.parse((await t.api({ url: '/api/v1/mutual-funds/?size=1' })).json()).items[0]!;
    const five = fundPointsSchema.parse((await t.api({ url: `/api/v1/mutual-funds/${fund.guid}/points/?period=five_years` })).json());
    const year = fundPointsSchema.parse((await t.api({ url: `/api/v1/mutual-funds/${fund.guid}/points/?period=year` })).json());
    expect(five.items.length).toBeGreaterThan(year.items.length);
    expect(year.items.at(-1)!.valuation_date).toBe(fund.today_points!.valuation_date);
    expect((await t.api({ url: `/api/v1/mutual-funds/${fund.guid}/points/?period=day` })).statusCode).toBe(422);
    expect((await t.api({ url: `/api/v1/mutual-funds/${crypto.randomUUID()}/` })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/v1/mutual-funds/xyz/' })).statusCode).toBe(422);
  });

  it('keeps favourites for signed-in users only', async () => {
    const fund = fundListSchema.parse((await t.api({ url: '/api/v1/mutual-funds/?size=1' })).json()).items[0]!;
    expect((await t.api({ method: 'POST', url: '/api/v1/mutual-funds/favorites/', payload: { guid: fund.guid } })).statusCode).toBe(401);
    expect((await t.api({ url: '/api/v1/mutual-funds/?only_favourite=true' })).statusCode).toBe(401);
    const auth = bearer((await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD)).access_token);
    const added = await t.api({
      method: 'POST',
      url: '/api/v1/mutual-funds/favorites/',
      headers: auth,
      payload: { guid: fund.guid },
      locale: 'en',
    });
    expect(added.json().message).toBe('Fund successfully added to favorites');
    const only = fundListSchema.parse((await t.api({ url: '/api/v1/mutual-funds/?only_favourite=true', headers: auth })).json());
    expect(only.items.map((f) => [f.guid, f.is_favorite])).toEqual([[fund.guid, true]]);
    const removed = await t.api({ method: 'DELETE', url: `/api/v1/mutual-funds/favorites/${fund.guid}`, headers: auth, locale: 'en' });
    expect(removed.json().message).toBe('Fund successfully removed from favorites');
    expect(fundListSchema.parse((await t.api({ url: '/api/v1/mutual-funds/favorites/', headers: auth })).json()).total).toBe(0);
  });
});
