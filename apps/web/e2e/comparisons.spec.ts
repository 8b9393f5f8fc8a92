import { expect, test, type Page } from '@playwright/test';
import { text, usePreferences, type Locale } from './support/accounts.ts';
import { stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * Comparisons in both languages: a PROFESSIONAL member compares three companies by quarter and
 * saves a favourite indicator; an ADVANCE member meets the one-company limit; a BASIC member is
 * offered the upgrade.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const password = 'Sahm-demo-2026';
// Each language toggles its own indicator, so the two runs never undo each other's favourite.
const favoriteOf: Record<Locale, string> = { ar: 'revenue', en: 'net_income' };

async function signIn(page: Page, email: string) {
  await page.goto('/dashboard/404');
  await storeSessionOnPage(page, page.request, email, password);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`comparisons, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'comparisons', key, values);
    const addCompany = async (page: Page, symbol: string) => {
      // The top bar holds a company search of its own.
      const search = page.getByTestId('comparison-item-picker').getByRole('combobox', { name: text(locale, 'stocks', 'lookup.label') });
      await search.fill(symbol);
      // The suggestions follow the typing after a pause: wait for this symbol's.
      await chooseOption(page.getByRole('option').filter({ hasText: symbol }).first());
    };

    test.beforeEach(async ({ page }) => {
      await usePreferences(page, locale);
    });

    test('a PROFESSIONAL member compares three companies by quarter and saves a favourite indicator', async ({ page, request }) => {
      const names = await Promise.all(
        ['2222', '1120', '2010'].map(async (code) => (await stockBySymbol(request, code, locale)).short_name),
      );
      await signIn(page, 'professional@sahm.demo');
      await page.goto('/dashboard/compare');
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();

      await expect(page.getByTestId('indicator-input')).toBeVisible();
      // Nothing chosen (reset clears the default indicators too): the required errors of §5.
      await page.getByRole('button', { name: t('actions.reset') }).click();
      await page.getByTestId('compare').click();
      await expect(page.getByText(t('items.required'))).toBeVisible();
      await expect(page.getByText(t('indicators.required'))).toBeVisible();

      // The defaults again, three companies, by quarter.
      await page.reload();
      for (const code of ['2222', '1120', '2010']) await addCompany(page, code);
      const chips = page.getByTestId('compared-items');
      for (const name of names) await expect(chips.getByText(name, { exact: true })).toBeVisible();
      await page.getByTestId('compare').click();
      await page.getByTestId('period-quarterly').click();

      const cards = page.getByTestId('indicator-card');
      await expect(cards.first()).toBeVisible();
      for (const name of names) await expect(cards.first().getByText(name, { exact: true })).toBeVisible();
      await expect(page.getByTestId('quarter-window')).toContainText(/Q[1-4] \d{4}/);

      // The market price toggle adds its card, pinned at the top.
      await page.getByLabel(t('marketPrice')).check();
      await expect(page.getByTestId('pinned-cards').locator('[data-indicator="market_price_per_share"]')).toBeVisible();

      // The share image: a 465 × 524 PNG named sahm-results.png.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('actions.share') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('sahm-results.png');
      const png = await streamBytes(await file.createReadStream());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([465, 524]);

      // A favourite indicator, kept across visits.
      const star = page.locator(`[data-indicator="${favoriteOf[locale]}"]`).getByTestId('favorite-indicator');
      if ((await star.getAttribute('aria-pressed')) === 'true') {
        await star.click();
        await expect(star).toHaveAttribute('aria-pressed', 'false');
      }
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(locale === 'ar' ? 'تم تحديث المؤشرات المفضلة' : 'Favourite indicators updated').first()).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('use-favorites')).toBeVisible();
    });

    test('an ADVANCE member compares one company and meets the limit at the second', async ({ page }) => {
      await signIn(page, 'advance@sahm.demo');
      await page.goto('/dashboard/compare');
      await addCompany(page, '2222');
      await page.getByTestId('compare').click();
      await expect(page.getByTestId('indicator-card').first()).toBeVisible();
      await addCompany(page, '1120');
      await expect(page).toHaveURL(/\/dashboard\/compare#upgrade-required$/);
      await expect(page.getByRole('dialog', { name: t('limit.title') })).toBeVisible();
      await expect(page.getByRole('dialog')).toContainText(t('limit.message'));
    });

    test('a BASIC member is offered the upgrade', async ({ page }) => {
      await signIn(page, 'basic@sahm.demo');
      await page.goto('/dashboard/compare');
      await expect(page).toHaveURL(/\/dashboard\/compare#upgrade-required$/);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByTestId('gated-content')).toBeVisible();
    });
  });
}

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
