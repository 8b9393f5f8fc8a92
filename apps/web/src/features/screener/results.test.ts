import type { ScreenerRow } from '@sahm/contracts/screener';
import { describe, expect, it } from 'vitest';
import { formatCell, nextSort, sortRows } from './results.ts';

const stock = (name: string, pe: string | null): ScreenerRow => ({
  stock: { guid: name, symbol_code: name, short_name: name, company_name: name, logo: null },
  values: { price_to_earnings: pe },
});

describe('results', () => {
  const rows = [stock('B', '12.5'), stock('A', null), stock('C', '-3')];

  it('sorts by a column both ways with missing figures last, and by name', () => {
    const names = (sort: Parameters<typeof sortRows>[1]) => sortRows(rows, sort, 'en').map((r) => r.stock.short_name);
    expect(names({ by: 'price_to_earnings', desc: false })).toEqual(['C', 'B', 'A']);
    expect(names({ by: 'price_to_earnings', desc: true })).toEqual(['B', 'C', 'A']);
    expect(names({ by: 'name', desc: false })).toEqual(['A', 'B', 'C']);
  });

  it('turns the sorted column around and sorts a new one largest first', () => {
    expect(nextSort({ by: 'name', desc: false }, 'name')).toEqual({ by: 'name', desc: true });
    expect(nextSort({ by: 'name', desc: false }, 'price')).toEqual({ by: 'price', desc: true });
  });

  it('formats a figure to its unit’s places', () => {
    expect(formatCell('1234.5', 'sar', 'en')).toBe('1,234.50');
    expect(formatCell('12.345', 'percent', 'en')).toBe('12.35%');
    expect(formatCell(null, 'times', 'en')).toBe('—');
  });
});
