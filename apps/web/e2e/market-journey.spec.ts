import { expect, test } from '@playwright/test';
import { chooseOption } from './support/options.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('the app opens on the main market, in Arabic, right to left', async ({ page }) => {
  await page.goto('/dashboard/market');
  await expect(page).toHaveURL(/\/dashboard\/market\/[0-9a-f-]{36}$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'جميع الأسهم' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'الأسواق' }).getByRole('tab', { selected: true })).toContainText('السوق الرئيسية');
  await expect(page.getByTestId('demo-data-banner')).toBeVisible();
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  // Home is the landing page.
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('market list journey: menu, Arabic search without hamza, language and theme kept', async ({ page }) => {
  // Start on a page that does not exist yet and reach the list through the menu.
  await page.goto('/dashboard/compare');
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'السوق', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/market\/[0-9a-f-]{36}/);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // Typed without hamza, found with it: the server normalises Arabic.
  const search = page.getByTestId('stock-search-input');
  await search.fill('الانماء');
  await expect(page).toHaveURL(/search=/);
  const alinma = table.getByRole('row').filter({ hasText: '1150' });
  await expect(alinma).toContainText('الإنماء');

  await search.fill('اسمنت');
  await expect(table.getByRole('row').filter({ hasText: 'أسمنت' }).first()).toBeVisible();

  // The top bar's search lands on the same list, filtered to the chosen company.
  const lookup = page.getByRole('combobox', { name: 'البحث عن سهم' });
  await lookup.fill('1150');
  await chooseOption(page.getByRole('option').filter({ hasText: '1150' }).first());
  await expect(page).toHaveURL(/search=1150/);
  await expect(search).toHaveValue('1150');

  // Sorting by a header asks the server for that order.
  await table.getByRole('button', { name: 'حجم التداول' }).click();
  await expect(page).toHaveURL(/order_by=-trade_volume/);

  // English: the page reloads left to right.
  await page.getByRole('button', { name: 'الحساب' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'All stocks' })).toBeVisible();

  // Dark mode, then a reload: both choices are kept.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 13, 28)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 13, 28)');
});
