import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioShareSchema, sharedPortfolioSchema } from '@sahm/contracts/portfolio-share';
import { buyRow, newClient, ok, pickStocks, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const ORIGIN = 'https://sahm.example';
const shell = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>سهم | Sahm</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
let stocks: TestStock[];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN, MARKET_CLOCK: 'always-open' });
  stocks = await pickStocks(t, 3);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A portfolio with cash and three holdings of different sizes, named with characters HTML treats specially. */
async function portfolio(c: Client, name = 'Growth <&> "mine"') {
  const p = (await ok(c.call('POST', '/', { name }), 201)).guid as string;
  await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '12345.67' }), 201);
  await ok(
    c.call(
      'POST',
      `/${p}/buy`,
      stocks.map((s, i) => buyRow(s, s.price, 10 * (i + 1))),
    ),
    201,
  );
  return p;
}

const share = async (c: Client, p: string, method: 'GET' | 'POST' | 'DELETE' = 'POST') =>
  portfolioShareSchema.parse(await ok(c.call(method, `/${p}/share/`)));
const publicRead = (token: string, locale: 'ar' | 'en' = 'en') => t.api({ url: `/api/v1/shared-portfolios/${token}/`, locale });

/** Every key a shared answer may carry: none of them an amount. */
const allowedKeys = new Set([
  'name',
  'holdings',
  'symbol_code',
  'company_name',
  'short_name',
  'logo',
  'sector',
  'weight',
  'profit_loss_ratio',
  'sectors',
  'key',
  'returns',
  'period',
  'from',
  'to',
  'portfolio',
  'tasi',
]);
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

describe('sharing a portfolio', () => {
  it('creates one link (POST twice answers the same), reads it, revokes it at once; sharing again makes a new token', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    expect(await share(c, p, 'GET')).toEqual({ shared: false, token: null, created_at: null });
    const first = await share(c, p);
    expect(first.shared).toBe(true);
    // 192 random bits in base64url.
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await share(c, p)).toEqual(first);
    expect(await share(c, p, 'GET')).toEqual(first);
    expect((await publicRead(first.token!)).statusCode).toBe(200);

    expect(await share(c, p, 'DELETE')).toEqual({ shared: false, token: null, created_at: null });
    const gone = await publicRead(first.token!);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'This shared portfolio link does not exist or was turned off' });
    // Revoking twice is harmless.
    await share(c, p, 'DELETE');

    const second = await share(c, p);
    expect(second.token).not.toBe(first.token);
    expect((await publicRead(first.token!)).statusCode).toBe(404);
    expect((await publicRead(second.token!)).statusCode).toBe(200);
  });

  it('shows weights, sectors and returns in percent and no amount: every key is on the whitelist', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    const { token } = await share(c, p);
    const res = await publicRead(token!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const shared = sharedPortfolioSchema.strict().parse(body);
    expect([...keysOf(body)].filter((k) => !allowedKeys.has(k))).toEqual([]);
    // No figure of the ledger shows through anywhere in the text: the cash, the shares, the prices.
    expect(res.body).not.toContain('12345');
    for (const s of stocks) expect(res.body).not.toContain(`"${s.price}"`);

    expect(shared.name).toBe('Growth <&> "mine"');
    expect(shared.holdings.map((h) => h.symbol_code).sort()).toHaveLength(3);
    const hundredths = (xs: { weight: number }[]) => Math.round(xs.reduce((a, x) => a + x.weight * 100, 0));
    expect(hundredths(shared.holdings)).toBe(10_000);
    expect(hundredths(shared.sectors)).toBe(10_000);
    // The weights follow the owner's own figures (market value over the total, within a hundredth).
    const overview = await ok(c.call('GET', `/${p}/overview`));
    for (const h of overview.stocks) {
      const mine = shared.holdings.find((s) => s.symbol_code === h.stock.symbol_code)!;
      expect(Math.abs(mine.weight - h.weight)).toBeLessThanOrEqual(0.01);
      expect(mine.profit_loss_ratio).toBe(h.profit_loss_ratio);
    }
    expect(shared.returns.map((r) => r.period)).toEqual(['month', 'ytd', 'year', 'since_start']);
    const owned = await ok(c.call('GET', `/${p}/performance/benchmark/?period=year`));
    expect(shared.returns[2]).toEqual({
      period: 'year',
      from: owned.from,
      to: owned.to,
      portfolio: owned.time_weighted.percent,
      tasi: owned.tasi.percent,
    });
    // Names in the reader's language.
    const ar = sharedPortfolioSchema.parse((await publicRead(token!, 'ar')).json());
    expect(ar.holdings[0]!.company_name).not.toBe(shared.holdings[0]!.company_name);
  });

  it('refuses anonymous owners (401) and another user’s portfolio (404); unknown, malformed and revoked tokens get one 404', async () => {
    const owner = await newClient(t);
    const p = (await ok(owner.call('POST', '/', { name: 'Mine' }), 201)).guid as string;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await t.api({ method, url: `/api/v1/portfolio/${p}/share/` })).statusCode).toBe(401);
    }
    const other = await newClient(t);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await other.call(method, `/${p}/share/`)).statusCode).toBe(404);
    }
    expect(await share(owner, p, 'GET')).toMatchObject({ shared: false });

    const unknown = await publicRead('A'.repeat(32));
    const malformed = await publicRead('not a token');
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
  });

  it('a deleted portfolio takes its link with it', async () => {
    const c = await newClient(t);
    await ok(c.call('POST', '/', { name: 'Default' }), 201);
    const p = (await ok(c.call('POST', '/', { name: 'Short-lived' }), 201)).guid as string;
    const { token } = await share(c, p);
    await ok(c.call('DELETE', `/${p}`));
    expect((await publicRead(token!)).statusCode).toBe(404);
  });
});

describe('the shared page’s head', () => {
  const page = (url: string) => t.app.inject({ url });

  it('carries the Open Graph tags with the name escaped, no amount, and noindex; English with ?lang=en', async () => {
    const c = await newClient(t);
    const p = await portfolio(c, 'Mine </title><script>alert(1)</script> & "co"');
    const { token } = await share(c, p);
    const res = await page(`/shared/portfolio/${token}?lang=en`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Mine &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;co&#34;: a shared portfolio | Sahm</title>',
    );
    expect(html).toContain('<meta property="og:title" content="Mine &#60;/title&#62;');
    expect(html).toMatch(
      /<meta property="og:description" content="3 holdings with their weights, sectors and returns against TASI; no amounts are shown\.( Return since start: -?\d+\.\d\d%\.)?" \/>/,
    );
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/shared/portfolio/${token}?lang=en" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('12345');

    const ar = (await page(`/shared/portfolio/${token}`)).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('محفظة مشتركة | سهم</title>');
    expect(ar).toContain(`<meta property="og:url" content="${ORIGIN}/shared/portfolio/${token}" />`);
  });

  it('a revoked link’s page names nothing and is still noindex', async () => {
    const c = await newClient(t);
    const p = await portfolio(c, 'Secret name');
    const { token } = await share(c, p);
    await share(c, p, 'DELETE');
    const html = (await page(`/shared/portfolio/${token}?lang=en`)).body;
    expect(html).not.toContain('Secret name');
    expect(html).toContain('<meta property="og:title" content="This shared portfolio link does not exist or was turned off" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
