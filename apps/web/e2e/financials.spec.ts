import { expect, test, type Page } from '@playwright/test';
import { text, usePreferences, type Locale } from './support/accounts.ts';
import { stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * The financial statements and statistics tabs of a stock page (Al Rajhi, a bank) in both
 * languages: an ADVANCE member switches the period filters, opens an item, draws one on the
 * comparison chart, downloads a report file and narrows the statistics to one indicator; a BASIC member is offered the upgrade.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const password = 'Sahm-demo-2026';

async function signIn(page: Page, email: string) {
  await page.goto('/dashboard/404');
  await storeSessionOnPage(page, page.request, email, password);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`financial tabs, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'financials', key, values);
    const common = (key: string, values?: Record<string, string | number>) => text(locale, 'common', key, values);
    let stock: { guid: string; short_name: string };
    const open = async (page: Page, tab: 'financial-statements' | 'statistics') => {
      await page.goto(`/dashboard/market/all-stocks/${stock.guid}/${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };

    test.beforeEach(async ({ page, request }) => {
      await usePreferences(page, locale);
      stock = await stockBySymbol(request, '1120', locale);
    });

    test('an ADVANCE member reads the statements by period, opens an item and compares it', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await open(page, 'financial-statements');
      const income = page.getByRole('table', {
        name: t('statements.tableLabel', { statement: t('statements.income_statement'), name: stock.short_name }),
      });
      await expect(income.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('financials-demo')).toBeVisible();

      const periods = [
        ['BI_ANNUALS', /^(H[12]|النصف)/],
        ['QUARTERS', /^(Q[1-4]|الربع)/],
        ['ANNUALS', /^\d{4}$/],
      ] as const;
      for (const [filter, heading] of periods) {
        await page.getByRole('tab', { name: t(`periods.${filter}`), exact: true }).click();
        await expect(income.getByRole('columnheader').nth(1)).toHaveText(heading);
      }

      // The first item with parts opens in place.
      const expand = income.locator('button[aria-expanded="false"]').first();
      const rowsBefore = await income.locator('tbody tr').count();
      await expand.click();
      await expect(income.locator('button[aria-expanded="true"]')).toHaveCount(1);
      expect(await income.locator('tbody tr').count()).toBeGreaterThan(rowsBefore);
      await expect(income.locator('tbody tr[data-depth="1"]').first()).toBeVisible();

      // Pick the first item for the comparison chart.
      await page.getByRole('combobox', { name: t('compare.pick') }).click();
      await chooseOption(page.getByRole('option').first());
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-testid="comparison-chart"] canvas')).toBeVisible();

      // The year's financial statements as a file, fetched with the member's token.
      const files = page.getByRole('table', { name: t('files.tableLabel', { name: stock.short_name }) });
      await expect(files.locator('tbody tr[data-file]').first()).toBeVisible();
      const download = page.waitForEvent('download');
      await files
        .getByRole('button', { name: t('files.download') })
        .first()
        .click();
      expect((await download).suggestedFilename()).toMatch(/^1120-\d{4}-annual-.+\.pdf$/);

      // Another period clears the choice.
      await page.getByRole('tab', { name: t('periods.QUARTERS'), exact: true }).click();
      await expect(page.getByTestId('comparison-chart')).toHaveCount(0);
      await expect(page.getByText(t('compare.hint'))).toBeVisible();
    });

    test('an ADVANCE member narrows the statistics to one indicator', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await open(page, 'statistics');
      await expect(page.locator('tr[data-indicator]').first()).toBeVisible();
      const all = await page.locator('tr[data-indicator]').count();
      expect(all).toBeGreaterThan(10);

      await page.getByRole('combobox', { name: t('statistics.indicators') }).click();
      const option = page.getByRole('option').first();
      const chosen = (await option.textContent()) ?? '';
      await chooseOption(option);
      await page.keyboard.press('Escape');
      await expect(page.locator('tr[data-indicator]')).toHaveCount(1);
      await expect(page.locator('tr[data-indicator] th')).toContainText(chosen);

      const answer = page.waitForResponse((r) => r.url().includes('financials?period_filter=QUARTERS') && r.ok());
      await page.getByRole('tab', { name: t('statistics.periods.QUARTERS'), exact: true }).click();
      await answer;
      await expect(page.locator('tr[data-indicator]')).toHaveCount(1);
    });

    test('a BASIC member is offered the upgrade on both tabs', async ({ page }) => {
      await signIn(page, 'basic@sahm.demo');
      for (const tab of ['financial-statements', 'statistics'] as const) {
        await open(page, tab);
        await expect(page.getByTestId('gated-content')).toBeVisible();
        await expect(page.getByText(common('gate.upgradeText', { plan: common('gate.plans.ADVANCE') }), { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: common('gate.upgrade') })).toHaveAttribute('href', '/payment');
      }
    });
  });
}
