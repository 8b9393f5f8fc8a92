import { expect, test } from '@playwright/test';
import { text, usePreferences } from './support/accounts.ts';

for (const locale of ['ar', 'en'] as const) {
  test(`public pages, ${locale}: the contact page's trial link lands on the form; the terms are in one language`, async ({ page }) => {
    await usePreferences(page, locale);
    await page.goto('/contact');
    await page.getByRole('link', { name: text(locale, 'landing', 'contactPage.trial.link') }).click();
    await expect(page).toHaveURL(/\/#book-trial$/);
    // Still there once the packages above it have loaded.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#book-trial')).toBeInViewport();

    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'landing', 'terms.title') })).toBeVisible();
    const words = await page.locator('main').innerText();
    if (locale === 'ar') expect(words).not.toMatch(/[A-Za-z]{4,}/);
    else {
      expect(words).not.toMatch(/[\u0600-\u06ff]/);
      await page.getByRole('button', { name: text(locale, 'landing', 'terms.showArabic') }).click();
      await expect(page.getByTestId('terms-arabic')).toHaveAttribute('lang', 'ar');
    }
  });
}
