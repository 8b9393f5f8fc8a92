import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appHeaders, text } from './support/accounts.ts';
import { accessToken, stockBySymbol, storeSessionOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

const member = { email: 'advance@sahm.demo', password: 'Sahm-demo-2026' };

/** The demo member's alerts API, with a fresh token each time (the journeys' tokens live 20 s). */
async function alertsApi(request: APIRequestContext) {
  const headers = { ...appHeaders, Authorization: `Bearer ${await accessToken(request, member.email, member.password)}` };
  return {
    async deleteAll() {
      const list = (await (await request.get('/api/v1/alerts/', { headers })).json()) as { items: { guid: string }[] };
      for (const alert of list.items) expect((await request.delete(`/api/v1/alerts/${alert.guid}/`, { headers })).status()).toBe(204);
    },
    async clear() {
      await this.deleteAll();
      expect((await request.post('/api/v1/alerts/notifications/read/', { headers, data: {} })).ok()).toBe(true);
    },
    async create(data: Record<string, unknown>) {
      const response = await request.post('/api/v1/alerts/', { headers, data });
      expect(response.status(), await response.text()).toBe(201);
    },
    async price(stockGuid: string): Promise<number> {
      const stock = (await (await request.get(`/api/v1/stocks/${stockGuid}/`, { headers })).json()) as {
        today_live_points: { price: number } | null;
        today_points: { close: number } | null;
      };
      return stock.today_live_points?.price ?? stock.today_points!.close;
    },
  };
}

/** axe-core's serious and critical findings on what the page shows now (as e2e/accessibility.spec.ts). */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

// The demo member is shared by the journeys: one at a time, each starting from no alerts.
test.describe.configure({ mode: 'serial' });

/**
 * A member sets a price alert from a stock's page (the form refuses a price out of bounds first),
 * finds it on /alerts, pauses it (it stays paused after a reload) and deletes it.
 */
test('create a price alert on a stock, pause it and delete it on the alerts page, ar', async ({ page, request }) => {
  const locale = 'ar';
  await (await alertsApi(request)).clear();
  const stock = await stockBySymbol(request, '2222', locale);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await storeSessionOnPage(page, request, member.email, member.password);
  await page.goto(`/dashboard/market/all-stocks/${stock.guid}/overview`);

  await page.getByTestId('create-alert').click();
  const dialog = page.getByRole('dialog', {
    name: text(locale, 'alerts', 'form.createTitle', { name: `${stock.short_name} (${stock.symbol_code})` }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text(locale, 'alerts', 'kinds.price_above.hint'))).toBeVisible();
  await expect(dialog.getByText(text(locale, 'alerts', 'form.currentPrice', { price: '' }).trim())).toBeVisible();
  const threshold = dialog.getByTestId('alert-threshold');
  await threshold.fill('0');
  await dialog.getByRole('button', { name: text(locale, 'alerts', 'form.create'), exact: true }).click();
  await expect(dialog.getByText(text(locale, 'alerts', 'form.errors.range', { min: '0.01', max: '100,000' }))).toBeVisible();
  await threshold.fill('9999.5');
  await dialog.getByRole('checkbox', { name: text(locale, 'alerts', 'channels.email') }).check();
  await dialog.getByRole('button', { name: text(locale, 'alerts', 'form.create'), exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'alerts', 'page.title') })).toBeVisible();
  await expect(page.getByTestId('alerts-usage')).toHaveText(text(locale, 'alerts', 'page.usage', { used: 1, limit: 30 }));
  const card = page.getByTestId('alert-card').filter({ hasText: stock.symbol_code });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('9,999.50');
  await expect(card).toContainText(text(locale, 'alerts', 'channels.email'));
  await expect(card.getByTestId('alert-state')).toHaveText(text(locale, 'alerts', 'item.armed'));
  await expect(card.getByRole('link', { name: new RegExp(stock.symbol_code) })).toHaveAttribute(
    'href',
    `/dashboard/market/all-stocks/${stock.guid}`,
  );
  expect(await axeFindings(page)).toEqual([]);

  await card.getByRole('switch').click();
  await expect(card.getByTestId('alert-state')).toHaveText(text(locale, 'alerts', 'item.paused'));
  await page.reload();
  await expect(card.getByTestId('alert-state')).toHaveText(text(locale, 'alerts', 'item.paused'));
  await expect(card.getByRole('switch')).not.toBeChecked();

  await card.getByRole('button', { name: new RegExp(`^${text(locale, 'alerts', 'item.delete')} `) }).click();
  const confirm = page.getByRole('dialog', { name: text(locale, 'alerts', 'item.deleteTitle') });
  await confirm.getByRole('button', { name: text(locale, 'alerts', 'item.delete'), exact: true }).click();
  await expect(page.getByTestId('alert-card')).toHaveCount(0);
  await expect(page.getByText(text(locale, 'alerts', 'page.empty'))).toBeVisible();
});

/**
 * Two alerts a tick either way of the live price: the feed (a step a second) crosses one of them,
 * and the bell, already on the page, shows it through the live socket; opening it reads it and
 * goes to the stock.
 */
test('the bell shows a fired alert as it fires and opens it, en', async ({ page, request }) => {
  // The feed's crossing takes some seconds on top of the page's.
  test.setTimeout(120_000);
  const locale = 'en';
  const api = await alertsApi(request);
  await api.clear();
  const stock = await stockBySymbol(request, '2222', locale);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await storeSessionOnPage(page, request, member.email, member.password);
  await page.goto('/alerts?tab=notifications');
  const bell = page.getByTestId('alerts-bell');
  await expect(bell).toHaveAttribute('aria-label', text(locale, 'shell', 'alertsBell.label'));
  await expect(page.getByTestId('alerts-unread')).toHaveCount(0);

  const price = await api.price(stock.guid);
  const live = await alertsApi(request);
  await live.create({ kind: 'price_above', stock_guid: stock.guid, threshold: Math.round(price * 100 + 1) / 100, cooldown_minutes: 15 });
  await live.create({ kind: 'price_below', stock_guid: stock.guid, threshold: Math.round(price * 100 - 1) / 100, cooldown_minutes: 15 });

  const unread = page.getByTestId('alerts-unread');
  await expect(unread).toBeVisible({ timeout: 45_000 });
  // No more firings from here: what the bell lists stays as it is.
  await (await alertsApi(request)).deleteAll();
  await expect(bell).toHaveAttribute('aria-label', /^Notifications \(\d+ unread\)$/);
  // The history open on the page took the notice too.
  await expect(page.getByTestId('notifications-list').getByRole('button').first()).toBeVisible();

  await bell.click();
  const popover = page.getByRole('dialog', { name: text(locale, 'alerts', 'bell.title') });
  const latest = popover.getByRole('menuitem').first();
  await expect(latest).toContainText(text(locale, 'alerts', 'notice.unread'));
  expect(await axeFindings(page)).toEqual([]);
  await latest.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/market/all-stocks/${stock.guid}`));

  // Read once opened; the other alert may have fired too, before it was deleted.
  await bell.click();
  await expect(latest).not.toContainText(text(locale, 'alerts', 'notice.unread'));
  const markAll = popover.getByRole('button', { name: text(locale, 'alerts', 'bell.markAllRead') });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(unread).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', text(locale, 'shell', 'alertsBell.label'));
  await page.keyboard.press('Escape');
  await (await alertsApi(request)).clear();
});

/**
 * Browser notifications asked for when an alert is saved with them: the journey's browser does not
 * grant them (headless, no push service), so the dialog says so plainly, and the alert is kept.
 */
test('an alert with browser notifications the browser refuses is kept, and the member is told, en', async ({ page, request }) => {
  const locale = 'en';
  const api = await alertsApi(request);
  await api.clear();
  const stock = await stockBySymbol(request, '1120', locale);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await storeSessionOnPage(page, request, member.email, member.password);
  await page.goto(`/dashboard/market/all-stocks/${stock.guid}/overview`);
  await page.getByTestId('create-alert').click();
  const dialog = page.getByRole('dialog', {
    name: text(locale, 'alerts', 'form.createTitle', { name: `${stock.short_name} (${stock.symbol_code})` }),
  });
  await dialog.getByRole('combobox', { name: text(locale, 'alerts', 'form.kind') }).click();
  await chooseOption(page.getByRole('option', { name: text(locale, 'alerts', 'kinds.change_up.label') }));
  await expect(dialog.getByText(text(locale, 'alerts', 'kinds.change_up.hint'))).toBeVisible();
  await dialog.getByTestId('alert-threshold').fill('31');
  await dialog.getByRole('button', { name: text(locale, 'alerts', 'form.create'), exact: true }).click();
  await expect(dialog.getByText(text(locale, 'alerts', 'form.errors.range', { min: '0.1', max: '30' }))).toBeVisible();
  await dialog.getByTestId('alert-threshold').fill('4.5');
  await dialog.getByRole('checkbox', { name: text(locale, 'alerts', 'channels.push') }).check();
  await expect(dialog.getByText(text(locale, 'alerts', 'form.pushNote'))).toBeVisible();
  await dialog.getByRole('button', { name: text(locale, 'alerts', 'form.create'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const refused = ['denied', 'unsupported', 'failed'].map((outcome) => text(locale, 'alerts', `push.${outcome}`));
  await expect(page.getByText(new RegExp(refused.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')))).toBeVisible();

  await page.goto('/alerts');
  const card = page.getByTestId('alert-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Up 4.5% on the day');
  await expect(card).toContainText(text(locale, 'alerts', 'channels.push'));
  await (await alertsApi(request)).clear();
});

/** A basic member whose five alerts are set hears the server's reason in the dialog, with the way to a plan with more. */
test('the plan’s allowance used: the dialog says why and offers an upgrade, ar', async ({ page, request }) => {
  const locale = 'ar';
  const basic = { email: 'basic@sahm.demo', password: member.password };
  const headers = { ...appHeaders, Authorization: `Bearer ${await accessToken(request, basic.email, basic.password)}` };
  const stock = await stockBySymbol(request, '2222', locale);
  const existing = (await (await request.get('/api/v1/alerts/', { headers })).json()) as { items: { guid: string }[]; limit: number };
  for (const alert of existing.items) await request.delete(`/api/v1/alerts/${alert.guid}/`, { headers });
  for (let n = 0; n < existing.limit; n++) {
    const response = await request.post('/api/v1/alerts/', {
      headers,
      data: { kind: 'price_above', stock_guid: stock.guid, threshold: 5000 + n },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await storeSessionOnPage(page, request, basic.email, basic.password);
  await page.goto(`/dashboard/market/all-stocks/${stock.guid}/overview`);
  await page.getByTestId('create-alert').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('alert-threshold').fill('9000');
  await dialog.getByRole('button', { name: text(locale, 'alerts', 'form.create'), exact: true }).click();
  const refusal = dialog.getByTestId('alert-form-error');
  await expect(refusal).toContainText(String(existing.limit));
  await expect(refusal.getByRole('link', { name: text(locale, 'alerts', 'page.upgrade') })).toHaveAttribute('href', '/payment/packages');
  await expect(dialog).toBeVisible();

  await page.goto('/alerts');
  await expect(page.getByText(text(locale, 'alerts', 'page.full'))).toBeVisible();
  const fresh = { ...appHeaders, Authorization: `Bearer ${await accessToken(request, basic.email, basic.password)}` };
  const mine = (await (await request.get('/api/v1/alerts/', { headers: fresh })).json()) as { items: { guid: string }[] };
  for (const alert of mine.items) await request.delete(`/api/v1/alerts/${alert.guid}/`, { headers: fresh });
});
