import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appHeaders, text, type Locale, type TestAccount } from './accounts.ts';

const client = { client_id: 'sahm-web', client_secret: 'sahm-web-dev-secret' };

export async function accessToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/identity/token', { form: { grant_type: 'password', username, password, ...client } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs a page in as a user without the form: their tokens in the session storage, as the app keeps them. */
export async function storeSessionOnPage(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ access_token: string }> {
  const response = await request.post('/identity/token', { form: { grant_type: 'password', username, password, ...client } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string };
  await page.evaluate((value) => sessionStorage.setItem('session', JSON.stringify(value)), session);
  return session;
}

export const subOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

type Stock = { guid: string; short_name: string; symbol_code: string; trade_date: string; close: number };

/** A listed stock found by its symbol, with its last trading day and close. */
export async function stockBySymbol(request: APIRequestContext, symbol: string, locale: Locale = 'ar'): Promise<Stock> {
  const response = await request.get('/api/v1/stocks/', {
    params: { search: symbol, size: 5 },
    headers: { ...appHeaders, 'Accept-Language': locale },
  });
  const items = (
    (await response.json()) as {
      items: { guid: string; short_name: string; symbol_code: string; today_points: { trade_date: string; close: number } | null }[];
    }
  ).items;
  const stock = items.find((item) => item.symbol_code === symbol) ?? items[0]!;
  return {
    guid: stock.guid,
    short_name: stock.short_name,
    symbol_code: stock.symbol_code,
    trade_date: stock.today_points!.trade_date,
    close: stock.today_points!.close,
  };
}

/** An API client acting as one user. */
export function asUser(request: APIRequestContext, token: string) {
  const headers = { ...appHeaders, Authorization: `Bearer ${token}` };
  return {
    async post(path: string, data: unknown) {
      const response = await request.post(`/api/v1${path}`, { headers, data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<Record<string, unknown>>;
    },
    async get(path: string) {
      const response = await request.get(`/api/v1${path}`, { headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<Record<string, unknown>>;
    },
  };
}

/** A portfolio with cash and one buy per symbol (at a whole-riyal price, on the tick grid whatever the price). */
export async function portfolioWithHoldings(
  request: APIRequestContext,
  token: string,
  symbols: readonly string[],
  name = 'Journey',
): Promise<string> {
  const api = asUser(request, token);
  const portfolio = (await api.post('/portfolio/', { name })) as { guid: string };
  await api.post(`/portfolio/${portfolio.guid}/cash-value-transaction`, { cash_value: '100000' });
  const items = [];
  for (const symbol of symbols) {
    const stock = await stockBySymbol(request, symbol);
    items.push({
      stock_guid: stock.guid,
      shares: 10,
      price: Math.max(1, Math.floor(stock.close)),
      buying_date: stock.trade_date,
      deduct_from_cash_flow: true,
    });
  }
  await api.post(`/portfolio/${portfolio.guid}/buy`, items);
  return portfolio.guid;
}

export async function signInOnPage(page: Page, locale: Locale, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel(text(locale, 'identity', 'fields.email')).fill(account.email);
  await page.getByLabel(text(locale, 'identity', 'fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text(locale, 'identity', 'login.submit'), exact: true }).click();
}
