import { expect, test, type Page } from '@playwright/test';
import { text, usePreferences, type Locale } from './support/accounts.ts';
import { storeSessionOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * Analyst recommendations in both languages: an ADVANCE member narrows the list to one research
 * firm and one rating and opens a report; a BASIC member is offered the upgrade.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const password = 'Sahm-demo-2026';
const PAGE = '/dashboard/capital-expectations';

async function signIn(page: Page, email: string) {
  await page.goto('/dashboard/404');
  await storeSessionOnPage(page, page.request, email, password);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`analyst recommendations, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'recommendations', key, values);

    test.beforeEach(async ({ page }) => {
      await usePreferences(page, locale);
    });

    test("the demo's note holds its place while the list loads: the filters above the list do not move", async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await page.route(
        (url) => url.pathname.startsWith('/api/v1/stock-capital-expectations'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        },
      );
      await page.goto(PAGE);
      const filter = page.getByRole('combobox', { name: t('filters.firm') });
      await expect(filter).toBeVisible();
      await expect(page.getByTestId('recommendations-demo-held')).toBeHidden();
      const before = (await filter.boundingBox())!.y;
      await expect(page.getByTestId('recommendation-row').first()).toBeVisible();
      await expect(page.getByTestId('recommendations-demo')).toBeVisible();
      expect((await filter.boundingBox())!.y).toBe(before);
    });

    test('an ADVANCE member filters by firm and rating and opens a report', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
      const rows = page.getByTestId('recommendation-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('recommendations-demo')).toBeVisible();

      await page.getByRole('combobox', { name: t('filters.firm') }).click();
      const firm = page.getByRole('option').nth(1);
      const firmName = (await firm.textContent())!;
      await chooseOption(firm);
      await expect(page).toHaveURL(/firm=/);
      await page.getByRole('combobox', { name: t('filters.rating') }).click();
      await chooseOption(page.getByRole('option', { name: t('ratings.COVERAGE_START'), exact: true }));
      await expect(page).toHaveURL(/rating=COVERAGE_START/);

      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) {
        await expect(row).toContainText(firmName);
        await expect(row.locator('[data-rating]').last()).toHaveAttribute('data-rating', 'COVERAGE_START');
      }

      const download = page.waitForEvent('download');
      await rows.first().getByTestId(`report-${locale}`).click();
      expect((await download).suggestedFilename()).toMatch(new RegExp(`-${locale}\\.pdf$`));
    });

    test('a BASIC member is offered the upgrade', async ({ page }) => {
      await signIn(page, 'basic@sahm.demo');
      await page.goto(PAGE);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t('upgrade.title'));
      await expect(page).toHaveURL(/#upgrade-required$/);
      await expect(page.getByTestId('recommendation-row')).toHaveCount(0);
    });
  });
}
