import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/portfolios.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { CashEditor, sanitizeCashInput } from './cash-editor.tsx';

const guid = '00000000-0000-4000-8000-000000000001';

describe('uninvested cash editor', () => {
  it('goes from read-only to editing and back on cancel', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'STANDARD', cash_value: 1250.5 }} />);
    expect(await screen.findByTestId('cash-value')).toHaveProperty('textContent', '1,250.50 ر.س');
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashEdit }));
    const amount = screen.getByLabelText(ar.panel.cashAmount);
    fireEvent.change(amount, { target: { value: '٥٠٠٫٧٥' } });
    expect(amount).toHaveProperty('value', '500.75');
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashCancel }));
    expect(screen.queryByLabelText(ar.panel.cashAmount)).toBeNull();
    expect(screen.getByRole('button', { name: ar.panel.cashEdit })).toBeTruthy();
  });

  it('asks for an amount before saving', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'STANDARD', cash_value: 0 }} />);
    fireEvent.click(await screen.findByRole('button', { name: ar.panel.cashEdit }));
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashSave }));
    expect(screen.getByText(ar.panel.cashRequired)).toBeTruthy();
  });

  it('is disabled for the special portfolio type', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'JAREAD_2023_Q4', cash_value: 0 }} />);
    expect(await screen.findByRole('button', { name: ar.panel.cashEdit })).toHaveProperty('disabled', true);
  });

  it('keeps a minus for a withdrawal', () => {
    expect(sanitizeCashInput('-١٠٠')).toBe('-100');
    expect(sanitizeCashInput('100-')).toBe('100');
  });
});
