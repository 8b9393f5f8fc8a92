import { expect, test } from '@playwright/test';
import { createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, portfolioWithHoldings, storeSessionOnPage } from './support/portfolios.ts';

/**
 * A portfolio shared by its owner: the dialog on the portfolio page makes a link; a signed-out
 * reader in a fresh browser opens it and sees the holdings' weights, the sectors and the returns,
 * and no amount; the owner turns the link off and the same page says the link does not work. In
 * both languages.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`share a portfolio read-only and revoke it, ${locale}`, async ({ page, request, browser }) => {
    const account = await createVerifiedAccount(request, `share-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const name = `Shared ${locale} ${Date.now()}`;
    await portfolioWithHoldings(request, token, ['2222', '1120'], name);

    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');
    await page.getByRole('button', { name: text(locale, 'share', 'open'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'share', 'dialog.title', { name }) });
    await expect(dialog).toBeVisible();
    // What the reader will and will not see, before anything is shared.
    await expect(dialog.getByText(text(locale, 'share', 'dialog.noAmounts'))).toBeVisible();
    await dialog.getByRole('button', { name: text(locale, 'share', 'dialog.create') }).click();
    const field = dialog.getByTestId('share-link');
    await expect(field).toHaveValue(/\/shared\/portfolio\/[A-Za-z0-9_-]{32}/);
    const link = await field.inputValue();
    expect(link.endsWith('?lang=en')).toBe(locale === 'en');

    // A reader who is not signed in, in a browser of their own.
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await usePreferences(readerPage, locale);
    const first = await readerPage.goto(link);
    // The served page already names the portfolio for link previews, and keeps out of search engines.
    const html = await first!.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<meta property="og:title" content="Shared (ar|en) \d+/);
    await expect(readerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const holdings = readerPage.getByTestId('shared-holdings');
    await expect(holdings.locator('[data-symbol="2222"]')).toBeVisible();
    await expect(holdings.locator('[data-symbol="1120"]')).toBeVisible();
    await expect(holdings.locator('[data-symbol="2222"]')).toContainText(/[%٪]/);
    await expect(readerPage.getByTestId('shared-sectors').getByRole('listitem')).toHaveCount(2);
    await expect(readerPage.getByTestId('shared-returns').getByRole('row')).toHaveCount(5);
    await expect(readerPage.getByRole('columnheader', { name: text(locale, 'share', 'page.weight') })).toBeVisible();
    // No amount anywhere: not the 100,000 deposited, not the ten shares, not the riyal.
    const main = (await readerPage.locator('main').innerText()).replace(/[٬,]/g, '');
    expect(main).not.toMatch(/100000|١٠٠٠٠٠/);
    expect(main).not.toMatch(/SAR|ر\.س|ريال/);
    await expect(readerPage.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    // The owner turns the link off; the reader's next visit finds nothing.
    await dialog.getByRole('button', { name: text(locale, 'share', 'dialog.revoke') }).click();
    await expect(dialog.getByRole('button', { name: text(locale, 'share', 'dialog.create') })).toBeVisible();
    await readerPage.reload();
    await expect(readerPage.getByTestId('shared-not-found')).toBeVisible();
    await expect(readerPage.getByText(text(locale, 'share', 'notFound.title'))).toBeVisible();
    await expect(readerPage.getByTestId('shared-holdings')).toHaveCount(0);
    await reader.close();
  });
}
