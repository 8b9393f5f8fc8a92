import { expect, test } from '@playwright/test';
import { createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, asUser, portfolioWithHoldings, storeSessionOnPage } from './support/portfolios.ts';

/**
 * With every column of the holdings table chosen, the table scrolls sideways on a desktop screen;
 * each row's Buy more and Sell stay in view at the end edge, in both directions.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`holdings actions stay in view with every column, ${locale}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await createVerifiedAccount(request, `actions-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    await portfolioWithHoldings(request, token, ['2222', '1120'], `Actions ${locale}`);
    await asUser(request, token).post('/portfolio/favorites-indices', { tags: 'all' });
    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');

    const table = page.getByRole('table', { name: text(locale, 'portfolios', 'title') });
    await expect(table.getByTestId('holding-row')).toHaveCount(2);
    const scroller = table.locator('xpath=..');
    // The table is wider than its box: it does scroll.
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth + 100)).toBe(true);
    const box = (await scroller.boundingBox())!;
    for (const name of [text(locale, 'portfolios', 'columns.sell'), text(locale, 'portfolios', 'columns.buyMore')]) {
      const button = table.getByRole('button', { name: new RegExp(`^${name}:`) }).first();
      const rect = (await button.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(box.x);
      expect(rect.x + rect.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    // Still there after scrolling the figures to the far side.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth * (document.dir === 'rtl' ? -1 : 1) }));
    await expect(
      table.getByRole('button', { name: new RegExp(`^${text(locale, 'portfolios', 'columns.sell')}:`) }).first(),
    ).toBeInViewport();
  });
}
