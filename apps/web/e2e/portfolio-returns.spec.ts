import { expect, test } from '@playwright/test';
import { createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, asUser, stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';

/**
 * A portfolio compared with TASI: shares brought in three months back and cash added since; the
 * page reached from the portfolio's header shows the time-weighted, money-weighted and TASI
 * returns, both lines on the chart, and switches period, in both languages.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`compare a portfolio with TASI, ${locale}`, async ({ page, request }) => {
    const account = await createVerifiedAccount(request, `returns-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const api = asUser(request, token);
    const stock = await stockBySymbol(request, '2222', locale);
    // A session about three months back: the first of the stock's three-month chart.
    const points = (await api.get(`/stocks/${stock.guid}/points/?period=three_months`)) as { items: { trade_date: string }[] };
    const portfolio = (await api.post('/portfolio/', { name: `Against TASI ${locale}` })) as { guid: string };
    await api.post(`/portfolio/${portfolio.guid}/buy`, [
      {
        stock_guid: stock.guid,
        shares: 100,
        price: Math.max(1, Math.floor(stock.close)),
        buying_date: points.items[0]!.trade_date,
        deduct_from_cash_flow: false,
      },
    ]);
    await api.post(`/portfolio/${portfolio.guid}/cash-value-transaction`, { cash_value: '5000' });

    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');
    await page.getByRole('link', { name: text(locale, 'portfolios', 'returns.open') }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/returns$/);
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'portfolios', 'returns.title') })).toBeVisible();

    // A year: the portfolio began inside it, so its line and TASI's start together on the close before the buy.
    const yearTab = page.getByRole('tab', { name: text(locale, 'portfolios', 'returns.periods.year'), exact: true });
    await expect(yearTab).toHaveAttribute('aria-selected', 'true');
    for (const id of ['twr', 'mwr', 'tasi']) await expect(page.locator(`[data-figure="${id}"]`)).toHaveText(/[%٪]/);
    await expect(page.getByTestId('returns-mwr')).toContainText(text(locale, 'portfolios', 'returns.mwr.titlePeriod'));
    await expect(page.getByRole('figure')).toBeVisible();
    await expect(page.getByText(text(locale, 'portfolios', 'returns.chart.tasi'))).toBeVisible();
    const yearRange = await page.getByTestId('returns-range').textContent();

    // A month: another range, the figures measured again.
    await page.getByRole('tab', { name: text(locale, 'portfolios', 'returns.periods.month'), exact: true }).click();
    await expect(page.getByTestId('returns-range')).not.toHaveText(yearRange ?? '');
    await expect(page.locator('[data-figure="twr"]')).toHaveText(/[%٪]/);

    // What the two returns mean, in the page's language.
    await expect(page.getByRole('heading', { name: text(locale, 'portfolios', 'returns.explain.title') })).toBeVisible();
    await expect(page.getByText(text(locale, 'portfolios', 'returns.explain.twr'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });
}
