import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths, companyStock, page, shareholder } from '../../../test/company-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Shareholders } from './shareholders.tsx';

afterEach(() => vi.unstubAllGlobals());

const fund = shareholder({
  guid: '73000000-0000-4000-8000-000000000002',
  shareholder: { guid: '74000000-0000-4000-8000-000000000002', name: 'صندوق الاستثمارات العامة', type: 'INVESTMENT_FUND' },
  number_of_shares: 38_700_000_000,
  current_percentage: 16,
  comment: 'بعد نقل الملكية',
});
const change = shareholder({
  guid: '73000000-0000-4000-8000-000000000003',
  prev_percentage: 8,
  current_percentage: 16,
  change_percentage: 8,
  is_shareholder: false,
  shareholder: fund.shareholder,
});

function setup(total = 2) {
  const api = fakeApi({
    [companyPaths.shareholders]: (url) =>
      url.searchParams.get('is_shareholder') === 'false'
        ? page([change])
        : page([shareholder(), fund], total, Number(url.searchParams.get('size'))),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<Shareholders stock={companyStock} />);
  return api;
}

describe('the shareholders tab', { timeout: 20_000 }, () => {
  it('lists the current holders with their translated type, shares and percentage', async () => {
    const api = setup();
    const table = await screen.findByRole('table', { name: 'كبار ملاك أرامكو السعودية' });
    const row = (await within(table).findByText('صندوق الاستثمارات العامة')).closest('tr')!;
    expect(within(row).getByText('صندوق استثماري')).toBeTruthy();
    expect(within(row).getByText('38,700,000,000')).toBeTruthy();
    expect(within(row).getByText('16.00٪')).toBeTruthy();
    expect(within(row).getByText('بعد نقل الملكية')).toBeTruthy();
    expect(within(table).getByText('جهة حكومية')).toBeTruthy();
    expect(api.calls[0]!.searchParams.get('is_shareholder')).toBe('true');
    // Two holders fit on the first page: no paging.
    expect(screen.queryByText('عدد الصفوف:')).toBeNull();
  });

  it('switches to the history of changes: previous, current and change', async () => {
    const api = setup();
    await screen.findByText('صندوق الاستثمارات العامة');
    fireEvent.click(screen.getByRole('button', { name: 'التغيرات السابقة' }));
    const table = await screen.findByRole('table', { name: 'تغيرات ملكية أرامكو السعودية' });
    await waitFor(() => expect(within(table).getByText('+8.00٪')).toBeTruthy());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['المالك', 'النسبة السابقة', 'النسبة الحالية', 'التغير', 'ملاحظات']);
    expect(within(table).getByText('8.00٪')).toBeTruthy();
    expect(api.calls.at(-1)!.searchParams.get('is_shareholder')).toBe('false');
  });

  it('pages when there are more holders than a page', async () => {
    const api = setup(23);
    await screen.findByText('صندوق الاستثمارات العامة');
    expect(screen.getByText('1–10 من 23')).toBeTruthy();
    // The page buttons come with Material UI's pagination, fetched as the list is drawn.
    fireEvent.click(await screen.findByRole('button', { name: /التالية/ }));
    await waitFor(() => expect(api.calls.at(-1)!.searchParams.get('page')).toBe('2'));
  });
});
