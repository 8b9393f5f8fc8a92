import { expect, test, type Page } from '@playwright/test';
import { appHeaders, arabicIndic, createVerifiedAccount, text, usePreferences, type Locale } from './support/accounts.ts';
import { accessToken, portfolioWithHoldings, signInOnPage, stockBySymbol, subOf } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const admin = { email: 'admin@sahm.demo', password: 'Sahm-demo-2026' };

/** Picks a company in a buy row's searchable picker. */
async function pickStock(page: Page, row: number, locale: Locale, symbol: string) {
  const picker = page
    .getByTestId('buy-row')
    .nth(row)
    .getByRole('combobox', { name: text(locale, 'portfolios', 'buy.stock') });
  await picker.fill(symbol);
  await chooseOption(page.getByRole('option').filter({ hasText: symbol }).first());
}

async function fillRow(page: Page, row: number, values: { date: string; quantity: string; price: string }, locale: Locale) {
  const scope = page.getByTestId('buy-row').nth(row);
  const p = (key: string) => text(locale, 'portfolios', key);
  await scope.getByTestId('buy-date').fill(values.date);
  await scope.getByLabel(p('buy.quantity')).fill(values.quantity);
  await scope.getByLabel(p('buy.price')).fill(values.price);
}

for (const locale of ['ar', 'en'] as const) {
  test(`portfolio journey, ${locale}: create, cash, buy two stocks, holdings and doughnut, sell part to cash, both logs`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const p = (key: string, values?: Record<string, string | number>) => text(locale, 'portfolios', key, values);
    const digits = (value: string) => (locale === 'ar' ? arabicIndic(value) : value);
    const account = await createVerifiedAccount(request, `pf-${locale}`);
    const aramco = await stockBySymbol(request, '2222', locale);
    const rajhi = await stockBySymbol(request, '1120', locale);
    await usePreferences(page, locale);
    // Live portfolio figures arrive over the graphql-ws socket.
    const pushed: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => void (String(payload).includes('"portfolio') && pushed.push(String(payload)))),
    );

    // A visitor sees the lock and is sent to sign in, then comes back.
    await page.goto('/dashboard/my-stocks');
    await expect(page.getByTestId('portfolio-locked')).toBeVisible();
    await page.getByRole('link', { name: p('anonymous.action') }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await signInOnPage(page, locale, account);
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);

    // A first portfolio: the name is required.
    await page.getByRole('button', { name: p('switcher.add') }).click();
    const addDialog = page.getByRole('dialog', { name: p('dialogs.addTitle') });
    await addDialog.getByRole('button', { name: p('dialogs.add'), exact: true }).click();
    await expect(addDialog.getByLabel(p('dialogs.name'))).toHaveAttribute('aria-invalid', 'true');
    await addDialog.getByLabel(p('dialogs.name')).fill(`Journey ${locale}`);
    await addDialog.getByRole('button', { name: p('dialogs.add'), exact: true }).click();
    await expect(page.getByText(p('toasts.added'))).toBeVisible();
    await expect(page.getByTestId('portfolio-switcher')).toHaveValue(/.+/);
    await expect(page.getByRole('status').filter({ hasText: p('panel.empty') })).toBeVisible();

    // Cash: read-only, edit, cancel, edit again and save (typed with Arabic digits in Arabic).
    await page.getByRole('button', { name: p('panel.cashEdit') }).click();
    await page.getByRole('button', { name: p('panel.cashCancel'), exact: true }).click();
    await page.getByRole('button', { name: p('panel.cashEdit') }).click();
    await page.getByLabel(p('panel.cashAmount')).fill(digits('50000'));
    await expect(page.getByLabel(p('panel.cashAmount'))).toHaveValue('50000');
    await page.getByRole('button', { name: p('panel.cashSave'), exact: true }).click();
    await expect(page.getByText(p('toasts.cashAdded'))).toBeVisible();
    await expect(page.getByTestId('cash-value')).toContainText('50,000.00');

    // Buy: two rows, one stock each.
    await page.getByRole('button', { name: p('panel.buy'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/add$/);
    // An empty form asks for everything.
    await page.getByRole('button', { name: p('buy.submit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: p('buy.fillAll') })).toBeVisible();
    await pickStock(page, 0, locale, '2222');
    const aramcoPrice = Math.floor(aramco.close);
    await fillRow(
      page,
      0,
      { date: digits(aramco.trade_date.replace(/-/g, '/')), quantity: digits('10'), price: digits(`${aramcoPrice}`) },
      locale,
    );
    await expect(page.getByTestId('buy-cost').first()).toHaveValue(`${(aramcoPrice * 10).toLocaleString('en-US')}.00`);
    // The first row cannot be removed; the second can.
    await expect(
      page
        .getByTestId('buy-row')
        .first()
        .getByRole('button', { name: p('buy.removeRow', { index: 1 }) }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: p('buy.addRow') }).click();
    await pickStock(page, 1, locale, '1120');
    const rajhiPrice = Math.floor(rajhi.close);
    await fillRow(page, 1, { date: rajhi.trade_date.replace(/-/g, '/'), quantity: '20', price: `${rajhiPrice}` }, locale);
    await page.getByRole('button', { name: p('buy.submit'), exact: true }).click();
    const summary = page.getByTestId('buy-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('buy-total')).toContainText((aramcoPrice * 10 + rajhiPrice * 20).toLocaleString('en-US'));
    await summary.getByRole('button', { name: p('buy.confirm'), exact: true }).click();

    // Back on the portfolio with the success dialog.
    await expect(page).toHaveURL(/\/dashboard\/my-stocks#buy-success$/);
    const success = page.getByTestId('buy-success');
    await expect(success).toContainText(aramco.short_name);
    await success.getByRole('button', { name: p('buy.ok'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);

    // Holdings, totals, summary and the doughnut.
    await expect(page.getByTestId('holding-row')).toHaveCount(2);
    await expect(page.getByTestId('stocks-count')).toHaveText(
      p(locale === 'ar' ? 'panel.stocksCount_two' : 'panel.stocksCount_other', { count: 2 }),
    );
    await expect(page.getByTestId('holdings-totals')).toContainText('30');
    // Prices move while the market trades: the value is cash plus the holdings at their current prices.
    await expect(page.getByTestId('summary-amount')).toContainText(/\d{2},\d{3}\.\d{2}/);
    // The market trades (always, on this server): the live service pushes new figures as held stocks tick.
    const amount = await page.getByTestId('summary-amount').textContent();
    await expect(page.getByTestId('summary-amount')).not.toHaveText(amount ?? '', { timeout: 20_000 });
    await expect.poll(() => pushed.some((frame) => frame.includes('"portfolioOverview":{"error":false')), { timeout: 20_000 }).toBe(true);
    const chart = page.getByTestId('distribution-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await chart.getByRole('button', { name: p('chart.views.stocks') }).click();
    await expect(chart.getByTestId('chart-legend').locator('li')).toHaveCount(2);
    await expect(chart.getByTestId('chart-legend')).toContainText('%'.replace('%', locale === 'ar' ? '٪' : '%'));

    // The column chooser: the choice is saved and the table follows the master order.
    await page.getByRole('button', { name: p('columns.chooser'), exact: true }).click();
    const chooser = page.getByRole('dialog', { name: p('columns.chooserTitle') });
    await chooser.getByLabel(p('columns.keys.weight'), { exact: true }).check();
    await chooser.getByLabel(p('columns.keys.stock_market_type'), { exact: true }).check();
    await chooser.getByRole('button', { name: p('columns.apply') }).click();
    await expect(page.getByText(p('toasts.columnsSaved'))).toBeVisible();
    const headers = page.getByRole('table').first().locator('thead th');
    await expect(headers.nth(1)).toHaveText(p('columns.keys.stock_market_type'));
    await expect(headers.nth(8)).toHaveText(p('columns.keys.weight'));

    // Sell part of Aramco and add the amount to cash.
    const cashBefore = await page.getByTestId('cash-value').textContent();
    await page.getByRole('button', { name: `${p('columns.sell')}: ${aramco.short_name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/sell$/);
    await expect(page.getByTestId('sell-company')).toContainText(aramco.short_name);
    await page.getByLabel(p('sell.quantity')).fill(digits('4'));
    await page.getByLabel(p('sell.price')).fill(`${aramcoPrice}`);
    await expect(page.getByLabel(p('sell.addToCash'))).toBeChecked();
    await page.getByRole('button', { name: p('sell.submit'), exact: true }).click();
    await page
      .getByTestId('sell-summary')
      .getByRole('button', { name: p('buy.confirm'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks#sell-success$/);
    await expect(page.getByTestId('sell-success')).toContainText(aramco.short_name);
    await page
      .getByTestId('sell-success')
      .getByRole('button', { name: p('buy.ok'), exact: true })
      .click();
    await expect(page.getByTestId('cash-value')).not.toHaveText(cashBefore ?? '');
    await expect(page.getByTestId('holdings-totals')).toContainText('26');

    // More than the cash covers: the insufficient-cash dialog asks to buy from outside cash.
    await page.getByRole('button', { name: `${p('columns.buyMore')}: ${rajhi.short_name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/add$/);
    // Bought from a holding row: the company is that stock's, and locked.
    const lockedPicker = page
      .getByTestId('buy-row')
      .first()
      .getByRole('combobox', { name: p('buy.stock') });
    await expect(lockedPicker).toBeDisabled();
    await expect(lockedPicker).toHaveValue(new RegExp(rajhi.symbol_code));
    await fillRow(page, 0, { date: rajhi.trade_date.replace(/-/g, '/'), quantity: '100000', price: `${rajhiPrice}` }, locale);
    await page.getByRole('button', { name: p('buy.submit'), exact: true }).click();
    const insufficient = page.getByTestId('insufficient-cash');
    await expect(insufficient).toContainText(p('buy.insufficientText'));
    await insufficient.getByRole('button', { name: p('buy.insufficientTick') }).click();
    await expect(page.getByTestId('buy-summary')).toContainText(p('buy.outsideCash'));
    await page
      .getByTestId('buy-summary')
      .getByRole('button', { name: p('buy.confirm'), exact: true })
      .click();
    await expect(page.getByTestId('buy-success')).toBeVisible();
    await page
      .getByTestId('buy-success')
      .getByRole('button', { name: p('buy.ok'), exact: true })
      .click();
    await expect(page.getByTestId('holdings-totals')).toContainText('100,026');

    // The client log: stock operations, then cash operations.
    await page.getByRole('tab', { name: p('tabs.log') }).click();
    await expect(page.getByTestId('stock-operation')).toHaveCount(4);
    await expect(page.getByTestId('stock-operation').nth(1)).toContainText(p('log.types.SELLING'));
    await page.getByRole('tab', { name: p('log.cashOperations') }).click();
    await expect(page.getByTestId('cash-operation').first()).toContainText(p('log.types.SELL'));
    await expect(page.getByTestId('cash-operation').last()).toContainText(p('log.types.EDIT'));

    // Rename; the default portfolio cannot be deleted; a second one can, after a warning.
    await page.getByRole('button', { name: p('switcher.edit') }).click();
    const editDialog = page.getByRole('dialog', { name: p('dialogs.editTitle') });
    await expect(editDialog.getByLabel(p('dialogs.isDefault'))).toBeDisabled();
    await editDialog.getByLabel(p('dialogs.name')).fill(`Renamed ${locale}`);
    await editDialog.getByRole('button', { name: p('dialogs.save') }).click();
    await expect(page.getByText(p('toasts.renamed'))).toBeVisible();
    await page.getByRole('button', { name: p('switcher.delete') }).click();
    await expect(page.getByText(p('toasts.cannotDeleteDefaultPortfolio'))).toBeVisible();
    await page.getByRole('button', { name: p('switcher.add') }).click();
    await page
      .getByRole('dialog', { name: p('dialogs.addTitle') })
      .getByLabel(p('dialogs.name'))
      .fill('Second');
    await page
      .getByRole('dialog', { name: p('dialogs.addTitle') })
      .getByRole('button', { name: p('dialogs.add'), exact: true })
      .click();
    await expect(page.getByRole('combobox', { name: p('switcher.label') })).toHaveText(/Second/);
    await page.getByRole('button', { name: p('switcher.delete') }).click();
    const confirmDelete = page.getByTestId('portfolio-delete');
    await expect(confirmDelete).toContainText(p('dialogs.deleteText', { name: 'Second' }));
    await confirmDelete.getByRole('button', { name: p('dialogs.deleteConfirm'), exact: true }).click();
    await expect(page.getByText(p('toasts.deleted', { name: 'Second' }))).toBeVisible();
    await expect(page.getByRole('combobox', { name: p('switcher.label') })).toHaveText(new RegExp(`Renamed ${locale}`));
  });

  test(`downgrade, ${locale}: a basic account over its limit sells down to two`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const p = (key: string, values?: Record<string, string>) => text(locale, 'portfolios', key, values);
    const account = await createVerifiedAccount(request, `pf-down-${locale}`);
    // On the professional trial: three holdings are allowed.
    const token = await accessToken(request, account.email, account.password);
    await portfolioWithHoldings(request, token, ['2222', '1120', '2010']);
    // The admin moves the account to Basic.
    const adminToken = await accessToken(request, admin.email, admin.password);
    const moved = await request.post(`/api/v1/subscriptions/admin/${subOf(token)}/package`, {
      headers: { ...appHeaders, Authorization: `Bearer ${adminToken}` },
      data: { slug: 'BASIC' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await usePreferences(page, locale);
    await page.goto('/auth/login?redirect=/dashboard/my-stocks');
    await signInOnPage(page, locale, account);
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);
    const dialog = page.getByTestId('downgrade-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId(/^downgrade-(trialEnded|limitTwo)$/)).toBeVisible();
    await expect(dialog.getByTestId('downgrade-upgrade')).toHaveAttribute('href', '/payment');

    // Buying and selling pages send an over-limit account back.
    await page.goto('/dashboard/my-stocks/add');
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);

    // Selling one holding in full brings it within the limit: the dialog closes and the data reloads.
    await dialog
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: p('downgrade.sellAll') })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('holding-row')).toHaveCount(2);
    // Basic holds one portfolio: adding another asks for the Professional plan.
    await page.getByRole('button', { name: p('switcher.add') }).click();
    await expect(page).toHaveURL(/#upgrade-required$/);
    await expect(page.getByRole('dialog')).toContainText(p('upgrade.multiplePortfolios'));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);

    // The forced sale was not added to cash.
    await page.getByRole('tab', { name: p('tabs.log') }).click();
    await page.getByRole('tab', { name: p('log.cashOperations') }).click();
    await expect(page.getByTestId('cash-operation').first()).not.toContainText(p('log.types.SELL'));

    // At the basic limit a third company asks for the Advanced plan.
    await page.getByRole('tab', { name: p('tabs.data') }).click();
    await page.getByRole('button', { name: p('panel.buy'), exact: true }).click();
    await pickStock(page, 0, locale, '7010');
    const stc = await stockBySymbol(request, '7010', locale);
    await fillRow(page, 0, { date: stc.trade_date.replace(/-/g, '/'), quantity: '1', price: `${Math.floor(stc.close)}` }, locale);
    await page.getByRole('button', { name: p('buy.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/add#upgrade-required$/);
    await expect(page.getByRole('dialog')).toContainText(p('upgrade.maxStocksBasic'));
  });
}
