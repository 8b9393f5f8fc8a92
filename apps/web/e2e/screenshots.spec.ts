import path from 'node:path';
import { expect, test } from '@playwright/test';

// Pictures of the list page for a human to look at (RTL mirroring, overflow, number direction).
const folder = path.join(import.meta.dirname, '../test-results/screenshots');

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

for (const locale of ['ar', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`list page, ${locale}, ${theme}, ${device}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(
          (preferences) => {
            localStorage.setItem('locale', preferences.locale);
            localStorage.setItem('theme', preferences.theme);
          },
          { locale, theme },
        );
        await page.goto('/');
        await expect(page).toHaveURL(/\/dashboard\/market\//);
        const firstRow = device === 'phone' ? page.locator('main ul li').first() : page.locator('main tbody tr').first();
        await expect(firstRow).toBeVisible();
        await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(folder, `list-${locale}-${theme}-${device}.png`), fullPage: true });
      });
    }
  }
}
