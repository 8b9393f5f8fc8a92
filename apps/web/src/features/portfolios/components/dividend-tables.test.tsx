import { screen, within } from '@testing-library/react';
import type { UpcomingDividend } from '@sahm/contracts/portfolio-income';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DividendCalendar } from './dividend-tables.tsx';

const read = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');

const stock = (short_name: string) => ({
  guid: crypto.randomUUID(),
  company_name: short_name,
  short_name,
  symbol_code: '1000',
  logo: null,
  market: { guid: crypto.randomUUID(), name: 'Main', code: 'TASI' },
  sector: { guid: crypto.randomUUID(), name: 'Energy', parent: null },
});

const upcoming = (name: string, status: UpcomingDividend['status'], distribution: string | null, record: string): UpcomingDividend => ({
  dividend_guid: crypto.randomUUID(),
  stock: stock(name),
  status,
  announcement_date: '2026-11-01',
  eligibility_date: '2026-11-20',
  record_date: record,
  distribution_date: distribution,
  amount_per_share: '1.25',
  shares: 200,
  expected_amount: '250.00',
});

describe('the dividend calendar', () => {
  it('groups announced dividends by the month they are paid in, with their dates, status and expected amount', async () => {
    await initTestI18n('en');
    renderWithProviders(
      <DividendCalendar
        items={[
          upcoming('Aramco', 'ENTITLED', '2026-11-30', '2026-11-24'),
          upcoming('STC', 'ANNOUNCED', '2026-12-14', '2026-12-03'),
          upcoming('SABIC', 'ANNOUNCED', null, '2026-12-08'),
        ]}
      />,
      { locale: 'en' },
    );
    const months = screen.getAllByRole('heading', { level: 3 }).map((h) => read(h.textContent));
    expect(months).toEqual(['November 2026', 'December 2026']);
    const cards = screen.getAllByTestId('dividend-calendar-item');
    expect(cards).toHaveLength(3);
    expect(read(cards[0]!.textContent)).toContain('Entitled');
    expect(read(cards[0]!.textContent)).toContain('250.00');
    expect(read(cards[0]!.textContent)).toContain('200 × 1.25');
    // The payment date not yet set: the month of the record date, and said so.
    expect(read(within(cards[2]!).getByText('Not set').textContent)).toBe('Not set');
  });

  it('says so when nothing is announced', async () => {
    await initTestI18n('ar');
    renderWithProviders(<DividendCalendar items={[]} />, { locale: 'ar' });
    expect(screen.getByRole('status').textContent).toContain('لا توزيعات معلنة لأسهمك.');
  });
});
