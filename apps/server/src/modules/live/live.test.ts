import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GraphQL /graphql', () => {
  it('answers queries over POST in the requested language', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/graphql',
      locale: 'en',
      payload: {
        query:
          '{ markets { code name today_live_points { value change_ratio } } stocks(search: "1120") { total items { symbol_code short_name } } }',
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.markets.map((m: { code: string }) => m.code)).toEqual(['TASI', 'NOMUC']);
    expect(data.markets[0].name).toBe('Main Market');
    expect(data.stocks.items[0].symbol_code).toBe('1120');
  });

  it('answers queries over GET', async () => {
    const res = await t.api({ url: `/graphql?query=${encodeURIComponent('{ sectors { code children { code } } }')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sectors.length).toBeGreaterThanOrEqual(11);
  });

  it('reports GraphQL errors in the GraphQL way and needs the app token', async () => {
    const bad = await t.api({ method: 'POST', url: '/graphql', payload: { query: '{ nope }' } });
    expect(bad.json().errors[0].message).toMatch(/nope/);
    const anon = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ markets { code } }' } });
    expect(anon.statusCode).toBe(403);
  });
});

describe('the live Stock type', () => {
  it('has the list item’s market, sector and today_points, so movement payloads match the contract', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/graphql',
      locale: 'en',
      payload: {
        query:
          '{ stocks(search: "2222") { items { guid market { code name } sector { name parent { name } } listing_date today_points { close fifty_two_week_high } } } }',
      },
    });
    const item = res.json().data.stocks.items[0];
    expect(item.market.code).toBe('TASI');
    expect(item.sector.parent.name).toBe('Energy');
    expect(item.today_points.close).toBeGreaterThan(0);
  });
});
