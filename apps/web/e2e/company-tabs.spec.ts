import { expect, test, type Page } from '@playwright/test';
import { text, usePreferences, type Locale } from './support/accounts.ts';
import { stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';

/**
 * The company tabs of a stock page (Aramco) in both languages: a visitor is asked to sign in on
 * each of the four (Shariah included); a BASIC member sees the profile and the Shariah cards and is
 * offered the upgrade on shareholders and dividends; an ADVANCE member sees all four.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const password = 'Sahm-demo-2026';
const tabs = [
  { path: 'company-profile', label: 'detail.tabs.companyProfile' },
  { path: 'share-holders', label: 'detail.tabs.shareHolders' },
  { path: 'shariah', label: 'detail.tabs.shariah' },
  { path: 'dividends', label: 'detail.tabs.dividends' },
] as const;
type TabPath = (typeof tabs)[number]['path'];

async function signIn(page: Page, email: string) {
  // The session goes where the app keeps it, on the site's own origin.
  await page.goto('/dashboard/404');
  await storeSessionOnPage(page, page.request, email, password);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`company tabs, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'company', key, values);
    const common = (key: string, values?: Record<string, string | number>) => text(locale, 'common', key, values);
    let stock: { guid: string; short_name: string };
    const open = async (page: Page, tab: TabPath) => {
      await page.goto(`/dashboard/market/all-stocks/${stock.guid}/${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };
    const signInPrompt = (page: Page) => page.getByRole('heading', { name: common('gate.signInTitle') });
    const upgradePrompt = (page: Page) =>
      page.getByText(common('gate.upgradeText', { plan: common('gate.plans.ADVANCE') }), { exact: true });

    test.beforeEach(async ({ page, request }) => {
      await usePreferences(page, locale);
      stock = await stockBySymbol(request, '2222', locale);
    });

    test('a visitor is asked to sign in on each company tab', async ({ page }) => {
      for (const tab of tabs) {
        await open(page, tab.path);
        // The header's link to the tab is there, and the tab itself is locked.
        await expect(page.getByRole('tab', { name: text(locale, 'stocks', tab.label) })).toHaveAttribute('aria-selected', 'true');
        await expect(signInPrompt(page)).toBeVisible();
        await expect(page.getByRole('link', { name: common('gate.signIn') })).toBeVisible();
      }
    });

    test('a BASIC member sees the profile and the Shariah cards, and is offered the upgrade elsewhere', async ({ page }) => {
      await signIn(page, 'basic@sahm.demo');

      await open(page, 'company-profile');
      await expect(page.getByRole('heading', { level: 2, name: t('profile.about') })).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: t('board.tableLabel', { name: stock.short_name }) })
          .locator('tbody tr')
          .first(),
      ).toBeVisible();

      for (const tab of ['share-holders', 'dividends'] as const) {
        await open(page, tab);
        await expect(upgradePrompt(page)).toBeVisible();
        await expect(page.getByRole('link', { name: common('gate.upgrade') })).toHaveAttribute('href', '/payment');
      }

      await open(page, 'shariah');
      await expect(page.getByRole('list', { name: t('shariah.listLabel') }).getByRole('listitem')).toHaveCount(5);
    });

    test('an ADVANCE member sees all four tabs', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');

      await open(page, 'company-profile');
      const board = page.getByRole('table', { name: t('board.tableLabel', { name: stock.short_name }) });
      await expect(board.locator('tbody tr[data-row]').first()).toBeVisible();
      await page.getByRole('button', { name: t('board.historical') }).click();
      await expect(
        page
          .getByRole('table', { name: t('board.historyLabel', { name: stock.short_name }) })
          .locator('tbody tr[data-row]')
          .first(),
      ).toBeVisible();

      // From the header's tab link, as a reader goes.
      await page.getByRole('tab', { name: text(locale, 'stocks', 'detail.tabs.shareHolders') }).click();
      await expect(page).toHaveURL(/\/share-holders$/);
      await expect(
        page
          .getByRole('table', { name: t('shareholders.tableLabel', { name: stock.short_name }) })
          .locator('tbody tr[data-row]')
          .first(),
      ).toBeVisible();

      await open(page, 'shariah');
      const cards = page.getByRole('list', { name: t('shariah.listLabel') }).getByRole('listitem');
      await expect(cards).toHaveCount(5);
      await expect(cards.first().getByRole('heading', { level: 3 })).toBeVisible();

      await open(page, 'dividends');
      const years = page.getByRole('table', { name: t('dividends.years.tableLabel', { name: stock.short_name }) });
      await expect(years.getByRole('rowheader', { name: t('dividends.years.rows.total') })).toBeVisible();
      await expect(years.locator('tbody tr')).toHaveCount(9);
      await expect(page.locator('section[aria-labelledby="dividend-chart-title"] canvas')).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: t('dividends.calendar.tableLabel', { name: stock.short_name }) })
          .locator('tbody tr[data-row]')
          .first(),
      ).toBeVisible();
    });
  });
}
