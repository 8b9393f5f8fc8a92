import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths, companyStock, dividend, dividendInfo, dividendYear, page } from '../../../test/company-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Dividends } from './dividends.tsx';

// jsdom has no canvas: the bars stand in as a list of what they would draw.
vi.mock('./dividend-bars.tsx', () => ({
  default: ({ labels, series }: { labels: string[]; series: { label: string; values: number[] }[] }) => (
    <ul data-testid="bars">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${labels.map((label, i) => `${label}=${s.values[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = fakeApi({
    [companyPaths.dividendChart]: (url) =>
      url.searchParams.get('by_quarter') === 'true'
        ? { by_quarter: true, items: [{ year: 2024, quarter: 2, stock_dividends: 0.5 }] }
        : {
            by_quarter: false,
            items: [
              { year: 2017, quarter: null, stock_dividends: 3 },
              { year: 2024, quarter: null, stock_dividends: 1.25 },
            ],
          },
    [companyPaths.dividendInfo]: (url) => dividendInfo({ years_back: Number(url.searchParams.get('years_back')) }),
    [companyPaths.keyValues]: () => ({
      items: [
        dividendYear({ year: 2025 }),
        dividendYear({ year: 2024, earnings_per_share: -0.4, price_to_earnings: -61.2 }),
        dividendYear({ year: 2023, dividend_yield: null, price_to_earnings: null }),
      ],
    }),
    [companyPaths.dividends]: () => page([dividend()]),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<Dividends stock={companyStock} />);
  return api;
}

const callsTo = (api: ReturnType<typeof setup>, path: string) => api.calls.filter((url) => url.pathname === path);

describe('the dividends tab', { timeout: 20_000 }, () => {
  it('draws the distributions from 2018 by year, and by quarter on demand', async () => {
    const api = setup();
    const bars = await screen.findByTestId('bars');
    expect(bars.textContent).toBe('التوزيعات: 2024=1.25');
    expect(screen.getByRole('img', { name: 'توزيعات أرامكو السعودية النقدية للسهم منذ 2018' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حسب الربع' }));
    await waitFor(() => expect(screen.getByTestId('bars').textContent).toContain('الربع 2: 2024=0.5'));
    expect(callsTo(api, companyPaths.dividendChart).at(-1)!.searchParams.get('by_quarter')).toBe('true');
  });

  it('shows the table by year, with "negative" for a loss-making P/E and a dash where there is no figure', async () => {
    const api = setup();
    const table = await screen.findByRole('table', { name: 'توزيعات أرامكو السعودية وأرقامه حسب السنة' });
    await within(table).findByText('2025');
    // Oldest year first.
    const years = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(years).toEqual(['البند', '2023', '2024', '2025']);
    const pe = within(table).getByRole('rowheader', { name: 'مكرر الربحية' }).closest('tr')!;
    expect([...pe.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['—', 'سالب', '15.49']);
    const yieldRow = within(table).getByRole('rowheader', { name: 'عائد التوزيع' }).closest('tr')!;
    expect(yieldRow.querySelector('td')?.textContent).toBe('—');
    expect(within(table).getByRole('rowheader', { name: 'إجمالي التوزيعات' })).toBeTruthy();
    expect(callsTo(api, companyPaths.keyValues)[0]!.searchParams.get('years')).toBe('5');

    const ten = screen.getByRole('button', { name: '10 سنوات' });
    expect(ten.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(ten);
    await waitFor(() => expect(callsTo(api, companyPaths.keyValues).at(-1)!.searchParams.get('years')).toBe('10'));
    expect(screen.getByRole('button', { name: '10 سنوات' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sums up 3 years back, and 5 on the switch', async () => {
    const api = setup();
    const info = await screen.findByRole('region', { name: 'ملخص التوزيعات' });
    await waitFor(() => expect(info.querySelector('[data-key="payoutRatio"] dd')?.textContent).toBe('92.50٪'));
    expect(info.querySelector('[data-key="count"] dd')?.textContent).toBe('12');
    expect(callsTo(api, companyPaths.dividendInfo)[0]!.searchParams.get('years_back')).toBe('3');
    fireEvent.click(within(info).getByRole('button', { name: '5 سنوات' }));
    await waitFor(() => expect(callsTo(api, companyPaths.dividendInfo).at(-1)!.searchParams.get('years_back')).toBe('5'));
  });

  it('lists the distributions and searches them by due date', async () => {
    const api = setup();
    const table = await screen.findByRole('table', { name: 'توزيعات أرامكو السعودية' });
    const row = (await within(table).findByText('تحويل بنكي')).closest('tr')!;
    expect(within(row).getByText('الربع الثاني 2026')).toBeTruthy();
    expect(row.querySelector('time[datetime="2026-08-18"]')).toBeTruthy();

    fireEvent.change(screen.getByTestId('dividends-from'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByTestId('dividends-to'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => {
      const last = callsTo(api, companyPaths.dividends).at(-1)!.searchParams;
      expect([last.get('due_date_from'), last.get('due_date_to'), last.get('page')]).toEqual(['2025-01-01', '2025-12-31', '1']);
    });

    // An end before the start is refused before it is asked.
    fireEvent.change(screen.getByTestId('dividends-to'), { target: { value: '2024-12-31' } });
    expect(screen.getByRole('alert').textContent).toBe('يجب ألا يسبق تاريخ النهاية تاريخ البداية.');
    expect(screen.getByRole('button', { name: 'بحث' }).hasAttribute('disabled')).toBe(true);

    // The reset empties the fields and shows the whole list again (the first page, as it came).
    fireEvent.click(screen.getByRole('button', { name: 'إعادة تعيين' }));
    expect((screen.getByTestId('dividends-from') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await within(screen.getByRole('table', { name: 'توزيعات أرامكو السعودية' })).findByText('تحويل بنكي')).toBeTruthy();
  });
});
