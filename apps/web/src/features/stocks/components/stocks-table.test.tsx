import type { StockTick } from '@sahm/contracts/live';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTicks, publishTicks } from '../../../shared/live/tick-store.ts';
import { stock } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { OrderBy } from '../sorting.ts';
import { StocksTable } from './stocks-table.tsx';

afterEach(() => clearTicks());

const stockHref = (guid: string) => `/dashboard/market/all-stocks/${guid}`;

function Harness({ onChange }: { onChange: (orderBy: OrderBy) => void }) {
  const [orderBy, setOrderBy] = useState<OrderBy | undefined>();
  return (
    <StocksTable
      label="أسهم السوق الرئيسية"
      stocks={[stock(), stock({ guid: '66666666-6666-4666-8666-666666666666', symbol_code: '2222', short_name: 'أرامكو' })]}
      skeletonRows={3}
      stockHref={stockHref}
      sorting={{
        orderBy,
        onOrderByChange: (next) => {
          onChange(next);
          setOrderBy(next);
        },
      }}
    />
  );
}

const tick = (overrides: Partial<StockTick> = {}): StockTick => ({
  guid: stock().guid,
  price: 25.6,
  open: 25.1,
  high: 25.7,
  low: 25,
  close: 25.6,
  change_value: 0.5,
  change_ratio: 1.99,
  trade_volume: 3_500_000,
  trade_value: 88_000_000,
  trade_date: '2026-11-22',
  datetime: '2026-11-22T12:00:05+00:00',
  ...overrides,
});

// The first render of MUI on a busy machine can take seconds.
describe('StocksTable', { timeout: 15_000 }, () => {
  it('sorts by a header and flips the direction on a second click', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'السعر' }));
    expect(onChange).toHaveBeenLastCalledWith('-price');
    expect(screen.getByRole('columnheader', { name: /السعر/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /السعر/ }));
    expect(onChange).toHaveBeenLastCalledWith('price');
    fireEvent.click(screen.getByRole('button', { name: 'الرمز' }));
    expect(onChange).toHaveBeenLastCalledWith('symbol_code');
  });

  it('shows figures left to right and coloured by direction, and links to the stock page', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const row = (await screen.findAllByRole('row'))[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.querySelector('bdi[dir="ltr"]')?.textContent).toBe('1150');
    expect(within(row).getByText('25.40').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(row).getByText('+1.20٪')).toBeTruthy();
    expect(within(row).getByText('3.46 مليون')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'الإنماء' }).getAttribute('href')).toBe(stockHref(stock().guid));
  });

  it('updates a row in place when its stock ticks, and leaves the others alone', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await screen.findByRole('link', { name: 'أرامكو' });
    const other = document.querySelector('tr[data-stock="2222"] [data-column="price"]')!;
    const before = other.textContent;
    act(() => publishTicks([tick()]));
    const price = document.querySelector('tr[data-stock="1150"] [data-column="price"]')!;
    expect(price.textContent).toBe('25.60');
    expect(screen.getByText('+1.99٪')).toBeTruthy();
    expect(other.textContent).toBe(before);
    // A late tick older than the one shown changes nothing.
    act(() => publishTicks([tick({ price: 20, datetime: '2026-11-22T11:00:00+00:00' })]));
    expect(price.textContent).toBe('25.60');
  });

  it('shows skeleton rows while loading', async () => {
    renderWithProviders(<StocksTable label="x" stocks={undefined} skeletonRows={4} stockHref={stockHref} />);
    await screen.findByRole('table');
    // One header row plus four placeholder rows, hidden from assistive technology.
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(4);
  });
});
