import type { StockOrderField } from '@sahm/contracts/stocks';
import type { Quote } from './quote.ts';
import type { SortDirection } from './sorting.ts';

export type ColumnId = 'symbol' | 'company' | 'price' | 'change' | 'changeRatio' | 'volume' | 'value' | 'marketCap';

export type StockColumn = {
  id: ColumnId;
  field: StockOrderField;
  firstDirection: SortDirection;
  /** Figures read from the quote; the symbol and company columns have none. */
  quoteKey?: keyof Quote;
  format?: 'price' | 'change' | 'ratio' | 'compact';
};

export const stockColumns: readonly StockColumn[] = [
  { id: 'symbol', field: 'symbol_code', firstDirection: 'asc' },
  { id: 'company', field: 'short_name', firstDirection: 'asc' },
  { id: 'price', field: 'price', firstDirection: 'desc', quoteKey: 'price', format: 'price' },
  { id: 'change', field: 'change_value', firstDirection: 'desc', quoteKey: 'change', format: 'change' },
  { id: 'changeRatio', field: 'change_ratio', firstDirection: 'desc', quoteKey: 'changeRatio', format: 'ratio' },
  { id: 'volume', field: 'trade_volume', firstDirection: 'desc', quoteKey: 'volume', format: 'compact' },
  { id: 'value', field: 'trade_value', firstDirection: 'desc', quoteKey: 'value', format: 'compact' },
  { id: 'marketCap', field: 'market_cap', firstDirection: 'desc', quoteKey: 'marketCap', format: 'compact' },
];
