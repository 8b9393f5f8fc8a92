import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/portfolios.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyRow } from '../buy-rows.ts';
import { BuyRowFields, type BuyFormValues } from './buy-row-fields.tsx';

function Row() {
  const form = useForm<BuyFormValues>({ defaultValues: { rows: [emptyRow(null, '')], deductFromCash: true } });
  return <BuyRowFields control={form.control} index={0} withDate stockLocked={false} />;
}

describe('a buy row', () => {
  it('turns Arabic digits into Latin ones and shows the cost, read-only', async () => {
    renderWithProviders(<Row />);
    const quantity = await screen.findByLabelText(ar.buy.quantity);
    fireEvent.change(quantity, { target: { value: '١٢' } });
    fireEvent.change(screen.getByLabelText(ar.buy.price), { target: { value: '٣٣٫٣٣٣' } });
    fireEvent.change(screen.getByTestId('buy-date'), { target: { value: '٢٠٢٦-١١-١٩' } });
    expect(quantity).toHaveProperty('value', '12');
    expect(screen.getByLabelText(ar.buy.price)).toHaveProperty('value', '33.33');
    expect(screen.getByTestId('buy-date')).toHaveProperty('value', '2026/11/19');
    const cost = screen.getByTestId('buy-cost');
    expect(cost).toHaveProperty('value', '399.96');
    expect(cost).toHaveProperty('readOnly', true);
  });

  it('keeps the price to one decimal separator', async () => {
    renderWithProviders(<Row />);
    const price = await screen.findByLabelText(ar.buy.price);
    fireEvent.change(price, { target: { value: '1.2.5' } });
    expect(price).toHaveProperty('value', '1.25');
  });
});
