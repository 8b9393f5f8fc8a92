import { sarToHalalas } from '@sahm/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteColumnsSchema, overviewSchema, portfolioListSchema } from '@sahm/contracts/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { clientFor, newClient, ok, refused } from '../../../test/helpers/portfolios.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
});
afterAll(() => t.close());

describe('portfolio management', () => {
  it('refuses anonymous calls with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/portfolio/'],
      ['POST', '/api/v1/portfolio/'],
      ['GET', '/api/v1/portfolio/favorites-indices/'],
    ] as const) {
      const res = await t.api({ method, url, payload: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth_required');
    }
  });

  it('creates portfolios: the first is the default, names trimmed, default listed first', async () => {
    const c = await newClient(t);
    expect(portfolioListSchema.parse(await ok(c.call('GET', '/'))).items).toEqual([]);
    const first = await ok(c.call('POST', '/', { name: '  Main  ' }), 201);
    expect(first).toMatchObject({
      name: 'Main',
      type: 'STANDARD',
      is_default: true,
      number_of_stocks: 0,
      stock_limit: null,
      over_limit: false,
    });
    const second = await ok(c.call('POST', '/', { name: 'Growth' }), 201);
    expect(second.is_default).toBe(false);
    await ok(c.call('POST', `/${second.guid}/set-default`));
    const list = portfolioListSchema.parse(await ok(c.call('GET', '/?include_performance=true')));
    expect(list.items.map((p) => [p.name, p.is_default])).toEqual([
      ['Growth', true],
      ['Main', false],
    ]);
    expect(list.items[0]!.performance).toEqual({
      cash_value: '0.00',
      market_value: '0.00',
      portfolio_amount: '0.00',
      profit_loss: '0.00',
      profit_loss_ratio: 0,
      realized_profit_loss: '0.00',
    });
    expect(list.can_have_multiple).toBe(true);
    expect(list.max_portfolios).toBe(5);
    expect((await ok(c.call('GET', '/'))).items[0].performance).toBeUndefined();
  });

  it('validates the name: required, not blank, at most 60 characters', async () => {
    const c = await newClient(t);
    expect((await c.call('POST', '/', {})).statusCode).toBe(422);
    expect((await c.call('POST', '/', { name: '   ' })).statusCode).toBe(422);
    expect((await c.call('POST', '/', { name: 'x'.repeat(61) })).statusCode).toBe(422);
    const p = await ok(c.call('POST', '/', { name: 'x'.repeat(60) }), 201);
    expect((await c.call('PATCH', `/${p.guid}`, { name: '' })).statusCode).toBe(422);
  });

  it('renames; the default flag can be moved by PATCH but never unticked', async () => {
    const c = await newClient(t);
    const a = await ok(c.call('POST', '/', { name: 'A' }), 201);
    const b = await ok(c.call('POST', '/', { name: 'B' }), 201);
    expect(await ok(c.call('PATCH', `/${a.guid}`, { name: 'A2' }))).toMatchObject({ name: 'A2', is_default: true });
    expect(await refused(c.call('PATCH', `/${a.guid}`, { name: 'A2', is_default: false }))).toMatchObject({
      status: 400,
      code: 'cannot_untick_default_portfolio',
    });
    expect(await ok(c.call('PATCH', `/${b.guid}/`, { name: 'B2', is_default: true }))).toMatchObject({ name: 'B2', is_default: true });
    const list = (await ok(c.call('GET', '/'))).items;
    expect(list.filter((p: { is_default: boolean }) => p.is_default)).toHaveLength(1);
    expect(list[0].guid).toBe(b.guid);
  });

  it('refuses to delete the default portfolio; deletes others', async () => {
    const c = await newClient(t);
    const a = await ok(c.call('POST', '/', { name: 'A' }), 201);
    const b = await ok(c.call('POST', '/', { name: 'B' }), 201);
    const res = await refused(c.call('DELETE', `/${a.guid}`));
    expect(res).toMatchObject({ status: 400, code: 'cannot_delete_default_portfolio' });
    expect(res.body.detail).toBe('The default portfolio cannot be deleted');
    const ar = await c.call('DELETE', `/${a.guid}`, undefined, 'ar');
    expect(ar.json().detail).toBe('لا يمكن حذف المحفظة الافتراضية');
    expect((await ok(c.call('DELETE', `/${b.guid}/`))).message).toBe('Portfolio B deleted');
    expect((await ok(c.call('GET', '/'))).items).toHaveLength(1);
  });

  it('allows at most 5 portfolios', async () => {
    const c = await newClient(t);
    for (let i = 1; i <= 5; i++) await ok(c.call('POST', '/', { name: `P${i}` }), 201);
    expect(await refused(c.call('POST', '/', { name: 'P6' }))).toMatchObject({ status: 400, code: 'portfolio_limit_reached' });
  });

  it('a second portfolio needs CAN_HAVE_MULTIPLE_PORTFOLIOS', async () => {
    for (const plan of ['BASIC', 'ADVANCE'] as const) {
      const c = await newClient(t, plan);
      const first = await ok(c.call('POST', '/', { name: 'Only' }), 201);
      expect(first.stock_limit).toBe(plan === 'BASIC' ? 2 : 15);
      expect(await refused(c.call('POST', '/', { name: 'Second' }))).toMatchObject({
        status: 403,
        code: 'multiple_portfolios_not_allowed',
      });
      expect((await ok(c.call('GET', '/'))).can_have_multiple).toBe(false);
    }
  });

  it("another user's portfolio is not found", async () => {
    const a = await newClient(t);
    const b = await newClient(t);
    const p = await ok(a.call('POST', '/', { name: 'Mine' }), 201);
    for (const [method, url] of [
      ['GET', `/${p.guid}/overview`],
      ['PATCH', `/${p.guid}`],
      ['DELETE', `/${p.guid}`],
      ['POST', `/${p.guid}/set-default`],
    ] as const) {
      expect(await refused(b.call(method, url, method === 'PATCH' ? { name: 'x' } : undefined))).toMatchObject({
        status: 404,
        code: 'portfolio_not_found',
      });
    }
  });

  it('the demo accounts have a portfolio with holdings and cash; basic within its limit', async () => {
    for (const email of ['basic@sahm.demo', 'advance@sahm.demo', 'professional@sahm.demo']) {
      const tokens = await signIn(t, email, DEMO_PASSWORD);
      const c = clientFor(t, tokens.access_token);
      const list = portfolioListSchema.parse(await ok(c.call('GET', '/?include_performance=true')));
      expect(list.items).toHaveLength(1);
      const p = list.items[0]!;
      expect(p.number_of_stocks).toBeGreaterThanOrEqual(2);
      expect(p.over_limit).toBe(false);
      expect(sarToHalalas(p.performance!.cash_value)).toBeGreaterThan(0);
      const overview = overviewSchema.parse(await ok(c.call('GET', `/${p.guid}/overview`)));
      expect(overview.stocks).toHaveLength(p.number_of_stocks);
      expect(overview.stocks.reduce((a, s) => a + Math.round(s.weight * 100), 0)).toBe(10_000);
    }
  });
});

describe('favourite columns', () => {
  it('defaults to six columns; keeps a choice in master order; all or [] restore the defaults', async () => {
    const c = await newClient(t);
    const defaults = [
      'total_shares_per_stock',
      'avg_cost_per_share',
      'stock_close',
      'total_cost_per_stock',
      'market_value',
      'stock_change_value',
    ];
    const first = favoriteColumnsSchema.parse(await ok(c.call('GET', '/favorites-indices/')));
    expect(first.tags).toEqual(defaults);
    expect(first.available).toHaveLength(24);
    const chosen = await ok(c.call('POST', '/favorites-indices/', { tags: ['weight', 'stock_market_type', 'profit_loss', 'weight'] }));
    expect(chosen.tags).toEqual(['stock_market_type', 'profit_loss', 'weight']);
    expect((await ok(c.call('GET', '/favorites-indices'))).tags).toEqual(['stock_market_type', 'profit_loss', 'weight']);
    expect((await ok(c.call('POST', '/favorites-indices', { tags: 'all' }))).tags).toEqual(defaults);
    await ok(c.call('POST', '/favorites-indices', { tags: ['weight'] }));
    expect((await ok(c.call('POST', '/favorites-indices', { tags: [] }))).tags).toEqual(defaults);
    expect((await c.call('POST', '/favorites-indices', { tags: ['nope'] })).statusCode).toBe(422);
    // Stored per user.
    const other = await newClient(t);
    await ok(c.call('POST', '/favorites-indices', { tags: ['weight'] }));
    expect((await ok(other.call('GET', '/favorites-indices'))).tags).toEqual(defaults);
  });
});

describe('admin package move', () => {
  it('is for SUPER_ADMIN only', async () => {
    const c = await newClient(t);
    const me = await signIn(t, 'professional@sahm.demo', DEMO_PASSWORD);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/subscriptions/admin/${c.guid}/package`,
      headers: bearer(me.access_token),
      payload: { slug: 'BASIC' },
    });
    expect(res.statusCode).toBe(403);
    const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
    const moved = await t.api({
      method: 'POST',
      url: `/api/v1/subscriptions/admin/${c.guid}/package`,
      headers: bearer(admin.access_token),
      payload: { slug: 'BASIC' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().package_price.slug).toBe('BASIC');
    expect(moved.json().previous_package.slug).toBe('PROFESSIONAL');
  });
});
