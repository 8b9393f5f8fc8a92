import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialPaths, financialStock, statistics, tooltips } from '../../../test/financial-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Statistics } from './statistics.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = fakeApi({
    [financialPaths.statistics]: (url) => statistics(url.searchParams.get('period_filter') === 'QUARTERS' ? 'QUARTERS' : 'ANNUALS'),
    [financialPaths.tooltips]: () => tooltips,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<Statistics stock={financialStock} />);
  return api;
}

const rowOf = (key: string) => document.querySelector<HTMLElement>(`[data-indicator="${key}"]`);

describe('the statistics tab', { timeout: 20_000 }, () => {
  it('shows every group, the current column first, each row with its unit', async () => {
    setup();
    await screen.findByText('مكرر الربحية');
    for (const group of ['قائمة الدخل', 'المركز المالي', 'مقاييس التقييم', 'النسب المالية']) {
      expect(screen.getByRole('region', { name: group })).toBeTruthy();
    }
    const valuation = screen.getByRole('table', { name: 'مقاييس التقييم لشركة الراجحي' });
    expect(
      within(valuation)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['المؤشر', 'حالياً (آخر 12 شهراً)', '2025', '2024']);
    expect(
      within(rowOf('price_to_earnings')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20.10', '19.40', '18.00']);
    expect(within(rowOf('price_to_earnings')!).getByText('(مرة)')).toBeTruthy();
    expect(
      within(rowOf('return_on_equity')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '21.35', '—']);
    expect(within(rowOf('return_on_equity')!).getByText('(٪)')).toBeTruthy();
    // The help mark, from the help texts.
    expect(await within(rowOf('price_to_earnings')!).findByRole('button', { name: 'شرح مكرر الربحية' })).toBeTruthy();
    expect(within(rowOf('net_income')!).queryByRole('button')).toBeNull();
  });

  it('narrows the tables to the chosen indicators, and shows all again when none is chosen', async () => {
    setup();
    await screen.findByText('مكرر الربحية');
    const select = screen.getByRole('combobox', { name: 'المؤشرات' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'العائد على حقوق الملكية' }));
    await waitFor(() => expect(rowOf('price_to_earnings')).toBeNull());
    expect(rowOf('return_on_equity')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'قائمة الدخل' })).toBeNull();

    // Its clear button shows on hover only, so it is found by its name rather than its role.
    fireEvent.click(screen.getByLabelText('مسح'));
    await waitFor(() => expect(rowOf('price_to_earnings')).not.toBeNull());
  });

  it('asks for quarters on the quarterly tab, and fetches the help texts once', async () => {
    const api = setup();
    await screen.findByText('مكرر الربحية');
    fireEvent.click(screen.getByRole('tab', { name: 'ربع سنوي' }));
    await waitFor(() => expect(screen.getAllByText('الربع الثالث 2025').length).toBeGreaterThan(0));
    const asked = api.calls.filter((url) => url.pathname === financialPaths.statistics).map((url) => url.searchParams.get('period_filter'));
    expect(asked).toEqual(['ANNUALS', 'QUARTERS']);
    expect(api.calls.filter((url) => url.pathname === financialPaths.tooltips)).toHaveLength(1);
  });
});
