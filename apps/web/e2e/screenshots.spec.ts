import path from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { appHeaders, createVerifiedAccount, text, uniqueEmail, uniqueMobile, usePreferences } from './support/accounts.ts';
import { accessToken, portfolioWithHoldings, storeSessionOnPage, subOf } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

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
        await usePreferences(page, locale, theme);
        await page.goto('/dashboard/market');
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

// The market data pages: home, a stock and a fund, with their charts drawn.
test.describe('market data screens', () => {
  let stockGuid: string;
  let fundGuid: string;

  test.beforeAll(async ({ request }) => {
    const stocks = await request.get('/api/v1/stocks/', { params: { search: '2222', size: 1 }, headers: appHeaders });
    stockGuid = ((await stocks.json()) as { items: { guid: string }[] }).items[0]!.guid;
    const funds = await request.get('/api/v1/mutual-funds/', { params: { size: 1 }, headers: appHeaders });
    fundGuid = ((await funds.json()) as { items: { guid: string }[] }).items[0]!.guid;
  });

  for (const locale of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(viewports)) {
        test(`market data screens, ${locale}, ${theme}, ${device}`, async ({ page }) => {
          const shot = async (name: string) => {
            await expect(page.locator('main canvas').first()).toBeVisible();
            await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
            await page.evaluate(() => document.fonts.ready);
            // The chart draws on the next frame after its data arrives.
            await page.waitForTimeout(300);
            await page.screenshot({ path: path.join(folder, `${name}-${locale}-${theme}-${device}.png`), fullPage: true });
          };
          await page.setViewportSize(viewport);
          await usePreferences(page, locale, theme);

          await page.goto('/dashboard');
          await expect(page.locator('main [data-sector]').first()).toBeVisible();
          await shot('home');

          await page.goto(`/dashboard/market/all-stocks/${stockGuid}`);
          await expect(page.getByTestId('stock-price')).toBeVisible();
          await shot('stock');

          await page.goto(`/dashboard/market/mutual-fund/${fundGuid}`);
          await expect(page.getByTestId('fund-nav')).toBeVisible();
          await shot('fund');
        });
      }
    }
  }
});

// The account screens, for the same eyes: forms, the +966 field and the code boxes in both directions.
test.describe('account screens', () => {
  let account: { email: string; password: string };

  test.beforeAll(async ({ request }) => {
    // An account whose mobile is not verified yet, so the code screen has a code to wait for.
    account = { email: uniqueEmail('screens'), password: 'Screens-pass-1' };
    const created = await request.post('/api/v1/users/', {
      headers: appHeaders,
      data: {
        first_name: 'نورة',
        last_name: 'القحطاني',
        email: account.email,
        password: account.password,
        phone_number: uniqueMobile(),
        age: 'AGE_18_30',
        investment_experience: 'LOW',
        annual_investment: 'FROM_1K_TO_20K',
      },
    });
    expect(created.status()).toBe(201);
  });

  for (const locale of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(viewports)) {
        test(`account screens, ${locale}, ${theme}, ${device}`, async ({ page, request }) => {
          const shot = async (name: string) => {
            // From the top: a field focused lower down would leave the sticky bar mid-picture.
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.evaluate(() => document.fonts.ready);
            await page.screenshot({ path: path.join(folder, `${name}-${locale}-${theme}-${device}.png`), fullPage: true });
          };
          const t = (key: string) => text(locale, 'identity', key);
          await page.setViewportSize(viewport);
          await usePreferences(page, locale, theme);

          await page.goto('/auth/login');
          await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
          await shot('login');

          await page.goto('/auth/register');
          await expect(page.getByRole('combobox', { name: t('fields.age') })).toBeEnabled();
          await shot('register-step1');
          for (const field of ['investment_experience', 'annual_investment', 'age']) {
            await page.getByRole('combobox', { name: t(`fields.${field}`) }).click();
            await chooseOption(page.getByRole('option').first());
          }
          await page.getByRole('button', { name: t('register.next') }).click();
          await page.getByLabel(t('fields.phone_number')).fill('5');
          await page.getByRole('button', { name: t('register.submit') }).click();
          await expect(page.getByText(text(locale, 'validation', 'vInvalidMobile'))).toBeVisible();
          await shot('register-step2');

          const signInAs = (username: string, password: string) => storeSessionOnPage(page, request, username, password);
          await signInAs(account.email, account.password);
          await page.goto('/auth/verification-code/REGISTRATION');
          await expect(page.getByRole('timer')).toBeVisible();
          await page.getByLabel(text(locale, 'common', 'otp.digit', { position: 1, count: 4 })).fill('7');
          await shot('verification');

          // A verified demo user: the profile, then the onboarding dialog over the dashboard.
          await signInAs('professional@sahm.demo', 'Sahm-demo-2026');
          await page.goto('/dashboard/profile');
          await expect(page.getByText('professional@sahm.demo')).toBeVisible();
          await shot('profile');
          await page.goto('/alerts');
          await expect(page.getByRole('heading', { level: 1, name: text(locale, 'alerts', 'page.title') })).toBeVisible();
          await expect(page.getByTestId('alerts-usage')).toBeVisible();
          await shot('alerts');
          await page.goto('/dashboard#onboarding');
          await expect(page.getByRole('dialog')).toBeVisible();
          await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
          await shot('onboarding');
        });
      }
    }
  }
});

// The landing page and the packages page, light theme, both languages, phone and desktop.
for (const locale of ['ar', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`landing and packages, ${locale}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await usePreferences(page, locale, 'light');
      await page.goto(locale === 'en' ? '/en' : '/');
      // The landing page starts its app (which fetches the prices) when the packages come on screen.
      await page.locator('#packages-title').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('package-ADVANCE')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(folder, `landing-${locale}-${device}.png`), fullPage: true });
      await page.goto('/payment/packages?period=yearly');
      await expect(page.getByTestId('package-ADVANCE')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(folder, `packages-${locale}-${device}.png`), fullPage: true });
    });
  }
}

// The portfolio: data panel with holdings, totals, summary and the doughnut; the buy form.
test.describe('portfolio screens', () => {
  let account: { email: string; password: string };

  test.beforeAll(async ({ request }) => {
    account = await createVerifiedAccount(request, 'screens-portfolio');
    const token = await accessToken(request, account.email, account.password);
    await portfolioWithHoldings(request, token, ['2222', '1120', '2010', '7010'], 'محفظة النمو');
  });

  for (const locale of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(viewports)) {
        test(`portfolio screens, ${locale}, ${theme}, ${device}`, async ({ page, request }) => {
          const p = (key: string) => text(locale, 'portfolios', key);
          const shot = async (name: string) => {
            await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.evaluate(() => document.fonts.ready);
            await page.waitForTimeout(400);
            await page.screenshot({ path: path.join(folder, `${name}-${locale}-${theme}-${device}.png`), fullPage: true });
          };
          await page.setViewportSize(viewport);
          await usePreferences(page, locale, theme);
          await page.goto('/dashboard');
          await storeSessionOnPage(page, request, account.email, account.password);

          await page.goto('/dashboard/my-stocks');
          await expect(page.getByTestId('holding-row')).toHaveCount(4);
          await expect(page.getByTestId('distribution-chart').locator('canvas')).toBeVisible();
          await shot('portfolio');

          await page
            .getByTestId('distribution-chart')
            .getByRole('button', { name: p('chart.views.sectors') })
            .click();
          await expect(page.getByTestId('chart-legend').locator('li').first()).toBeVisible();
          await page.getByTestId('distribution-chart').scrollIntoViewIfNeeded();
          await page.waitForTimeout(400);
          await page
            .getByTestId('distribution-chart')
            .screenshot({ path: path.join(folder, `portfolio-doughnut-${locale}-${theme}-${device}.png`) });

          await page.getByRole('tab', { name: p('tabs.log') }).click();
          await expect(page.getByTestId('stock-operation')).toHaveCount(4);
          await shot('portfolio-log');
          await page.getByRole('tab', { name: p('tabs.data') }).click();

          await page
            .getByRole('button', { name: new RegExp(`^${p('columns.sell')}: `) })
            .first()
            .click();
          await page.getByLabel(p('sell.quantity')).fill('3');
          await shot('portfolio-sell');
          await page.goBack();

          await page.getByRole('button', { name: p('panel.buy'), exact: true }).click();
          await expect(page.getByTestId('buy-row')).toHaveCount(1);
          await page.getByRole('button', { name: p('buy.addRow') }).click();
          await page.getByTestId('buy-row').first().getByLabel(p('buy.quantity')).fill('25');
          await page.getByTestId('buy-row').first().getByLabel(p('buy.price')).fill('27.45');
          await page.getByRole('button', { name: p('buy.submit'), exact: true }).click();
          await expect(page.getByRole('alert').filter({ hasText: p('buy.fillAll') })).toBeVisible();
          await shot('portfolio-buy');
        });
      }
    }
  }
});

// The downgrade-required dialog over the portfolio of a basic account holding three stocks.
for (const locale of ['ar', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`portfolio downgrade dialog, ${locale}, ${device}`, async ({ page, request }) => {
      const account = await createVerifiedAccount(request, `screens-down-${locale}`);
      const token = await accessToken(request, account.email, account.password);
      await portfolioWithHoldings(request, token, ['2222', '1120', '2010']);
      const adminToken = await accessToken(request, 'admin@sahm.demo', 'Sahm-demo-2026');
      await request.post(`/api/v1/subscriptions/admin/${subOf(token)}/package`, {
        headers: { ...appHeaders, Authorization: `Bearer ${adminToken}` },
        data: { slug: 'BASIC' },
      });
      await page.setViewportSize(viewport);
      await usePreferences(page, locale, 'light');
      await page.goto('/dashboard');
      await storeSessionOnPage(page, request, account.email, account.password);
      await page.goto('/dashboard/my-stocks');
      await expect(page.getByTestId('downgrade-dialog')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(folder, `portfolio-downgrade-${locale}-${device}.png`) });
    });
  }
}

// Each main page on a phone before and after its skeleton resolves: the API's answers are held
// until the placeholders are on screen, then let through. The two pictures should differ in
// content, not in layout.
test.describe('skeletons on a phone', () => {
  let pages: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const get = async (url: string) =>
      ((await (await request.get(url, { headers: appHeaders })).json()) as { items: { guid: string; code?: string }[] }).items;
    const markets = await get('/api/v1/markets/');
    const market = markets.find((candidate) => candidate.code === 'TASI') ?? markets[0]!;
    const [stock] = await get('/api/v1/stocks/?search=2222&size=1');
    const [fund] = await get('/api/v1/mutual-funds/?size=1');
    pages = {
      home: '/dashboard',
      market: `/dashboard/market/${market.guid}`,
      funds: '/dashboard/market/mutual-fund',
      stock: `/dashboard/market/all-stocks/${stock!.guid}/overview`,
      fund: `/dashboard/market/mutual-fund/${fund!.guid}/overview`,
      portfolio: '/dashboard/my-stocks',
    };
  });

  for (const locale of ['ar', 'en'] as const) {
    test(`skeletons, ${locale}`, async ({ page, request }) => {
      await page.setViewportSize(viewports.phone);
      await usePreferences(page, locale, 'light');
      await page.goto('/terms');
      await storeSessionOnPage(page, request, 'professional@sahm.demo', 'Sahm-demo-2026');
      for (const [name, address] of Object.entries(pages)) {
        const held: Route[] = [];
        let holding = true;
        await page.route('**/api/v1/**', (route) => (holding ? void held.push(route) : route.continue()));
        await page.goto(address, { waitUntil: 'commit' });
        await expect(page.locator('main .MuiSkeleton-root').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(folder, `skeleton-${name}-${locale}-before.png`) });
        holding = false;
        await Promise.all(held.map((route) => route.continue()));
        await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(folder, `skeleton-${name}-${locale}-after.png`) });
        await page.unroute('**/api/v1/**');
      }
    });
  }
});
