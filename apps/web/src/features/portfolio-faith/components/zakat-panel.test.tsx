import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PortfolioZakat } from '@sahm/contracts/portfolio-income';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ZakatPanel } from './zakat-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const guid = '90000000-0000-4000-8000-000000000001';
const stock = {
  guid: '91000000-0000-4000-8000-000000000001',
  company_name: 'مصرف الراجحي',
  short_name: 'الراجحي',
  symbol_code: '1120',
  logo: null,
  market: { guid: '92000000-0000-4000-8000-000000000001', code: 'TASI', name: 'السوق الرئيسية' },
  sector: { guid: '93000000-0000-4000-8000-000000000001', name: 'البنوك', parent: null },
};

/** The server's answer for a method: the figures are its own, the page never sums them. */
function answer(url: URL): PortfolioZakat {
  const method = url.searchParams.get('method') as PortfolioZakat['method'];
  const paid = method === 'company_paid';
  return {
    method,
    date: '2026-11-26',
    calendar: 'lunar',
    rate: '2.5',
    hawl_days: 354,
    holdings: [
      {
        stock,
        shares: 100,
        zakatable: paid ? '0.00' : '8430.00',
        per_share: paid ? '0.670847' : '84.3',
        source_period: paid ? '2025 ANNUAL' : '2026-11-26',
        zakat: paid ? '0.00' : '210.75',
        settled_by_company: paid,
      },
    ],
    holdings_zakat: paid ? '0.00' : '210.75',
    cash: '1000.00',
    cash_zakat: '25.00',
    total_zakatable: paid ? '1000.00' : '9430.00',
    total_zakat: paid ? '25.00' : '235.75',
    nisab: { gold_grams: 85, gold_price: null, value: null, reached: null },
  };
}

describe('the zakat panel', { timeout: 20_000 }, () => {
  it('explains the chosen method and shows the server’s figures for it', async () => {
    const api = fakeApi({ [`/api/v1/portfolio/${guid}/zakat/`]: answer });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ZakatPanel guid={guid} today="2026-11-26" />);
    const explanation = () => document.querySelector('[data-explanation]')!;
    expect(explanation().getAttribute('data-explanation')).toBe('trading');
    expect(explanation().textContent).toContain('2.5');
    await waitFor(() => expect(document.querySelector('[data-zakat]')?.textContent).toContain('210.75'));
    expect(screen.getByText('235.75')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'تدفعها الشركة' }));
    expect(explanation().getAttribute('data-explanation')).toBe('company_paid');
    await waitFor(() => expect(document.querySelector('[data-zakat]')?.textContent).toBe('تدفعها الشركة'));
    expect(api.calls.at(-1)!.searchParams.get('method')).toBe('company_paid');
    // Today is left out of the query: the server takes today itself.
    expect(api.calls.at(-1)!.searchParams.has('date')).toBe(false);
    expect(document.querySelector('[data-nisab]')!.getAttribute('data-nisab')).toBe('unknown');
  });

  it('takes the due date typed day-month-year whatever the browser’s language, and refuses a bad or future one without asking', async () => {
    const api = fakeApi({ [`/api/v1/portfolio/${guid}/zakat/`]: answer });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ZakatPanel guid={guid} today="2026-11-26" />);
    const field = screen.getByTestId('zakat-date') as HTMLInputElement;
    expect(field.value).toBe('26-11-2026');
    expect(field.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));

    fireEvent.change(field, { target: { value: '01/03/2026' } });
    await waitFor(() => expect(api.calls.at(-1)!.searchParams.get('date')).toBe('2026-03-01'));
    const asked = api.calls.length;

    fireEvent.change(field, { target: { value: '31-02-2026' } });
    expect(await screen.findByText('اكتب التاريخ بالصيغة DD-MM-YYYY')).toBeTruthy();
    fireEvent.change(field, { target: { value: '27-11-2026' } });
    expect(await screen.findByText('لا يمكن أن يكون تاريخ الاستحقاق في المستقبل')).toBeTruthy();
    expect(api.calls.length).toBe(asked);
  });
});
