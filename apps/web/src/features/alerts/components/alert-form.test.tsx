import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { alertSummary } from '../alert-summary.ts';
import { checkThreshold, stockPageKinds } from '../thresholds.ts';
import { AlertForm, type AlertFormValues } from './alert-form.tsx';

function renderForm(onSubmit: (values: AlertFormValues) => void, locale: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <AlertForm
      kinds={stockPageKinds}
      price={31.2}
      submitLabel="Create alert"
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
    { locale },
  );
}

describe('the alert form', () => {
  it('checks a price as the server does: required, a number, two decimals, within bounds; Arabic digits are read', async () => {
    await initTestI18n('en');
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const field = await screen.findByRole('textbox', { name: /Price \(SAR\)/ });
    // The last price is shown beside a price threshold.
    expect(screen.getByText('Last price: SAR 31.20')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Create alert' });

    fireEvent.click(submit);
    expect(await screen.findByText('Enter a value.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByText('Enter a value from 0.01 to 100,000.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '31.555' } });
    expect(screen.getByText('Use at most two decimals.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '31,5x' } });
    expect(screen.getByText('Enter a number, such as 25.5.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '٣٢٫٥' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'price_above',
      threshold: 32.5,
      provider: null,
      channels: { email: true, push: false },
      cooldown_minutes: 60,
    });
  });

  it('offers the volume spike in multiples of the average, bounded 1.1 to 100, and explains it', async () => {
    await initTestI18n('en');
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'When' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Volume spike' }));
    expect(screen.getByText('When the day’s traded volume reaches this multiple of its 20-day average.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Times the 20-day average volume/ });
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('Enter a value from 1.1 to 100.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'volume_spike', threshold: 3 }));
  });

  it('asks a company kind for no threshold, and the Shariah change for its provider', async () => {
    await initTestI18n('ar');
    const onSubmit = vi.fn();
    renderForm(onSubmit, 'ar');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'متى' }));
    fireEvent.click(await screen.findByRole('option', { name: 'تغير التصنيف الشرعي' }));
    expect(screen.queryByTestId('alert-threshold')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'مصدر التصنيف الشرعي' }));
    fireEvent.click(await screen.findByRole('option', { name: 'البلاد' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'shariah_change', threshold: null, provider: 'ALBILAD' }));
  });
});

// Intl writes a no-break space between the currency and the figure.
const summary = (...args: Parameters<typeof alertSummary>) => alertSummary(...args).replace(/\s/g, ' ');

describe('thresholds', () => {
  it('are written per kind: riyals, percent, multiples of the average', async () => {
    await initTestI18n('en');
    const t = i18next.getFixedT('en', 'alerts');
    expect(summary({ kind: 'price_above', threshold: 31.5, provider: null }, t, 'en')).toBe('Price above SAR 31.50');
    expect(summary({ kind: 'change_down', threshold: 2.5, provider: null }, t, 'en')).toBe('Down 2.5% on the day');
    expect(summary({ kind: 'volume_spike', threshold: 3, provider: null }, t, 'en')).toBe('Volume 3× the 20-day average');
    expect(summary({ kind: 'portfolio_move', threshold: 1.25, provider: null }, t, 'en')).toBe('Portfolio moves 1.25% in a day');
    expect(summary({ kind: 'shariah_change', threshold: null, provider: 'ALRAJHI' }, t, 'en')).toBe('Shariah status change (Al Rajhi)');
    const ar = i18next.getFixedT('ar', 'alerts');
    expect(summary({ kind: 'price_below', threshold: 28, provider: null }, ar, 'ar')).toMatch(/^السعر دون 28\.00\s?ر\.س\.?$/);
  });

  it('take the bounds of the contract', () => {
    expect(checkThreshold('change_up', '30').problem).toBeNull();
    expect(checkThreshold('change_up', '30.01').problem).toEqual({ key: 'range', min: 0.1, max: 30 });
    expect(checkThreshold('portfolio_move', '0.05').problem).toEqual({ key: 'range', min: 0.1, max: 50 });
    expect(checkThreshold('price_below', '100000').value).toBe(100000);
  });
});
