import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appHeaders, text, usePreferences, type Locale } from './support/accounts.ts';
import { publishAnnouncement, riyadhDay } from './support/news.ts';
import { stockBySymbol } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * News in both languages: filter and search the list, open an announcement, copy its link, go to
 * its company's news tab and come back; home's week arrows; the landing's latest news. The journeys
 * publish their own announcements (as the administrator), so they know what to look for.
 */
test.use({ viewport: { width: 1366, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

type Item = { guid: string; title: string; stocks: { guid: string; short_name: string }[] };

async function latestOf(request: APIRequestContext, locale: Locale, params: Record<string, string | number>): Promise<Item[]> {
  const response = await request.get('/api/v1/announcements/', {
    params: { page: 1, size: 10, ...params },
    headers: { ...appHeaders, 'Accept-Language': locale },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Item[] }).items;
}

/** A word no other announcement has, in letters only (the search folds Arabic and ignores digits' forms). */
const uniqueWord = () => Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

test.beforeAll(async ({ request }) => {
  const stock = await stockBySymbol(request, '2222');
  // Three on the landing and the home panel, one with events this week.
  for (const index of [1, 2, 3]) {
    await publishAnnouncement(request, {
      title_ar: `إعلان تجريبي رقم ${index} من أرامكو`,
      title_en: `Journey announcement ${index} from Aramco`,
      content_ar: 'نص الإعلان.',
      content_en: 'The announcement.',
      announcement_type: index === 3 ? 'EVENT' : 'NEWS',
      stock_guids: [stock.guid],
      events:
        index === 3
          ? [{ type: 'CASH_DIVIDENDS_RIGHT', title_ar: 'أحقية الأرباح', title_en: 'Dividend eligibility', distribution_date: riyadhDay() }]
          : [],
    });
  }
});

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`news, ${locale}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, 'news', key, values);
    test.beforeEach(async ({ page }) => usePreferences(page, locale));

    const items = (page: Page) => page.getByTestId('announcement-item');

    test('filter and search the list, open an announcement, copy its link, visit its company and come back', async ({ page, request }) => {
      const stock = await stockBySymbol(request, '2222', locale);
      const word = uniqueWord();
      const title = locale === 'ar' ? `أرامكو السعودية تعلن نتائج الربع ${word}` : `Saudi Aramco announces the ${word} results`;
      const { guid } = await publishAnnouncement(request, {
        title_ar: locale === 'ar' ? title : `إعلان ${word}`,
        title_en: locale === 'en' ? title : `Announcement ${word}`,
        content_ar: `تفاصيل ${word}.`,
        content_en: `Details of ${word}.`,
        announcement_type: 'NEWS',
        stock_guids: [stock.guid],
      });
      const announcement = { guid, title };

      await page.goto('/dashboard/news');
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
      // Ten a page at most (more when the demo's news are there).
      await expect(items(page).first()).toBeVisible();
      expect(await items(page).count()).toBeLessThanOrEqual(10);

      // The type filter goes into the address.
      await page.getByRole('combobox', { name: t('filters.type') }).click();
      await chooseOption(page.getByRole('option', { name: t('types.NEWS') }));
      await expect(page).toHaveURL(/type=NEWS/);

      // A word of the announcement's title finds it, and it alone.
      await page.getByTestId('news-search').fill(word);
      await page.getByRole('button', { name: t('filters.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
      await expect(items(page)).toHaveCount(1);
      await expect(items(page).getByRole('link', { name: title, exact: true })).toBeVisible();

      // Companies narrow it to Aramco's.
      await page.goto(`/dashboard/news?type=NEWS&stock=${stock.guid}`);
      const link = page.getByRole('link', { name: announcement.title, exact: true });
      await expect(link).toBeVisible();
      await expect(page.getByTestId('company-chip')).toContainText(stock.short_name);
      await link.click();

      // The announcement, its link copied with the message.
      await expect(page).toHaveURL(new RegExp(`/dashboard/news/${announcement.guid}$`));
      await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(announcement.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await page.getByRole('button', { name: t('detail.share') }).click();
      await expect(page.getByRole('menuitem', { name: t('detail.targets.whatsapp') })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=/,
      );
      await page.getByRole('menuitem', { name: t('detail.copyLink') }).click();
      await expect(page.getByText(t('detail.linkCopied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${new URL(page.url()).origin}/dashboard/news/${announcement.guid}?lang=${locale}`,
      );
      await expect(page.getByRole('heading', { name: t('detail.more', { name: stock.short_name }) })).toBeVisible();

      // To the company's news tab, and back to the announcement and then to the filtered list.
      await page.getByTestId('stock-chip').first().click();
      await expect(page).toHaveURL(new RegExp(`/all-stocks/${stock.guid}/news$`));
      await expect(page.getByRole('heading', { name: t('stockTab.title', { name: stock.short_name }) })).toBeVisible();
      await expect(page.getByTestId('events-calendar')).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
      await page.getByTestId('news-back').click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/news\\?type=NEWS&stock=${stock.guid}$`));
    });

    test('the sub-areas are reachable from the news page', async ({ page }) => {
      await page.goto('/dashboard');
      await page
        .getByRole('link', { name: text(locale, 'shell', 'nav.news') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/dashboard\/news$/);
      for (const area of ['market', 'advisors', 'calendar', 'dividends'] as const) {
        await page.getByRole('tab', { name: t(`areas.${area}`) }).click();
        await expect(page.getByRole('heading', { level: 1, name: t(`areas.${area}`) })).toBeVisible();
      }
    });

    test('a new announcement reaches the open list live', async ({ page, request }) => {
      // The page subscribes over the live socket after its first paint; publishing before the
      // server has the subscription would go unheard, so the journey waits for it to be sent.
      let subscribed = false;
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => void (/"subscribe".*announcements\(/s.test(String(payload)) && (subscribed = true))),
      );
      await page.goto('/dashboard/news');
      await expect(items(page).first()).toBeVisible();
      await expect.poll(() => subscribed).toBe(true);
      // The server registers a subscription a moment after the frame arrives: an announcement
      // published in between is missed, so a fresh one is published until one shows (at most 3).
      await expect(async () => {
        const title = `${locale === 'ar' ? 'إعلان مباشر' : 'Live announcement'} ${uniqueWord()}`;
        await publishAnnouncement(request, {
          title_ar: title,
          title_en: title,
          content_ar: 'نص الإعلان.',
          content_en: 'The announcement.',
          announcement_type: 'NEWS',
          category: 'MARKET',
        });
        // No reload: the subscription tells the page, which fetches its list again.
        await expect(items(page).first().getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 5_000 });
      }).toPass({ intervals: [0], timeout: 16_000 });
    });

    test("home's panel moves by week", async ({ page }) => {
      await page.goto('/dashboard');
      // The panel, the page's last part, is drawn as the reader nears it.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const panel = page.getByTestId('latest-news-panel');
      await expect(panel).toBeVisible();
      const days = panel.getByRole('group').getByRole('button');
      await expect(days).toHaveCount(5);
      const first = await days.first().getAttribute('data-day');
      await panel.getByRole('button', { name: t('calendar.nextWeek') }).click();
      await expect(days.first()).not.toHaveAttribute('data-day', first!);
      const next = await days.first().getAttribute('data-day');
      expect(new Date(`${next}T12:00:00Z`).getTime() - new Date(`${first}T12:00:00Z`).getTime()).toBe(7 * 86_400_000);
      await panel.getByRole('button', { name: t('calendar.previousWeek') }).click();
      await panel.getByRole('button', { name: t('calendar.previousWeek') }).click();
      await expect(days.first()).toHaveAttribute(
        'data-day',
        new Date(new Date(`${first}T12:00:00Z`).getTime() - 7 * 86_400_000).toISOString().slice(0, 10),
      );
      // Sunday to Thursday.
      expect(new Date(`${await days.first().getAttribute('data-day')}T12:00:00Z`).getUTCDay()).toBe(0);
      await expect(panel.getByTestId('announcement-item')).toHaveCount(3);
    });

    test("the landing's latest news", async ({ page, request }) => {
      const latest = await latestOf(request, locale, { size: 3 });
      await page.goto(locale === 'en' ? '/en' : '/');
      // The landing's app starts when the reader engages or scrolls (the page is prerendered): scroll to the news.
      await page.getByRole('heading', { level: 2, name: text(locale, 'landing', 'news.title') }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      const section = page.getByTestId('latest-news');
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('link', { name: latest[0]!.title, exact: true })).toBeVisible();
      await section.getByRole('link', { name: latest[0]!.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/news/${latest[0]!.guid}$`));
    });
  });
}
