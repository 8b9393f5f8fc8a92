import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar/portfolios.json';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { CashEditor, CashPending, sanitizeCashInput } from './cash-editor.tsx';

const guid = '00000000-0000-4000-8000-000000000001';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uninvested cash editor', () => {
  it('goes from read-only to editing and back on cancel', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'STANDARD', cash_value: '1250.50' }} />);
    expect(await screen.findByTestId('cash-value')).toHaveProperty('textContent', '1,250.50\u00a0ر.س.');
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashEdit }));
    const amount = screen.getByLabelText(ar.panel.cashAmount);
    fireEvent.change(amount, { target: { value: '٥٠٠٫٧٥' } });
    expect(amount).toHaveProperty('value', '500.75');
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashCancel }));
    expect(screen.queryByLabelText(ar.panel.cashAmount)).toBeNull();
    expect(screen.getByRole('button', { name: ar.panel.cashEdit })).toBeTruthy();
  });

  it('while loading, keeps the line’s label and button around a placeholder, the button disabled', async () => {
    renderWithProviders(<CashPending />);
    const line = await screen.findByTestId('cash-pending');
    expect(line.textContent).toContain(ar.panel.cash);
    expect(screen.getByRole('button', { name: ar.panel.cashEdit })).toHaveProperty('disabled', true);
  });

  it('asks for an amount before saving', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'STANDARD', cash_value: '0.00' }} />);
    fireEvent.click(await screen.findByRole('button', { name: ar.panel.cashEdit }));
    fireEvent.click(screen.getByRole('button', { name: ar.panel.cashSave }));
    expect(screen.getByText(ar.panel.cashRequired)).toBeTruthy();
  });

  it('is disabled for the special portfolio type', async () => {
    renderWithProviders(<CashEditor overview={{ guid, type: 'JAREAD_2023_Q4', cash_value: '0.00' }} />);
    expect(await screen.findByRole('button', { name: ar.panel.cashEdit })).toHaveProperty('disabled', true);
  });

  it('sends the amount typed as a SAR string, never a float', async () => {
    storeSession(fakeAccessToken());
    syncSessionFromStorage();
    const server = fakeServer({
      [`POST /api/v1/portfolio/${guid}/cash-value-transaction`]: () => ({
        status: 201,
        body: { message: 'ok', transaction: {} },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<CashEditor overview={{ guid, type: 'STANDARD', cash_value: '0.30' }} />);
    for (const typed of ['-٠٫١', '1250.5', '7.']) {
      fireEvent.click(await screen.findByRole('button', { name: ar.panel.cashEdit }));
      fireEvent.change(screen.getByLabelText(ar.panel.cashAmount), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: ar.panel.cashSave }));
      await waitFor(() => expect(screen.queryByLabelText(ar.panel.cashAmount)).toBeNull());
    }
    const sent = server.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body));
    expect(sent).toEqual([{ cash_value: '-0.10' }, { cash_value: '1250.50' }, { cash_value: '7.00' }]);
  });

  it('keeps a minus for a withdrawal', () => {
    expect(sanitizeCashInput('-١٠٠')).toBe('-100');
    expect(sanitizeCashInput('100-')).toBe('100');
  });
});
