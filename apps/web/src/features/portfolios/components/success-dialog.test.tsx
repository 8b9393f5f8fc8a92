import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { readOperation, rememberOperation } from '../last-operation.ts';
import { SuccessDialog } from './success-dialog.tsx';

/** The text as read: isolation marks dropped, Intl's no-break spaces as spaces. */
const read = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');

const twoStocks = {
  total: '7000.00',
  lines: [
    { company: 'Aramco', shares: 100, price: '28.00', amount: '2800.00' },
    { company: 'Al Rajhi', shares: 50, price: '84.00', amount: '4200.00' },
  ],
};

afterEach(() => localStorage.clear());

describe('the success dialog after a purchase', () => {
  it('lists each company with its own shares, price and amount, under the total (English)', async () => {
    await initTestI18n('en');
    rememberOperation('buy', twoStocks);
    renderWithProviders(<SuccessDialog kind="buy" onClose={() => {}} />, { locale: 'en' });
    const dialog = await screen.findByTestId('buy-success');
    expect(read(dialog.textContent)).toContain('You bought shares in 2 companies worth SAR 7,000.00:');
    const lines = within(screen.getByTestId('operation-lines'))
      .getAllByRole('listitem')
      .map((item) => read(item.textContent));
    expect(lines).toEqual(['Aramco: 100 shares at SAR 28.00, SAR 2,800.00', 'Al Rajhi: 50 shares at SAR 84.00, SAR 4,200.00']);
  });

  it('does the same in Arabic, one line per company', async () => {
    rememberOperation('buy', twoStocks);
    renderWithProviders(<SuccessDialog kind="buy" onClose={() => {}} />, { locale: 'ar' });
    const dialog = await screen.findByTestId('buy-success');
    // Arabic counts in its own plural forms: two companies, 100 shares ("other"), 50 shares ("many").
    expect(read(dialog.textContent)).toMatch(/اشتريت أسهم شركتين بقيمة .*7,000\.00/);
    const lines = within(screen.getByTestId('operation-lines')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(read(lines[0]!.textContent)).toMatch(/^Aramco: 100 سهم بسعر .*28\.00.*، بقيمة .*2,800\.00/);
    expect(read(lines[1]!.textContent)).toMatch(/^Al Rajhi: 50 سهمًا بسعر .*84\.00/);
  });

  it('says one share in the singular in Arabic too', async () => {
    rememberOperation('sell', { total: '28.00', lines: [{ company: 'Aramco', shares: 1, price: '28.00', amount: '28.00' }] });
    renderWithProviders(<SuccessDialog kind="sell" onClose={() => {}} />, { locale: 'ar' });
    const text = read((await screen.findByTestId('sell-success')).textContent);
    expect(text).toMatch(/بعت أسهمًا بقيمة/);
    expect(text).toContain('Aramco: سهم واحد بسعر');
  });

  it('says one share in the singular and shows nothing it cannot read back', async () => {
    await initTestI18n('en');
    rememberOperation('sell', { total: '28.00', lines: [{ company: 'Aramco', shares: 1, price: '28.00', amount: '28.00' }] });
    renderWithProviders(<SuccessDialog kind="sell" onClose={() => {}} />, { locale: 'en' });
    expect(read((await screen.findByTestId('sell-success')).textContent)).toContain('Aramco: 1 share at SAR 28.00');
    // What an older version remembered (one company, one price) is not read back as figures.
    localStorage.setItem('portfolio-buy-success', JSON.stringify({ company: 'old shape', amount: '1.00', price: 1 }));
    expect(readOperation('buy')).toBeNull();
  });
});
