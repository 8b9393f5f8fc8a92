import { expect, test } from '@playwright/test';
import { text, usePreferences } from './support/accounts.ts';

/** A path with its ids replaced, so one stock, fund or market stands for all of them. */
const shapeOf = (path: string) => path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');

// Every link the app draws leads to a page that exists: followed from the pages a visitor starts
// on, one page per shape of address, both languages. A link to a page not built yet is a dead end.
for (const locale of ['ar', 'en'] as const) {
  test(`no link leads to "page not found", ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await usePreferences(page, locale);
    // /en switches the saved language to English, so the pages after it may speak either.
    const notFound = [text('ar', 'shell', 'notFound.title'), text('en', 'shell', 'notFound.title')];
    const queue = ['/', '/en', '/dashboard', '/contact', '/payment/packages', '/auth/login'];
    // Every entry of the menu, including those the top bar folds under "more": the phone's drawer lists them all.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: text(locale, 'shell', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog').getByRole('navigation');
    // The drawer's code is fetched when it is first opened.
    await expect(menu).toBeVisible();
    const entries = await menu.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(entries.length).toBeGreaterThan(5);
    queue.push(...entries.filter((href) => href.startsWith('/')));
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen = new Set<string>();
    const dead: string[] = [];
    while (queue.length > 0 && seen.size < 50) {
      const path = queue.shift()!;
      if ([...seen].some((known) => shapeOf(known) === shapeOf(path))) continue;
      seen.add(path);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const title = await page.title();
      if (notFound.some((words) => title.includes(words))) dead.push(path);
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const url = new URL(href, page.url());
        if (url.origin !== new URL(page.url()).origin) continue;
        queue.push(`${url.pathname}${url.search}`);
      }
    }
    expect(seen.size).toBeGreaterThan(8);
    expect(dead).toEqual([]);
  });
}
