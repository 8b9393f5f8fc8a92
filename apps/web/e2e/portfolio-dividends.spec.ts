import { expect, test } from '@playwright/test';
import { createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, asUser, stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';

/**
 * A holder of a dividend payer on its record date: the credit shows in the cash log (its own
 * label, the stock, the amount) and on the portfolio's dividends page, in both languages.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`a dividend received shows in the cash log and on the dividends page, ${locale}`, async ({ page, request }) => {
    const account = await createVerifiedAccount(request, `dividends-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const api = asUser(request, token);
    const stock = await stockBySymbol(request, '2222', locale);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    // The latest distribution already paid: bought on its eligibility date, the portfolio held it on the record date.
    const paid = (
      (await api.get(`/stocks/${stock.guid}/dividends/?size=20`)) as { items: { due_date: string; distribution_date: string | null }[] }
    ).items.find((d) => d.distribution_date !== null && d.distribution_date <= today)!;
    const portfolio = (await api.post('/portfolio/', { name: `Income ${locale}` })) as { guid: string };
    await api.post(`/portfolio/${portfolio.guid}/buy`, [
      {
        stock_guid: stock.guid,
        shares: 100,
        price: Math.max(1, Math.floor(stock.close)),
        buying_date: paid.due_date,
        deduct_from_cash_flow: false,
      },
    ]);

    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');

    // The cash log: the dividend with its own label and the stock.
    await page.getByRole('tab', { name: text(locale, 'portfolios', 'tabs.log') }).click();
    await page.getByRole('tab', { name: text(locale, 'portfolios', 'log.cashOperations') }).click();
    const credit = page.getByTestId('cash-operation').filter({ hasText: text(locale, 'portfolios', 'log.types.DIVIDEND') });
    await expect(credit.first()).toBeVisible();
    await expect(credit.first()).toContainText(stock.short_name);

    // The dividends page, from the portfolio's header.
    await page.getByRole('link', { name: text(locale, 'portfolios', 'dividends.open') }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/dividends$/);
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'portfolios', 'dividends.title') })).toBeVisible();
    const received = page.getByTestId('dividend-received');
    await expect(received.first()).toBeVisible();
    await expect(received.filter({ hasText: stock.short_name }).first()).toBeVisible();
    await expect(page.getByTestId('dividends-forward')).toContainText(text(locale, 'portfolios', 'dividends.totals.estimate'));
    await expect(page.getByTestId('dividend-calendar')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });
}
