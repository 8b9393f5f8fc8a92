import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { appHeaders, createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, portfolioWithHoldings, signInOnPage } from './support/portfolios.ts';
import { chooseOption } from './support/options.ts';

/**
 * The portfolio's purification and zakat page: reached from the portfolio's header, it reads the
 * year's purification statement (the figures the server computed, to the digit) and downloads its
 * PDF in the page's language; switching the zakat method changes the explanation and the figures.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A figure as shown, reduced to its Latin digits (Arabic pages write Arabic-Indic digits and separators). */
const digitsOf = (shown: string) => shown.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '');

for (const locale of ['ar', 'en'] as const) {
  test(`purification and zakat, ${locale}: statement read and downloaded, zakat methods switched`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const f = (key: string, values?: Record<string, string | number>) => text(locale, 'faith', key, values);
    const account = await createVerifiedAccount(request, `faith-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const guid = await portfolioWithHoldings(request, token, ['1120', '2222'], `Faith ${locale}`);
    await usePreferences(page, locale);

    // From the portfolio's header to the page.
    await page.goto('/auth/login?redirect=/dashboard/my-stocks');
    await signInOnPage(page, locale, account);
    await expect(page).toHaveURL(/\/dashboard\/my-stocks$/);
    await page.getByRole('link', { name: f('link') }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-stocks\/zakat$/);
    await expect(page.getByRole('heading', { level: 1, name: f('title') })).toBeVisible();
    await expect(page.getByText(f('scholarNote'))).toBeVisible();

    // Purification by one provider: the table shows the server's figures.
    await page.getByLabel(f('purification.provider')).click();
    await chooseOption(page.getByRole('option', { name: f('providers.ALBILAD') }));
    const table = page.getByRole('table', { name: f('purification.tableLabel', { provider: f('providers.ALBILAD') }) });
    await expect(table).toBeVisible();
    const year = new Date().getUTCFullYear();
    // A token of its own: the journey's first has expired by now (the tests' tokens live 20 seconds).
    const reader = await accessToken(request, account.email, account.password);
    const response = await request.get(`/api/v1/portfolio/${guid}/purification/?year=${year}&provider=ALBILAD`, {
      headers: { ...appHeaders, Authorization: `Bearer ${reader}` },
    });
    expect(response.status()).toBe(200);
    const figures = (await response.json()) as {
      providers: { total: string; holdings: { stock: { symbol_code: string }; amount: string; days_held: number }[] }[];
    };
    const albilad = figures.providers[0]!;
    expect(albilad.holdings.map((h) => h.stock.symbol_code).sort()).toEqual(['1120', '2222']);
    for (const h of albilad.holdings) {
      const row = table.locator(`[data-symbol="${h.stock.symbol_code}"]`);
      await expect(row.locator('[data-amount]')).toHaveText(/\S/);
      expect(digitsOf(await row.locator('[data-amount]').innerText())).toBe(digitsOf(h.amount));
    }
    expect(digitsOf(await table.locator('[data-total="ALBILAD"]').innerText())).toBe(digitsOf(albilad.total));
    await expect(page.locator('[data-method]')).toBeVisible();

    // The statement as a PDF in the page's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: f('purification.downloadPdf') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`purification-${year}-ALBILAD-${locale}.pdf`);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Zakat: each method brings its explanation and its figures.
    await page.getByRole('tab', { name: f('tabs.zakat') }).click();
    const explanation = page.locator('[data-explanation]');
    await expect(explanation).toHaveText(f('zakat.explanations.trading', { rate: '2.5' }));
    const rajhi = page.locator('[data-symbol="1120"] [data-zakat]');
    await expect(rajhi).toHaveText(/\d|[\u0660-\u0669]/);
    await page.getByRole('button', { name: f('zakat.methods.company_paid') }).click();
    await expect(explanation).toHaveText(f('zakat.explanations.company_paid'));
    await expect(rajhi).toHaveText(f('zakat.settled'));
    await page.getByRole('button', { name: f('zakat.methods.investment_net_assets') }).click();
    await expect(explanation).toHaveText(f('zakat.explanations.investment_net_assets', { rate: '2.5' }));
    await expect(page.getByRole('columnheader', { name: f('zakat.perShare.investment_net_assets') })).toBeVisible();
    // A Gregorian year raises the rate; a gold price judges the nisab.
    await page.getByRole('button', { name: f('zakat.gregorian') }).click();
    await expect(explanation).toHaveText(f('zakat.explanations.investment_net_assets', { rate: '2.577' }));
    await expect(page.locator('[data-nisab]')).toHaveAttribute('data-nisab', 'unknown');
    await page.getByLabel(f('zakat.goldPrice')).fill('300');
    await expect(page.locator('[data-nisab]')).not.toHaveAttribute('data-nisab', 'unknown');
  });
}
