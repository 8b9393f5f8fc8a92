import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPointsSchema, marketStatusSchema, type Market } from '@sahm/contracts/markets';
import { sectorPointsSchema, sectorSchema } from '@sahm/contracts/sectors';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('markets', () => {
  it('lists the main and growth markets with their index figures', async () => {
    const res = await t.api({ url: '/api/v1/markets/', locale: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const [main, nomu] = body.items as Market[];
    expect(main!.code).toBe('TASI');
    expect(nomu!.code).toBe('NOMUC');
    expect(main!.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(main!.stocks_count).toBeGreaterThanOrEqual(250);
    expect(nomu!.stocks_count).toBeGreaterThanOrEqual(80);
    const live = main!.today_live_points!;
    expect(live.value).toBeGreaterThan(5000);
    expect(live.value).toBeLessThan(20000);
    expect(live.change_value).toBeCloseTo(live.value - (live.value - live.change_value), 2);
    expect(live.trades_count).toBeGreaterThan(0);
  });

  it('returns one market in Arabic by default', async () => {
    const list = (await t.api({ url: '/api/v1/markets/' })).json().items as Market[];
    const res = await t.api({ url: `/api/v1/markets/${list[0]!.guid}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('السوق الرئيسية');
    expect(res.json().index_name).toBe('تاسي');
  });
});

describe('sectors', () => {
  it('returns the Tadawul tree of sectors and industry groups in both languages', async () => {
    const en = (await t.api({ url: '/api/v1/sectors/', locale: 'en' })).json().items as {
      name: string;
      children: { name: string; stocks_count: number }[];
    }[];
    const groups = en.flatMap((s) => s.children);
    expect(en.length).toBeGreaterThanOrEqual(10);
    expect(groups.length).toBeGreaterThanOrEqual(20);
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Banks', 'Insurance']));
    const ar = (await t.api({ url: '/api/v1/sectors/' })).json().items as { children: { name: string }[] }[];
    expect(ar.flatMap((s) => s.children).map((g) => g.name)).toEqual(expect.arrayContaining(['البنوك', 'التأمين']));
  });

  it('limits the tree to one market’s sectors and gives each a change ratio', async () => {
    const markets = (await t.api({ url: '/api/v1/markets/' })).json().items as Market[];
    const nomu = markets.find((m) => m.code === 'NOMUC')!;
    const res = (await t.api({ url: `/api/v1/sectors/?market_guid=${nomu.guid}` })).json().items as {
      stocks_count: number;
      change_ratio: number | null;
      children: { stocks_count: number }[];
    }[];
    const total = res.reduce((n, s) => n + s.stocks_count, 0);
    expect(total).toBe(nomu.stocks_count);
    expect(res.every((s) => s.stocks_count > 0 && s.change_ratio !== null)).toBe(true);
    expect(res.every((s) => s.children.reduce((n, c) => n + c.stocks_count, 0) === s.stocks_count)).toBe(true);
  });
});

describe('market chart points', () => {
  it('serves every market period, one point per session, with the live figures', async () => {
    const markets = (await t.api({ url: '/api/v1/markets/' })).json().items as { guid: string }[];
    const guid = markets[0]!.guid;
    const counts: number[] = [];
    for (const period of ['week', 'month', 'three_months', 'year']) {
      const body = marketPointsSchema.parse((await t.api({ url: `/api/v1/markets/${guid}/points/?period=${period}` })).json());
      counts.push(body.items.length);
      expect(body.today_live_points).not.toBeNull();
      expect(body.items.every((p) => p.close > 0 && p.high >= p.low)).toBe(true);
    }
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Without a running feed there are no ticks yet: the day chart is empty, not an error.
    expect((await t.api({ url: `/api/v1/markets/${guid}/points/?period=day` })).statusCode).toBe(200);
    const bad = await t.api({ url: `/api/v1/markets/${guid}/points/?period=five_years` });
    expect(bad.statusCode).toBe(422);
    expect((await t.api({ url: `/api/v1/markets/${crypto.randomUUID()}/points/` })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/v1/markets/nope/points/' })).statusCode).toBe(422);
  });

  it('reports the market status', async () => {
    const guid = ((await t.api({ url: '/api/v1/markets/' })).json().items as { guid: string }[])[0]!.guid;
    const status = marketStatusSchema.parse((await t.api({ url: `/api/v1/markets/${guid}/status/` })).json());
    expect(status.market_start_time).toBe('10:00');
  });
});

describe('sector points and detail', () => {
  it('gives every sector’s change by market, and one sector with its children', async () => {
    const markets = (await t.api({ url: '/api/v1/markets/' })).json().items as { guid: string; code: string }[];
    const main = markets.find((m) => m.code === 'TASI')!.guid;
    const points = sectorPointsSchema.parse((await t.api({ url: `/api/v1/sectors/points/?market_guid=${main}`, locale: 'en' })).json());
    expect(points.items.length).toBeGreaterThan(20);
    const top = points.items.find((p) => p.parent === null)!;
    const one = sectorSchema.parse((await t.api({ url: `/api/v1/sectors/${top.guid}/`, locale: 'en' })).json());
    expect(one.name).toBe(top.name);
    expect(one.children.length).toBeGreaterThan(0);
    expect((await t.api({ url: `/api/v1/sectors/${crypto.randomUUID()}/` })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/v1/sectors/points/?market_guid=zzz' })).statusCode).toBe(422);
  });
});
