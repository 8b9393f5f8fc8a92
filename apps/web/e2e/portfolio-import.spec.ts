import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appHeaders, createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, asUser, storeSessionOnPage } from './support/portfolios.ts';

const unknownSymbol = { en: 'No listed stock has the symbol “XXXX”', ar: 'لا يوجد سهم مدرج بالرمز «XXXX»' };

async function holdings(request: APIRequestContext, token: string, guid: string) {
  const res = await request.get(`/api/v1/portfolio/${guid}/overview/`, { headers: { ...appHeaders, Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { stocks: { stock: { symbol_code: string }; total_shares_per_stock: number }[] };
  return body.stocks.map((h) => [h.stock.symbol_code, h.total_shares_per_stock]);
}

/**
 * A member imports trades from the portfolio page: downloads the template, uploads it with a bad
 * row and reads the report (nothing stored), uploads the template as it is and imports it, sees the
 * holding, and undoes the import. In both languages.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`import trades from the template file, read the report, import, undo, ${locale}`, async ({ page, request }) => {
    const account = await createVerifiedAccount(request, `import-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const { guid } = (await asUser(request, token).post('/portfolio/', { name: `Import ${locale}` })) as { guid: string };

    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');
    await page.getByTestId('import-open').click();
    await expect(page.getByRole('dialog')).toContainText(text(locale, 'portfolios', 'import.title'));
    await expect(page.getByTestId('import-confirm')).toBeDisabled();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template-csv').click()]);
    expect(download.suggestedFilename()).toBe(`sahm-import-template-${locale}.csv`);
    const template = (await readFile((await download.path())!)).toString('utf8');
    const lines = template
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(locale === 'ar' ? 'التاريخ,رمز السهم,العملية,عدد الأسهم,السعر' : 'date,symbol_code,side,shares,price');
    expect(lines).toHaveLength(3);

    // The template with a row of a symbol nobody lists: refused whole, the row named and why.
    const bad = `${template.trimEnd()}\r\n2025-06-16,XXXX,BUY,5,10.00\r\n`;
    await page.getByTestId('import-file').setInputFiles({ name: 'trades.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(page.getByTestId('import-summary')).toHaveClass(/Error/);
    await expect(page.getByTestId('import-row-4')).toHaveAttribute('data-status', 'refused');
    await expect(page.getByTestId('import-row-4')).toContainText(unknownSymbol[locale]);
    await expect(page.getByTestId('import-row-2')).toHaveAttribute('data-status', 'taken');
    await expect(page.getByTestId('import-confirm')).toBeDisabled();
    expect(await holdings(request, token, guid)).toEqual([]);

    // The template as it is: checked, then imported.
    await page.getByTestId('import-file').setInputFiles({ name: 'trades.csv', mimeType: 'text/csv', buffer: Buffer.from(template) });
    await expect(page.getByTestId('import-summary')).toHaveClass(/Success/);
    await expect(page.getByTestId('import-confirm')).toBeEnabled();
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-history-item')).toHaveCount(1);
    await expect(page.getByTestId('import-summary')).toHaveCount(0);
    expect(await holdings(request, token, guid)).toEqual([['2222', 60]]);

    // Behind the dialog, the holdings table shows the imported stock.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('2222').first()).toBeVisible();

    await page.getByTestId('import-open').click();
    await page.getByTestId('import-undo').click();
    await expect(page.getByTestId('import-undo')).toHaveCount(0);
    await expect(page.getByTestId('import-history-item')).toContainText(text(locale, 'portfolios', 'import.undoneAt', { when: '' }).trim());
    expect(await holdings(request, token, guid)).toEqual([]);
  });
}
