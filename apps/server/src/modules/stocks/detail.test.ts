import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteStockListSchema, movementListSchema, stockDetailSchema, stockListSchema, stockPointsSchema } from '@sahm/contracts/stocks';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';

let t: TestApp;
let aramco: string;
let mainGuid: string;
beforeAll(async () => {
  t = await createTestApp();
  const list = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222' })).json());
  aramco = list.items[0]!.guid;
  mainGuid = list.items[0]!.market.guid;
});
afterAll(() => t.close());

describe('GET /api/v1/stocks/{guid}/', () => {
  it('gives the live figures, year-to-date change and share data', async () => {
    const res = await t.api({ url: `/api/v1/stocks/${aramco}/`, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const stock = stockDetailSchema.parse(res.json());
    expect(stock.symbol_code).toBe('2222');
    expect(stock.company_name).toBe('Saudi Arabian Oil Company');
    expect(stock.ytd_change_ratio).not.toBeNull();
    expect(stock.profile.shares).toBeGreaterThan(1e9);
  });

  it("carries the previous session's close, the one the change is measured from", async () => {
    const stock = stockDetailSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/` })).json());
    const live = stock.today_live_points!;
    const week = stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=week` })).json());
    const before = week.items.filter((point) => point.trade_date < live.trade_date).at(-1)!;
    expect(stock.previous_close).toBe(before.close);
    expect(Math.round((live.price - stock.previous_close!) * 100) / 100).toBe(live.change_value);
  });

  it('answers 404 for an unknown stock and 422 for a bad guid', async () => {
    expect((await t.api({ url: `/api/v1/stocks/${crypto.randomUUID()}/` })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/v1/stocks/not-a-guid/' })).statusCode).toBe(422);
  });
});

describe('GET /api/v1/stocks/{guid}/points/', () => {
  it('serves each period, ascending, within its window', async () => {
    const sizes: Record<string, number> = {};
    for (const period of ['week', 'month', 'three_months', 'year', 'three_years', 'five_years']) {
      const body = stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=${period}` })).json());
      sizes[period] = body.items.length;
      const dates = body.items.map((p) => p.trade_date);
      expect([...dates].sort()).toEqual(dates);
    }
    expect(sizes.week).toBeGreaterThanOrEqual(3);
    expect(sizes.week).toBeLessThanOrEqual(6);
    expect(sizes.month!).toBeGreaterThan(sizes.week!);
    expect(sizes.year!).toBeGreaterThan(200);
    const def = stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/` })).json());
    expect(def.period).toBe('week');
  });

  it('sends the body gzipped when accepted, the same points either way, and 304 for a held ETag', async () => {
    const url = `/api/v1/stocks/${aramco}/points/?period=five_years`;
    const plain = await t.api({ url });
    const zipped = await t.api({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const etag = plain.headers.etag as string;
    expect(zipped.headers.etag).toBe(etag);
    const again = await t.api({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses an unknown period with 422 and an unknown stock with 404', async () => {
    const bad = await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=decade`, locale: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['query', 'period']);
    expect((await t.api({ url: `/api/v1/stocks/${crypto.randomUUID()}/points/` })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/stocks/movement/', () => {
  it('lists gainers, losers and the most active, ordered', async () => {
    const get = async (movement: string) =>
      movementListSchema.parse(
        (await t.api({ url: `/api/v1/stocks/movement/?movement=${movement}&market_guid=${mainGuid}&size=5` })).json(),
      ).items;
    const up = await get('HIGHEST');
    const down = await get('LOWEST');
    const volume = await get('MOST_ACTIVE_VOLUME');
    expect(up).toHaveLength(5);
    expect(up[0]!.today_live_points!.change_ratio).toBeGreaterThanOrEqual(up[4]!.today_live_points!.change_ratio);
    expect(down[0]!.today_live_points!.change_ratio).toBeLessThanOrEqual(down[4]!.today_live_points!.change_ratio);
    expect(volume[0]!.today_live_points!.trade_volume).toBeGreaterThanOrEqual(volume[4]!.today_live_points!.trade_volume);
    expect((await t.api({ url: '/api/v1/stocks/movement/?movement=SIDEWAYS' })).statusCode).toBe(422);
  });
});

describe('favourite stocks', () => {
  it('need sign-in', async () => {
    expect((await t.api({ url: '/api/v1/stocks/favorites/' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/api/v1/stocks/favorites/', payload: { stock_guid: aramco } })).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/stocks/favorites/${aramco}` })).statusCode).toBe(401);
  });

  it('add, show as is_favorite and under favourites by market, then remove', async () => {
    const auth = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
    const added = await t.api({
      method: 'POST',
      url: '/api/v1/stocks/favorites/',
      headers: auth,
      payload: { stock_guid: aramco },
      locale: 'en',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Stock added to favorites');
    // Adding twice is harmless.
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/stocks/favorites/', headers: auth, payload: { stock_guid: aramco } })).statusCode,
    ).toBe(201);
    const favs = favoriteStockListSchema.parse(
      (await t.api({ url: `/api/v1/stocks/favorites/?market_guid=${mainGuid}`, headers: auth })).json(),
    );
    expect(favs.total).toBe(1);
    expect(favs.items[0]!.stock).toMatchObject({ guid: aramco, is_favorite: true });
    const list = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222', headers: auth })).json());
    expect(list.items[0]!.is_favorite).toBe(true);
    const anon = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222' })).json());
    expect(anon.items[0]!.is_favorite).toBe(false);
    expect(stockDetailSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}`, headers: auth })).json()).is_favorite).toBe(true);

    const removed = await t.api({ method: 'DELETE', url: `/api/v1/stocks/favorites/${aramco}`, headers: auth, locale: 'ar' });
    expect(removed.json().message).toBe('تمت إزالة السهم من المفضلة');
    expect(favoriteStockListSchema.parse((await t.api({ url: '/api/v1/stocks/favorites/', headers: auth })).json()).total).toBe(0);
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/stocks/favorites/', headers: auth, payload: { stock_guid: crypto.randomUUID() } }))
        .statusCode,
    ).toBe(404);
  });
});
