import { expect, test, type Page } from '@playwright/test';
import { appHeaders, text, usePreferences, type Locale } from './support/accounts.ts';
import { storeSessionOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * The screener in both languages: an ADVANCE member screens with three filters (a price, a change
 * and the market), meets the "fill in all fields" rule and changes the columns; a BASIC member is
 * offered the upgrade.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const password = 'Sahm-demo-2026';
type Field = { key: string; label_ar: string; label_en: string };

async function signIn(page: Page, email: string) {
  await page.goto('/dashboard/404');
  await storeSessionOnPage(page, page.request, email, password);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`screener, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'screener', key, values);
    let label: (key: string) => string;

    test.beforeEach(async ({ page, request }) => {
      await usePreferences(page, locale);
      const { fields } = (await (await request.get('/api/v1/screener/fields/', { headers: appHeaders })).json()) as { fields: Field[] };
      label = (key) => {
        const field = fields.find((f) => f.key === key)!;
        return locale === 'ar' ? field.label_ar : field.label_en;
      };
    });

    test('an ADVANCE member screens with three filters and changes the columns', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await page.goto('/dashboard/filter');
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
      const rows = page.getByTestId('screener-row');
      await expect(rows).toHaveCount(1);
      const row = (n: number) => rows.nth(n);
      const chooseField = async (n: number, key: string) => {
        await row(n)
          .getByRole('combobox', { name: t('filters.field') })
          .fill(label(key));
        await chooseOption(page.getByRole('option', { name: label(key), exact: true }));
      };
      const add = () => page.getByRole('button', { name: t('filters.add') }).click();

      // An unfinished row blocks a new one.
      await add();
      await expect(page.getByTestId('screener-error')).toHaveText(t('filters.fillAll'));
      await expect(rows).toHaveCount(1);

      await chooseField(0, 'price');
      await row(0).getByTestId('screener-value').fill('1');
      await add();
      await chooseField(1, 'change_ratio');
      await row(1)
        .getByRole('combobox', { name: t('filters.operator') })
        .click();
      await chooseOption(page.getByRole('option', { name: t('operators.lte') }));
      await row(1).getByTestId('screener-value').fill('100');
      await add();
      await chooseField(2, 'market_guid');
      await row(2)
        .getByRole('combobox', { name: t('filters.market') })
        .click();
      await chooseOption(page.getByRole('option').first());
      // The first row stays; the others can go.
      await expect(row(0).getByRole('button', { name: t('filters.remove', { n: 1 }) })).toHaveCount(0);
      await expect(row(2).getByRole('button', { name: t('filters.remove', { n: 3 }) })).toBeVisible();

      await page.getByTestId('screener-submit').click();
      await expect(page).toHaveURL(/price__gte=1&change_ratio__lte=100&market_guid=[0-9a-f-]{36}/);
      const results = page.getByTestId('screener-results');
      await expect(results.locator('tbody tr').first()).toBeVisible();
      const first = results.locator('tbody tr').first().getByRole('link');
      await expect(first).toHaveAttribute('href', /\/dashboard\/market\/all-stocks\/[0-9a-f-]{36}$/);

      // Columns: one default goes, an indicator comes.
      await page.getByRole('button', { name: t('columns.chooser') }).click();
      const dialog = page.getByRole('dialog', { name: t('columns.chooserTitle') });
      await dialog.getByRole('checkbox', { name: label('change_value'), exact: true }).uncheck();
      await dialog.getByLabel(t('columns.search')).fill(label('return_of_equity_percent'));
      await dialog.getByRole('checkbox', { name: label('return_of_equity_percent'), exact: true }).check();
      await dialog.getByTestId('screener-columns-apply').click();
      await expect(page).toHaveURL(/fields=[^&]*return_of_equity_percent/);
      await expect(results.locator('th[data-column="return_of_equity_percent"]')).toBeVisible();
      await expect(results.locator('th[data-column="change_value"]')).toHaveCount(0);

      // Sorting by a column orders the rows by it.
      await results.getByRole('button', { name: t('results.sortBy', { column: label('price') }) }).click();
      await expect(results.locator('th[data-column="price"]')).toHaveAttribute('aria-sort', 'descending');

      // Clear: one empty row, no results.
      await page.getByRole('button', { name: t('filters.clear') }).click();
      await expect(rows).toHaveCount(1);
      await expect(results).toHaveCount(0);
      await expect(page.getByText(t('results.noneYet'))).toBeVisible();

      // Back in the browser: the rows and the results both come back from the address.
      await page.goBack();
      await expect(page).toHaveURL(/price__gte=1&change_ratio__lte=100/);
      await expect(rows).toHaveCount(3);
      await expect(row(0).getByTestId('screener-value')).toHaveValue('1');
      await expect(results.locator('tbody tr').first()).toBeVisible();
    });

    if (locale === 'ar') {
      test('a BASIC member is offered the upgrade', async ({ page }) => {
        await signIn(page, 'basic@sahm.demo');
        await page.goto('/dashboard/filter');
        await expect(page).toHaveURL(/\/dashboard\/filter#upgrade-required$/);
        await expect(page.getByRole('dialog')).toContainText(t('upgrade.title'));
      });
    }
  });
}
