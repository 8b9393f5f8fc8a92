import { defaultPortfolioColumns, portfolioColumns } from '@sahm/contracts/portfolio';
import { describe, expect, it } from 'vitest';
import { columnDefinitions, orderColumns, toggleColumn } from './columns.ts';

describe('column chooser', () => {
  it('uses the six defaults for "all" or an empty choice', () => {
    expect(orderColumns('all')).toEqual(defaultPortfolioColumns);
    expect(orderColumns([])).toEqual(defaultPortfolioColumns);
    expect(orderColumns(undefined)).toHaveLength(6);
  });

  it('keeps the master order whatever order the columns were ticked in', () => {
    expect(orderColumns(['weight', 'stock_market_type', 'market_value'])).toEqual(['stock_market_type', 'market_value', 'weight']);
    expect(orderColumns(['weight', 'nonsense'])).toEqual(['weight']);
  });

  it('puts a newly ticked column in its place', () => {
    const next = toggleColumn(['total_shares_per_stock', 'market_value'], 'avg_cost_per_share');
    expect(next).toEqual(['total_shares_per_stock', 'avg_cost_per_share', 'market_value']);
    expect(toggleColumn(next, 'total_shares_per_stock')).toEqual(['avg_cost_per_share', 'market_value']);
  });

  it('knows how to show every column', () => {
    for (const column of portfolioColumns) expect(columnDefinitions[column]).toBeDefined();
  });
});
