import { expect, test, type Page } from '@playwright/test';
import { compile, serialize, stringify } from 'stylis';
import { usePreferences, type Locale } from './support/accounts.ts';
import { stockBySymbol } from './support/portfolios.ts';

/**
 * In a browser that reads nested CSS, each component's class is one nested rule (see
 * src/app/theme/nested-styles.ts). Each page here is drawn with those rules, then with the same
 * rules written out flat by stylis, in place and in the same task (the page cannot change between
 * the two readings): every element's computed style must be the same.
 */

/** The app's nested class rules, as text. */
function nestedRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((tag) =>
      [...(tag.sheet?.cssRules ?? [])].flatMap((rule) => (rule instanceof CSSStyleRule && rule.cssRules.length > 0 ? [rule.cssText] : [])),
    ),
  );
}

/** Elements whose computed style changed when the nested rules were swapped for flat ones. */
function differencesWhenFlat(page: Page, rules: { css: string; flat: string[] }[]): Promise<string[]> {
  return page.evaluate((swaps) => {
    const elements = [...document.querySelectorAll('#root *')];
    const read = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [...style]
          .sort()
          .map((property) => `${property}:${style.getPropertyValue(property)}`)
          .join(';');
      });
    const nested = read();
    const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((tag) => tag.sheet!);
    // Each rule is found by its text where it stands now, in this task: between the two calls the
    // page may have drawn more (a late part of a form), and Emotion added tags and rules before it.
    const placed = swaps.flatMap(({ css, flat }) => {
      for (const sheet of sheets) {
        const index = [...sheet.cssRules].findIndex((rule) => rule.cssText === css);
        if (index >= 0) return [{ sheet, index, flat }];
      }
      return [];
    });
    if (placed.length !== swaps.length) return [`${swaps.length - placed.length} nested rules read earlier are gone from the sheets`];
    // From the last rule of each sheet back, so the positions of those still to swap stay as found.
    for (const { sheet, index, flat } of placed.sort((a, b) => b.index - a.index)) {
      sheet.deleteRule(index);
      flat.forEach((rule, offset) => sheet.insertRule(rule, index + offset));
    }
    const flat = read();
    return elements.flatMap((element, index) => {
      if (nested[index] === flat[index]) return [];
      const before = nested[index]!.split(';');
      const after = flat[index]!.split(';');
      const changed = before.filter((declaration, at) => declaration !== after[at]);
      return [`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${changed.slice(0, 3).join('; ')}`];
    });
  }, rules);
}

/** A nested rule written out flat by stylis, one rule per entry (insertRule takes one at a time). */
const flatRules = (css: string): string[] =>
  compile(css)
    .map((element) => serialize([element], stringify))
    .filter(Boolean);

const pages: { name: string; locale: Locale; theme: 'light' | 'dark'; width: number; path: (page: Page) => Promise<string> }[] = [
  { name: 'home', locale: 'ar', theme: 'light', width: 412, path: async () => '/dashboard' },
  {
    name: 'a market list',
    locale: 'ar',
    theme: 'dark',
    width: 412,
    path: async (page) => {
      await page.goto('/dashboard');
      await page.locator('[data-market]').first().click();
      await expect(page).toHaveURL(/\/dashboard\/market\/[0-9a-f-]{36}/);
      return new URL(page.url()).pathname;
    },
  },
  {
    name: 'a stock page',
    locale: 'en',
    theme: 'light',
    width: 1280,
    path: async (page) => `/dashboard/market/all-stocks/${(await stockBySymbol(page.request, '2222', 'en')).guid}/overview`,
  },
  { name: 'the registration form', locale: 'en', theme: 'dark', width: 1280, path: async () => '/auth/register' },
];

for (const { name, locale, theme, width, path } of pages) {
  test(`${name} (${locale}, ${theme}, ${width} px): nested class rules style every element as flat ones do`, async ({ page }) => {
    await usePreferences(page, locale, theme);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await path(page));
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const rules = await nestedRules(page);
    // Chromium reads nested CSS: the classes with a state, a part or a breakpoint took that way (stylis leaves none nested).
    expect(rules.length).toBeGreaterThan(20);
    const swaps = rules.map((css) => ({ css, flat: flatRules(css) }));
    expect(await differencesWhenFlat(page, swaps)).toEqual([]);
  });
}

/** Every element's computed style (custom properties listed in no set order, so sorted), but for the old flexbox's `-webkit-box-*` copies that only stylis's prefixer writes. */
function computedStyles(page: Page): Promise<{ element: string; style: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      const properties = [...style].sort().filter((property) => !property.startsWith('-webkit-box-'));
      return {
        element: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.slice(0, 30)}"`,
        style: properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';'),
      };
    }),
  );
}

/**
 * The computed styles once two readings, further apart than Material UI's longest transition
 * (375 ms), agree. Waiting for no running CSS transition was not enough: on a loaded machine a
 * transition could still be starting when that check ran, and a label was read at 0.565 of its way
 * to 0.6.
 */
async function stillStyles(page: Page): Promise<Awaited<ReturnType<typeof computedStyles>>> {
  let last = await computedStyles(page);
  for (;;) {
    await page.waitForTimeout(400);
    const now = await computedStyles(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

test('a page drawn through stylis (a browser without nested CSS) and through nested rules looks the same', async ({ browser }) => {
  const drawn: { element: string; style: string }[][] = [];
  for (const nestedCss of [false, true]) {
    const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
    await usePreferences(page, 'ar');
    if (!nestedCss) await page.addInitScript(() => (CSS.supports = () => false));
    await page.goto('/auth/register');
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The lists wait for their choices; a field's colour then eases in (Material UI's 200 ms
    // transitions): read halfway, it is neither page's colour.
    await expect(page.locator('[role="combobox"][aria-disabled="true"]')).toHaveCount(0);
    expect((await nestedRules(page)).length > 0).toBe(nestedCss);
    drawn.push(await stillStyles(page));
    await page.close();
  }
  const [throughStylis = [], nested = []] = drawn;
  expect(nested.map(({ element }) => element)).toEqual(throughStylis.map(({ element }) => element));
  const changed = throughStylis.flatMap(({ element, style }, index) => {
    const after = nested[index]!.style.split(';');
    return style.split(';').flatMap((declaration, at) => (declaration === after[at] ? [] : [`${element}: ${declaration} → ${after[at]}`]));
  });
  expect(changed).toEqual([]);
});
