import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appHeaders, text, usePreferences, type Locale } from './support/accounts.ts';
import { stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';

/**
 * A visit's first page asks for its data while React and the page's code load (the routes'
 * loaders), into the same cache the page reads: each request leaves once, and none waits for the
 * page to be drawn first.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** The API reads a page makes, from now on. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

/** The page's layout shift so far, as Lighthouse sums it (shifts without recent input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

/**
 * Whether each request matching `url` left before the page drew `drawn`: started by the route's
 * loader (the first page waits for it), not by a component as the page's first commit mounts it.
 */
async function askedBeforeDrawn(page: Page, url: RegExp, drawn: string): Promise<boolean[]> {
  const answers: boolean[] = [];
  await page.route(url, async (route) => {
    answers.push(await page.evaluate((selector) => document.querySelector(selector) === null, drawn));
    await route.continue();
  });
  return answers;
}

/**
 * Signed in as the professional demo account, on a blank page: away from the page that stored the
 * session, so none of its own requests is counted.
 */
async function signedInOnBlank(page: Page, request: APIRequestContext) {
  await page.goto('/terms');
  await storeSessionOnPage(page, request, 'professional@sahm.demo', 'Sahm-demo-2026');
  await page.goto('about:blank');
}

const repeated = (reads: string[]) => reads.filter((read, index) => reads.indexOf(read) !== index);

/** The page asked for each of these, and for nothing twice. */
function expectReadOnce(reads: string[], expected: RegExp[]) {
  for (const read of expected)
    expect(
      reads.filter((url) => read.test(url)),
      `${read}`,
    ).not.toHaveLength(0);
  expect(repeated(reads)).toEqual([]);
}

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test.describe(`first load (${locale})`, () => {
    test.beforeEach(async ({ page }) => usePreferences(page, locale));

    test('home: the market, its most traded stocks, sectors and risers, each asked for once', async ({ page }) => {
      const reads = apiReads(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectReadOnce(reads, [
        /^\/api\/v1\/markets\/\?/,
        /\/status\/$/,
        /\/stocks\/\?.*order_by=-trade_value/,
        /\/sectors\/points\//,
        /\/stocks\/movement\//,
      ]);
    });

    test('a stock page: the stock, its market status and chart, each asked for once', async ({ page, request }) => {
      const stock = await stockBySymbol(request, '2222', locale);
      const reads = apiReads(page);
      await page.goto(`/dashboard/market/all-stocks/${stock.guid}/overview`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(stock.short_name);
      await page.waitForLoadState('networkidle');
      expectReadOnce(reads, [
        new RegExp(`^/api/v1/stocks/${stock.guid}/$`),
        /\/status\/$/,
        new RegExp(`^/api/v1/stocks/${stock.guid}/points/`),
      ]);
    });

    test('a market list: the markets, the market and the page of stocks its address names, each asked for once', async ({
      page,
      request,
    }) => {
      const markets = (await (await request.get('/api/v1/markets/', { headers: appHeaders })).json()) as {
        items: { guid: string; code: string }[];
      };
      const market = markets.items.find((candidate) => candidate.code === 'TASI') ?? markets.items[0]!;
      const reads = apiReads(page);
      const sectors = await askedBeforeDrawn(page, /\/api\/v1\/sectors\/\?/, 'main ul li');
      await page.goto(`/dashboard/market/${market.guid}?page=2&order_by=-symbol_code`);
      await expect(page.locator('main ul li').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectReadOnce(reads, [
        /^\/api\/v1\/markets\/\?/,
        new RegExp(`^/api/v1/markets/${market.guid}/status/$`),
        new RegExp(`^/api/v1/stocks/\\?(?=.*market_guid=${market.guid})(?=.*page=2)(?=.*order_by=-symbol_code)`),
        new RegExp(`^/api/v1/sectors/\\?market_guid=${market.guid}$`),
      ]);
      // The sector filter's list comes with the page's data, not from the filter as it is drawn.
      expect(sectors).toEqual([true]);
    });

    test('the funds tab: the markets and the page of funds its address names, each asked for once', async ({ page }) => {
      const reads = apiReads(page);
      await page.goto('/dashboard/market/mutual-fund?search=%D8%B5%D9%86%D8%AF%D9%88%D9%82');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectReadOnce(reads, [/^\/api\/v1\/markets\/\?/, /^\/api\/v1\/mutual-funds\/\?(?=.*search=)/]);
    });

    test('the portfolio, signed in: the portfolios and the active one’s figures, each asked for once', async ({ page, request }) => {
      await signedInOnBlank(page, request);
      const reads = apiReads(page);
      const drawn = '[data-testid="holding-row"]';
      const subscription = await askedBeforeDrawn(page, /\/api\/v1\/subscriptions\/current$/, drawn);
      const columns = await askedBeforeDrawn(page, /\/api\/v1\/portfolio\/favorites-indices\/$/, drawn);
      await page.goto('/dashboard/my-stocks');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('holding-row').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectReadOnce(reads, [
        /^\/api\/v1\/portfolio\/\?/,
        /\/status\/$/,
        /\/overview\/$/,
        /\/performance\/$/,
        /\/chart$/,
        /^\/api\/v1\/subscriptions\/current$/,
        /^\/api\/v1\/portfolio\/favorites-indices\/$/,
      ]);
      // The subscription (the trial banner's, whether a trial ended) and the holdings' columns come
      // with the page's data: the holdings are drawn once, with their columns.
      expect([...subscription, ...columns]).toEqual([true, true]);
    });

    test('the portfolio, its list late: sharing and the alert hold their places, disabled, and the links do not grow', async ({
      page,
      request,
    }) => {
      await signedInOnBlank(page, request);
      // Held until the page has been read without them, past the 1.5 s the first page waits for its
      // data: the page is drawn before the portfolios come. (A 3 s delay was not enough on a loaded
      // machine: the list came before the page's first render.)
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/v1\/portfolio\/\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard/my-stocks');
      const share = page.getByRole('button', { name: text(locale, 'share', 'open'), exact: true });
      const alert = page.getByTestId('create-alert');
      await expect(share).toBeDisabled();
      await expect(alert).toBeDisabled();
      const links = share.locator('..');
      const before = (await links.boundingBox())!;
      release();
      await expect(share).toBeEnabled();
      await expect(alert).toBeEnabled();
      const after = (await links.boundingBox())!;
      expect([after.y, after.height]).toEqual([before.y, before.height]);
    });

    test('the portfolio on a phone, the web fonts late: the buttons keep their rows and nothing moves when they come', async ({
      page,
      request,
    }) => {
      await signedInOnBlank(page, request);
      // The fonts' files wait until the page is drawn: its text is first set in the local fallback.
      let release = () => {};
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.goto('/dashboard/my-stocks');
      await expect(page.getByTestId('holding-row').first()).toBeVisible();
      const links = page.getByRole('button', { name: text(locale, 'share', 'open'), exact: true }).locator('..');
      await expect(links.getByRole('button').last()).toBeEnabled();
      const before = (await links.boundingBox())!;
      release();
      const family = locale === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
      await expect.poll(() => page.evaluate((name) => document.fonts.check(`600 13px "${name}"`, 'Portfolio محفظة'), family)).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      const after = (await links.boundingBox())!;
      expect([after.y, after.height]).toEqual([before.y, before.height]);
      expect(await layoutShift(page)).toBeLessThan(0.005);
    });

    test("a stock's statements, statistics and dividends, signed in: each tab's figures asked for once, with the page, and nothing moves", async ({
      page,
      request,
    }) => {
      const stock = await stockBySymbol(request, '1120', locale);
      await page.goto('/terms');
      await storeSessionOnPage(page, request, 'professional@sahm.demo', 'Sahm-demo-2026');
      for (const [tab, expected] of [
        ['financial-statements', [/\/financials\/latest\/?\?(?=.*annual=true)/, /\/financial-statements\/?\?(?=.*period_filter=ANNUALS)/]],
        ['statistics', [/\/financials\/?\?(?=.*period_filter=ANNUALS)/, /\/tooltip\/?$/]],
        ['dividends', [/\/dividends\/charts/, /\/dividends\/info/, /\/kv\?/, /\/dividends\/?\?/]],
      ] as const) {
        await page.goto('about:blank');
        const reads = apiReads(page);
        await page.goto(`/dashboard/market/all-stocks/${stock.guid}/${tab}`);
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expectReadOnce(
          reads.filter((read) => read.includes(`/stocks/${stock.guid}/`) || read.startsWith('/api/v1/tooltip')),
          [...expected],
        );
        expect(await layoutShift(page), tab).toBeLessThan(0.01);
      }
    });

    test("a stock's announcements: the first page asked for once, with the page", async ({ page, request }) => {
      const stock = await stockBySymbol(request, '2222', locale);
      const reads = apiReads(page);
      await page.goto(`/dashboard/market/all-stocks/${stock.guid}/news`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(stock.short_name);
      await page.waitForLoadState('networkidle');
      expectReadOnce(
        reads.filter((read) => read.startsWith('/api/v1/announcements')),
        [new RegExp(`^/api/v1/announcements/\\?(?=.*stock_guid=${stock.guid})(?=.*page=1)`)],
      );
    });
  });
}

/**
 * A route's code is named in the HTML the server sends for its address (the build's page per
 * route), so the browser fetches it with the shell; Vite's preload helper, which used to add a
 * hundred-odd link elements from script once the shell had run, finds them present. Only lazy
 * parts (the notifications' provider, a chart and its tooltips) are added by script.
 */
test.describe("a route's code", () => {
  const addedByScript = (page: Page) =>
    page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { preloadsAddedByScript: added });
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLLinkElement && child.rel === 'modulepreload') added.push(child.href);
        return append.call(this, child) as T;
      };
    });
  const added = (page: Page) =>
    page.evaluate(() => (window as unknown as { preloadsAddedByScript: string[] }).preloadsAddedByScript.slice());

  test('home and a stock page find what they load before their first paint in their HTML', async ({ page, request }) => {
    await addedByScript(page);
    const stock = await stockBySymbol(request, '2222', 'ar');
    for (const [address, heading] of [
      ['/dashboard', page.getByRole('heading', { level: 2 }).first()],
      [`/dashboard/market/all-stocks/${stock.guid}/overview`, page.getByRole('heading', { level: 1 })],
    ] as const) {
      const response = await page.goto(address);
      const named = (await response!.text()).match(/<link rel="modulepreload"/g)?.length ?? 0;
      await expect(heading).toBeVisible();
      expect(named, address).toBeGreaterThan(50);
      // Without the page per route: about a hundred, everything the route loads.
      expect((await added(page)).length, address).toBeLessThan(12);
    }
  });
});

/**
 * The app's pages arrive with its frame drawn (build/app-frame.ts): before any of the app's code has
 * run, a phone shows the top bar, the demo-data note and the page's skeleton, in the reader's
 * language and theme, instead of a blank screen; the app's first render, the page itself, replaces it.
 */
test.describe("the app's frame", () => {
  for (const [locale, theme] of [
    ['ar', 'light'],
    ['en', 'dark'],
  ] as const) {
    test(`a stock page before its code has run and after (${locale}, ${theme} theme)`, async ({ page, request }, testInfo) => {
      await usePreferences(page, locale, theme);
      const stock = await stockBySymbol(request, '2222', locale);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
        if (!route.request().url().includes('/assets/app-frame-')) await held;
        await route.continue();
      });
      await page.goto(`/dashboard/market/all-stocks/${stock.guid}/overview`, { waitUntil: 'commit' });
      const frame = page.locator('.app-frame');
      await expect(frame).toBeVisible();
      const drawn = await page.evaluate(() => {
        const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          background: getComputedStyle(document.documentElement).backgroundColor,
          name: style('.af-name', '::after').content,
          markAt: document.querySelector('.af-mark')!.getBoundingClientRect().x,
        };
      });
      expect(drawn).toMatchObject({
        lang: locale,
        dir: locale === 'ar' ? 'rtl' : 'ltr',
        background: theme === 'dark' ? 'rgb(13, 13, 28)' : 'rgb(246, 247, 251)',
        name: JSON.stringify(text(locale, 'common', 'appName')),
      });
      // What a screen reader finds meanwhile: "loading", in the reader's language only.
      await expect(page.getByRole('progressbar')).toHaveAccessibleName(text(locale, 'common', 'loading'));
      // The brand at the reader's start of the bar: the right in Arabic.
      expect(locale === 'ar' ? drawn.markAt > 206 : drawn.markAt < 206).toBe(true);
      await testInfo.attach(`frame-${locale}-${theme}`, { body: await page.screenshot(), contentType: 'image/png' });

      release();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(stock.short_name);
      await expect(frame).toHaveCount(0);
      // The frame's background gives way to the app's own (a theme changed later is not held back).
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-frame-theme'))).toBe(false);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await testInfo.attach(`page-${locale}-${theme}`, { body: await page.screenshot(), contentType: 'image/png' });
    });
  }
});
