// The portfolio scenarios: a portfolio of 100 holdings built from 10,000 stock transactions
// through the public API (buys of 20 rows and partial sales; the first buy of each stock dated a
// year back, so the portfolio has received the dividends of a year), then each of its reads (the
// overview, its dividends, the year's purification, zakat by two methods) at a fixed rate by its owner.
import { constantRate, type RateResult } from './constant-rate.ts';

type Options = { base: string; appToken: string; rate: number; seconds: number; only?: readonly string[] | undefined };
export type PortfolioBenchResult = { scenario: string; holdings: number; transactions: number; build_seconds: number } & RateResult;

/** The reads measured on the built portfolio, by scenario name; paths are under the portfolio's own. */
const READS = [
  { scenario: 'portfolio overview', path: 'overview/' },
  { scenario: 'portfolio dividends', path: 'dividends/' },
  { scenario: 'portfolio purification', path: `purification/?year=${new Date().getUTCFullYear()}` },
  { scenario: 'portfolio zakat trading', path: 'zakat/?method=trading&gold_price=300' },
  { scenario: 'portfolio zakat net assets', path: 'zakat/?method=investment_net_assets&calendar=gregorian' },
] as const;

const HOLDINGS = 100;
const TRANSACTIONS = 10_000;
const SALES = 1_000;
const ROWS_PER_BUY = 20;

export async function measurePortfolio({ base, appToken, rate, seconds, only }: Options): Promise<PortfolioBenchResult[]> {
  const reads = READS.filter((x) => !only || only.some((word) => x.scenario.includes(word)));
  if (!reads.length) return [];
  const token = await signIn(base);
  const headers = {
    'x-app-token': appToken,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-language': 'ar',
  };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const t0 = Date.now();
  const portfolio = await call<{ guid: string }>('POST', '/api/v1/portfolio/', { name: `Benchmark ${new Date().toISOString()}` });
  const p = `/api/v1/portfolio/${portfolio.guid}`;
  await call('POST', `${p}/cash-value-transaction/`, { cash_value: '900000000000' });

  // The most traded stocks, bought at their current price on the latest closed session.
  const list = await call<{ items: { guid: string; today_points: { close: number } | null }[] }>(
    'GET',
    `/api/v1/stocks/?size=${HOLDINGS}&order_by=-trade_value`,
  );
  const stocks = list.items.filter((s) => s.today_points).slice(0, HOLDINGS);
  if (stocks.length < HOLDINGS) throw new Error(`only ${stocks.length} priced stocks`);
  const week = await call<{ items: { trade_date: string }[] }>('GET', `/api/v1/stocks/${stocks[0]!.guid}/points/?period=week`);
  const lastClosed = week.items
    .map((i) => i.trade_date)
    .filter((d) => d < today())
    .at(-1);
  if (!lastClosed) throw new Error('no closed session this week');
  // Each stock's first session of the last year, with its close then (on that day's tick grid).
  const yearAgo = new Map<string, { trade_date: string; close: number }>();
  for (const s of stocks) {
    const year = await call<{ items: { trade_date: string; close: number }[] }>('GET', `/api/v1/stocks/${s.guid}/points/?period=year`);
    if (year.items[0]) yearAgo.set(s.guid, year.items[0]);
  }

  const buys = TRANSACTIONS - SALES;
  for (let n = 0; n < buys; n += ROWS_PER_BUY) {
    const rows = Array.from({ length: Math.min(ROWS_PER_BUY, buys - n) }, (_, i) => {
      const s = stocks[(n + i) % HOLDINGS]!;
      const old = n + i < HOLDINGS ? yearAgo.get(s.guid) : undefined;
      return {
        stock_guid: s.guid,
        shares: 10 + ((n + i) % 7) * 5,
        price: old?.close ?? s.today_points!.close,
        buying_date: old?.trade_date ?? lastClosed,
        deduct_from_cash_flow: true,
      };
    });
    await call('POST', `${p}/buy/`, rows);
  }
  for (let n = 0; n < SALES; n++) {
    const s = stocks[n % HOLDINGS]!;
    await call('POST', `${p}/sell/`, { stock_guid: s.guid, shares: 1, price: s.today_points!.close, add_to_cash_flow: n % 2 === 0 });
  }
  const build_seconds = Math.round((Date.now() - t0) / 100) / 10;

  const get = {
    'x-app-token': appToken,
    authorization: `Bearer ${token}`,
    'accept-language': 'ar',
    'accept-encoding': 'gzip, deflate, br',
  };
  const check = await call<{ stocks: unknown[] }>('GET', `${p}/overview/`);
  if (check.stocks.length !== HOLDINGS) throw new Error(`overview has ${check.stocks.length} holdings`);
  const dividends = await call<{ holdings: unknown[]; received: unknown[] }>('GET', `${p}/dividends/`);
  if (dividends.holdings.length !== HOLDINGS) throw new Error(`dividends have ${dividends.holdings.length} holdings`);
  const results: PortfolioBenchResult[] = [];
  for (const read of reads) {
    const url = `${base}${p}/${read.path}`;
    // Warm caches and JIT before measuring.
    await constantRate({ url, headers: get, rate: 100, seconds: 3 });
    const r = await constantRate({ url, headers: get, rate, seconds });
    results.push({ scenario: read.scenario, holdings: check.stocks.length, transactions: TRANSACTIONS, build_seconds, ...r });
  }
  return results;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

/** A demo account's access token; the PROFESSIONAL one by default (it holds every company page permission). */
export async function signIn(base: string, username = 'professional@sahm.demo'): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username,
    password: 'Sahm-demo-2026',
    client_id: 'sahm-web',
    client_secret: 'sahm-web-dev-secret',
  });
  const res = await fetch(`${base}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
