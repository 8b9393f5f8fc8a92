import { expect, test, type Page } from '@playwright/test';
import { appHeaders, createVerifiedAccount, text, usePreferences, type Locale } from './support/accounts.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type Item = { guid: string; symbol_code?: string };

/** The guid of a stock (by symbol) or of the first fund, asked of the API the page uses. */
async function guidOf(page: Page, path: string, search?: string): Promise<string> {
  const response = await page.request.get(`/api/v1/${path}`, { params: { size: 5, ...(search ? { search } : {}) }, headers: appHeaders });
  const { items } = (await response.json()) as { items: Item[] };
  const found = search ? items.find((item) => item.symbol_code === search) : items[0];
  if (!found) throw new Error(`Nothing found at ${path} for ${search ?? 'the first item'}`);
  return found.guid;
}

async function signInInDialog(page: Page, locale: Locale, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: text(locale, 'identity', 'authRequired.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text(locale, 'identity', 'fields.email')).fill(email);
  await dialog.getByLabel(text(locale, 'identity', 'fields.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text(locale, 'identity', 'login.submit'), exact: true }).click();
  // Signing in asks the token service, then the profile: slower on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`market data, ${locale}`, () => {
    test.beforeEach(async ({ page }) => usePreferences(page, locale));

    test('home shows the index chart, sectors, market data and movers, with the market open', async ({ page }) => {
      const t = (key: string, values?: Record<string, string | number>) => text(locale, 'markets', key, values);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();

      // Header strip: a chip per market and the follow list, which asks a visitor to sign in.
      await expect(page.locator('[data-market]')).toHaveCount(2);
      // Index chart: the Day frame with the green (open) dot, and a drawn canvas.
      const chart = page.locator('section[aria-labelledby="index-chart-title"]');
      await expect(chart.getByRole('tab', { name: text(locale, 'common', 'periods.day') })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('market-session')).toHaveAttribute('data-open', 'true');
      await expect(chart.locator('canvas').first()).toBeVisible();
      // Time runs left to right in Arabic too: the chart keeps its own direction.
      await expect(chart.locator('[role="figure"]')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByTestId('index-value')).toBeVisible();

      // Sectors, market data and the four movers tabs.
      await expect(page.getByRole('list', { name: t('sectors.title') }).getByRole('listitem')).not.toHaveCount(0);
      const table = page.getByRole('table', { name: text(locale, 'stocks', 'marketData.title') });
      await expect(table.locator('tbody tr[data-stock]')).not.toHaveCount(0);
      const movers = page.locator('section[aria-labelledby="movement-title"]');
      for (const movement of ['HIGHEST', 'LOWEST', 'MOST_ACTIVE_VOLUME', 'MOST_ACTIVE_VALUE']) {
        await movers.getByRole('tab', { name: text(locale, 'stocks', `movement.${movement}`) }).click();
        await expect(movers.getByRole('list', { name: text(locale, 'stocks', `movement.${movement}`) }).getByRole('listitem')).toHaveCount(
          10,
        );
      }

      // A week frame draws too; then the follow list sends a visitor to sign in on the first market.
      await chart.getByRole('tab', { name: text(locale, 'common', 'periods.week') }).click();
      await expect(chart.locator('canvas').first()).toBeVisible();
      await page.getByRole('link', { name: t('followList') }).click();
      await expect(page).toHaveURL(/\/dashboard\/market\/[0-9a-f-]{36}#auth-required$/);
      await expect(page.getByRole('dialog', { name: text(locale, 'identity', 'authRequired.title') })).toBeVisible();
    });

    test('a stock page follows the live price while the feed runs', async ({ page }) => {
      const guid = await guidOf(page, 'stocks/', '2222');
      await page.goto(`/dashboard/market/all-stocks/${guid}`);
      await expect(page).toHaveURL(new RegExp(`/all-stocks/${guid}/overview$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const price = page.getByTestId('stock-price');
      await expect(price).toHaveText(/\d+\.\d\d/);
      const first = await price.textContent();
      // The feed steps each second; a liquid stock moves within a few steps.
      await expect.poll(async () => price.textContent(), { timeout: 45_000, intervals: [500] }).not.toBe(first);

      // The basic values and changes tabs.
      await page.getByRole('tab', { name: text(locale, 'stocks', 'figures.changes') }).click();
      await expect(page.locator('[data-key="ytd"]')).toBeVisible();
      // Performance is a subscriber feature: a visitor is asked to sign in.
      await page.getByRole('tab', { name: text(locale, 'stocks', 'detail.tabs.performance') }).click();
      await expect(page.getByRole('heading', { name: text(locale, 'common', 'gate.signInTitle') })).toBeVisible();
    });
  });
}

test('favourites: a visitor signs in from the star, follows a stock, finds it under Favorites and removes it', async ({
  page,
  request,
}) => {
  const locale = 'ar';
  const t = (key: string, values?: Record<string, string>) => text(locale, 'stocks', key, values);
  const account = await createVerifiedAccount(request, 'favorites');
  await usePreferences(page, locale);
  await page.goto('/dashboard/market');
  const table = page.getByRole('table');
  const row = table.locator('tr[data-stock="1150"]');
  await page.getByTestId('stock-search-input').fill('1150');
  // The search lands in the address after its debounce.
  await expect(page).toHaveURL(/search=1150/);
  await expect(table.locator('tbody tr[data-stock]')).toHaveCount(1);
  const name = (await row.getByRole('link').first().textContent()) ?? '';

  // A visitor's star opens the sign-in dialog instead.
  await row.getByRole('button', { name: t('favorites.add', { name }) }).click();
  await signInInDialog(page, locale, account.email, account.password);

  // Favorites is disabled while a search is on.
  const favoritesTab = page.getByRole('tab', { name: t('favorites.tab') });
  await expect(favoritesTab).toBeDisabled();

  await row.getByRole('button', { name: t('favorites.add', { name }) }).click();
  await expect(page.getByText('تمت إضافة السهم إلى المفضلة')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('button', { name: t('favorites.remove', { name }) })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: t('search.clear') }).click();
  await favoritesTab.click();
  await expect(page).toHaveURL(/tab=favorites/);
  await expect(page.getByRole('table', { name: /المفضلة/ }).locator('tbody tr[data-stock]')).toHaveCount(1);
  await row.getByRole('button', { name: t('favorites.remove', { name }) }).click();
  await expect(page.getByText('تمت إزالة السهم من المفضلة')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t('favorites.emptyTitle'))).toBeVisible();
});

test('the performance tab: an upgrade prompt for BASIC, the chart and sessions for ADVANCE', async ({ page }) => {
  const locale = 'en';
  await usePreferences(page, locale);
  const guid = await guidOf(page, 'stocks/', '1120');
  await page.goto(`/dashboard/market/all-stocks/${guid}/performance#auth-required`);
  await signInInDialog(page, locale, 'basic@sahm.demo', 'Sahm-demo-2026');
  await expect(
    page.getByText(text(locale, 'common', 'gate.upgradeText', { plan: text(locale, 'common', 'gate.plans.ADVANCE') })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text(locale, 'common', 'gate.upgrade') })).toHaveAttribute('href', '/payment');

  // Another member, with the permission.
  await page.evaluate(() => {
    localStorage.removeItem('session');
    sessionStorage.removeItem('session');
  });
  // A full load: the same address with another hash would not start the app again.
  await page.goto('about:blank');
  await page.goto(`/dashboard/market/all-stocks/${guid}/performance#auth-required`);
  await signInInDialog(page, locale, 'advance@sahm.demo', 'Sahm-demo-2026');
  const section = page.locator('section[aria-labelledby="performance-title"]');
  await expect(section.locator('canvas').first()).toBeVisible();
  await section.getByRole('button', { name: text(locale, 'stocks', 'performance.calendar') }).click();
  await expect(section.getByRole('table').locator('tbody tr')).toHaveCount(25);
});

test('a fund: followed and unfollowed from the list, its overview, then its calendar found by an exact date', async ({ page, request }) => {
  const locale = 'en';
  const t = (key: string, values?: Record<string, string>) => text(locale, 'funds', key, values);
  const account = await createVerifiedAccount(request, 'funds');
  await usePreferences(page, locale);
  await page.goto('/dashboard/market/mutual-fund');
  const firstFund = page
    .getByRole('table', { name: t('list.label') })
    .locator('tbody tr')
    .first();
  const name = (await firstFund.getByRole('link').textContent()) ?? '';

  // Following needs an account: the star asks to sign in first.
  await firstFund.getByRole('button', { name: t('favorites.add', { name }) }).click();
  await signInInDialog(page, locale, account.email, account.password);
  await firstFund.getByRole('button', { name: t('favorites.add', { name }) }).click();
  await expect(page.getByText('Fund successfully added to favorites')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: t('list.favoritesTab') }).click();
  const followed = page.getByRole('table', { name: t('list.favoritesLabel') }).locator('tbody tr');
  await expect(followed).toHaveCount(1);
  await followed
    .first()
    .getByRole('button', { name: t('favorites.remove', { name }) })
    .click();
  await expect(page.getByText('Fund successfully removed from favorites')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t('list.noFavorites'))).toBeVisible();

  await page.getByRole('tab', { name: t('list.allTab') }).click();
  await firstFund.getByRole('link').click();
  await expect(page).toHaveURL(/\/mutual-fund\/[0-9a-f-]{36}\/overview$/);
  await expect(page.locator('[data-key="shariah"]')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="nav-chart-title"] canvas').first()).toBeVisible();

  await page.getByRole('tab', { name: t('detail.tabs.performance') }).click();
  await page.getByRole('button', { name: t('performance.calendar') }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const date = (await rows.nth(7).getAttribute('data-date')) ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByTestId('fund-date-search').fill(date);
  await page.getByRole('button', { name: t('calendar.search') }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-date', date);

  await page.getByRole('button', { name: t('calendar.reset') }).click();
  await expect(rows).toHaveCount(25);
});
