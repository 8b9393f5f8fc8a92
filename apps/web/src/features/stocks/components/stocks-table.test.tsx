import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render.tsx';
import { stock } from '../../../test/fixtures.ts';
import type { OrderBy } from '../sorting.ts';
import { StocksTable } from './stocks-table.tsx';

function Harness({ onChange }: { onChange: (orderBy: OrderBy) => void }) {
  const [orderBy, setOrderBy] = useState<OrderBy | undefined>();
  return (
    <TestProviders>
      <StocksTable
        label="أسهم السوق الرئيسية"
        stocks={[stock()]}
        skeletonRows={3}
        orderBy={orderBy}
        onOrderByChange={(next) => {
          onChange(next);
          setOrderBy(next);
        }}
      />
    </TestProviders>
  );
}

describe('StocksTable', () => {
  it('sorts by a header and flips the direction on a second click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const price = screen.getByRole('button', { name: 'السعر' });
    fireEvent.click(price);
    expect(onChange).toHaveBeenLastCalledWith('-price');
    expect(screen.getByRole('columnheader', { name: /السعر/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /السعر/ }));
    expect(onChange).toHaveBeenLastCalledWith('price');
    fireEvent.click(screen.getByRole('button', { name: 'الرمز' }));
    expect(onChange).toHaveBeenLastCalledWith('symbol_code');
  });

  it('shows figures left to right and coloured by direction', () => {
    render(<Harness onChange={vi.fn()} />);
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.querySelector('bdi[dir="ltr"]')?.textContent).toBe('1150');
    expect(within(row).getByText('25.40').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(row).getByText('+1.20٪')).toBeTruthy();
    expect(within(row).getByText('3.46 مليون')).toBeTruthy();
  });

  it('shows skeleton rows while loading', () => {
    render(
      <TestProviders>
        <StocksTable label="x" stocks={undefined} skeletonRows={4} orderBy={undefined} onOrderByChange={vi.fn()} />
      </TestProviders>,
    );
    // One header row plus four placeholder rows, hidden from assistive technology.
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(4);
  });
});
