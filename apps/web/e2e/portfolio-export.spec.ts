import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { appHeaders, createVerifiedAccount, text, usePreferences } from './support/accounts.ts';
import { accessToken, portfolioWithHoldings, storeSessionOnPage } from './support/portfolios.ts';

type Holding = {
  stock: { symbol_code: string; company_name: string };
  total_shares_per_stock: number;
  avg_cost_per_share: number;
  total_cost_per_stock: string;
};

/** Export → a format from the portfolio page; the browser's download, read back. */
async function exportHoldings(page: Page, locale: 'ar' | 'en', format: 'csv' | 'xlsx') {
  await page.getByTestId('export-holdings').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-holdings-${format}`).click()]);
  expect(download.suggestedFilename()).toBe(`sahm-holdings-${locale}.${format}`);
  return readFile((await download.path())!);
}

/**
 * A member exports the holdings from the portfolio page as CSV and as an Excel workbook; both files
 * hold the overview's holdings (headers in the page's language, numbers as numbers), in both languages.
 * The costs are compared, not the market values: those move with the live prices between reads.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`export the holdings as CSV and Excel from the portfolio page, ${locale}`, async ({ page, request }) => {
    const account = await createVerifiedAccount(request, `export-${locale}`);
    const token = await accessToken(request, account.email, account.password);
    const guid = await portfolioWithHoldings(request, token, ['2222', '1120'], `Export ${locale}`);
    const overview = (await (
      await request.get(`/api/v1/portfolio/${guid}/overview/`, {
        headers: { ...appHeaders, Authorization: `Bearer ${token}`, 'Accept-Language': locale },
      })
    ).json()) as { stocks: Holding[] };
    expect(overview.stocks).toHaveLength(2);

    await usePreferences(page, locale);
    await page.goto('/');
    await storeSessionOnPage(page, request, account.email, account.password);
    await page.goto('/dashboard/my-stocks');
    await expect(page.getByTestId('export-holdings')).toHaveText(text(locale, 'common', 'export.button'));

    const header = locale === 'ar' ? ['الرمز', 'الشركة', 'الأسهم'] : ['Symbol', 'Company', 'Shares'];
    const csv = parse(await exportHoldings(page, locale, 'csv'), { bom: true }) as string[][];
    expect(csv[0]!.slice(0, 3)).toEqual(header);
    expect(csv.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual(
      overview.stocks.map((h) => [
        h.stock.symbol_code,
        h.stock.company_name,
        String(h.total_shares_per_stock),
        String(h.avg_cost_per_share),
        h.total_cost_per_stock,
      ]),
    );

    const { default: Excel } = await import('exceljs');
    const book = new Excel.Workbook();
    await book.xlsx.load((await exportHoldings(page, locale, 'xlsx')) as never);
    const sheet = book.worksheets[0]!;
    expect(Boolean(sheet.views[0]?.rightToLeft)).toBe(locale === 'ar');
    expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).value)).toEqual(header);
    const rows = overview.stocks.map((_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => [r.getCell(1).value, r.getCell(2).value, r.getCell(3).value, r.getCell(4).value, r.getCell(5).value])).toEqual(
      overview.stocks.map((h) => [
        h.stock.symbol_code,
        h.stock.company_name,
        h.total_shares_per_stock,
        h.avg_cost_per_share,
        Number(h.total_cost_per_stock),
      ]),
    );
  });
}
