import type { FundPoint } from '@sahm/contracts/funds';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { parseSearchDate } from '../date-search.ts';
import { FundCalendar } from './fund-calendar.tsx';

const point = (valuation_date: string, nav_per_unit: number): FundPoint => ({
  valuation_date,
  nav_per_unit,
  change_ratio: 0.5,
  ytd_change: 2,
  assets_under_management: 120_000_000,
});

const points = Array.from({ length: 40 }, (_, day) => point(`2026-10-${String((day % 28) + 1).padStart(2, '0')}`, 10 + day / 100))
  .slice(0, 28)
  .concat([point('2026-11-01', 11.2345), point('2026-11-02', 11.3)]);

describe('fund calendar date search', () => {
  it('accepts only real dates written YYYY-MM-DD, Arabic digits included', () => {
    expect(parseSearchDate('2026-11-02')).toBe('2026-11-02');
    expect(parseSearchDate(' ٢٠٢٦-١١-٠٢ ')).toBe('2026-11-02');
    expect(parseSearchDate('2026-02-30')).toBeNull();
    expect(parseSearchDate('02/11/2026')).toBeNull();
    expect(parseSearchDate('2026-1-2')).toBeNull();
  });

  it('finds the valuation of exactly that date, and resets to the full calendar', async () => {
    renderWithProviders(<FundCalendar points={points} label="تقييمات الصندوق" />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'تقييمات الصندوق' });
    // Newest first, 25 a page.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(table.querySelector('tbody tr')?.getAttribute('data-date')).toBe('2026-11-02');

    fireEvent.change(screen.getByTestId('fund-date-search'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getAttribute('data-date')).toBe('2026-11-01');
    expect(rows[0]!.textContent).toContain('11.2345');

    fireEvent.change(screen.getByTestId('fund-date-search'), { target: { value: '2026-11-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(screen.getByText('لا يوجد تقييم بتاريخ 2026-11-03.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'إعادة تعيين' }));
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(25);
    expect((screen.getByTestId('fund-date-search') as HTMLInputElement).value).toBe('');
  });

  it('says when the typed date is not in the expected form', async () => {
    renderWithProviders(<FundCalendar points={points} label="x" />);
    fireEvent.change(await screen.findByTestId('fund-date-search'), { target: { value: '1/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(screen.getByText('أدخل التاريخ بالصيغة YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(25);
  });
});
