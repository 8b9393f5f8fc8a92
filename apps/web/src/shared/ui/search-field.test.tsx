import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field.tsx';

function Harness({ onCommit, external }: { onCommit: (value: string) => void; external?: string }) {
  const [value, setValue] = useState('');
  return (
    <TestProviders>
      <SearchField
        label="ابحث في الأسهم"
        placeholder="اسم الشركة أو رمزها"
        clearLabel="مسح البحث"
        testId="stock-search-input"
        value={external ?? value}
        onCommit={(next) => {
          onCommit(next);
          setValue(next);
        }}
      />
    </TestProviders>
  );
}

const input = () => screen.getByTestId('stock-search-input') as HTMLInputElement;

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits 500 ms after the last keystroke, once', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    fireEvent.change(input(), { target: { value: 'ال' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input(), { target: { value: 'الانماء' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('الانماء');
  });

  it('commits at once on Enter and on clear', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    fireEvent.change(input(), { target: { value: ' 1150 ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('1150');
    fireEvent.click(screen.getByRole('button', { name: 'مسح البحث' }));
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(input().value).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('shows a search that arrives from the address', () => {
    const { rerender } = render(<Harness onCommit={vi.fn()} external="" />);
    rerender(<Harness onCommit={vi.fn()} external="2222" />);
    expect(input().value).toBe('2222');
  });
});
