import {
  defaultPortfolioColumns,
  portfolioColumns,
  type Holding,
  type OverviewTotals,
  type PortfolioColumn,
} from '@sahm/contracts/portfolio';

/**
 * The columns to show, in the master order whatever order they were ticked in; 'all' or an
 * empty choice means the six defaults (spec §9). Unknown keys are dropped.
 */
export function orderColumns(chosen: readonly string[] | 'all' | null | undefined): PortfolioColumn[] {
  if (!chosen || chosen === 'all' || chosen.length === 0) return [...defaultPortfolioColumns];
  const set = new Set(chosen);
  return portfolioColumns.filter((column) => set.has(column));
}

/** Ticks or unticks a column and returns the choice in master order. */
export function toggleColumn(current: readonly PortfolioColumn[], column: PortfolioColumn): PortfolioColumn[] {
  const next = current.includes(column) ? current.filter((c) => c !== column) : [...current, column];
  return portfolioColumns.filter((c) => next.includes(c));
}

/**
 * How a column's figure reads: money in SAR (an amount's SAR string, or a price per share's
 * number), a signed change, a percent, a plain count, a date or text.
 */
export type ColumnKind = 'money' | 'change' | 'changeMoney' | 'ratio' | 'percent' | 'count' | 'date' | 'text' | 'number';

type ColumnDefinition = {
  kind: ColumnKind;
  value: (holding: Holding) => number | string | null;
  /** The totals row's figure, when the column has one. */
  total?: (totals: OverviewTotals) => number | string;
};

export const columnDefinitions: Record<PortfolioColumn, ColumnDefinition> = {
  stock_market_type: { kind: 'text', value: (h) => h.stock.market.name },
  total_shares_per_stock: { kind: 'count', value: (h) => h.total_shares_per_stock, total: (t) => t.total_shares },
  avg_cost_per_share: { kind: 'money', value: (h) => h.avg_cost_per_share },
  stock_close: { kind: 'money', value: (h) => h.stock_close },
  total_cost_per_stock: { kind: 'money', value: (h) => h.total_cost_per_stock, total: (t) => t.total_cost },
  market_value: { kind: 'money', value: (h) => h.market_value, total: (t) => t.total_market_value },
  stock_change_value: { kind: 'change', value: (h) => h.stock_change_value },
  stock_return_last_week: { kind: 'ratio', value: (h) => h.stock_return_last_week },
  stock_return_last_month: { kind: 'ratio', value: (h) => h.stock_return_last_month },
  daily_profit_loss: { kind: 'changeMoney', value: (h) => h.daily_profit_loss, total: (t) => t.total_daily_profit_loss },
  profit_loss: { kind: 'changeMoney', value: (h) => h.profit_loss, total: (t) => t.total_profit_loss },
  profit_loss_ratio: { kind: 'ratio', value: (h) => h.profit_loss_ratio, total: (t) => t.total_profit_loss_ratio },
  return_on_portfolio: { kind: 'ratio', value: (h) => h.return_on_portfolio, total: (t) => t.total_return_on_portfolio },
  weight: { kind: 'percent', value: (h) => h.weight, total: (t) => t.total_weight },
  dividends_due_date: { kind: 'date', value: (h) => h.dividends?.due_date ?? null },
  dividends_amount: { kind: 'money', value: (h) => h.dividends?.amount ?? null },
  financials_book_value: { kind: 'number', value: (h) => h.financial.book_value },
  financials_dividend_yield: { kind: 'percent', value: (h) => h.financial.dividend_yield },
  financials_value_price_to_book_ratio: { kind: 'number', value: (h) => h.financial.value_price_to_book_ratio },
  financials_price_to_earnings: { kind: 'number', value: (h) => h.financial.price_to_earnings },
  financials_basic_earnings_per_share: { kind: 'number', value: (h) => h.financial.basic_earnings_per_share },
  financials_total_equity: { kind: 'number', value: (h) => h.financial.total_equity },
  financials_return_of_equity_percent: { kind: 'percent', value: (h) => h.financial.return_of_equity_percent },
  financials_total_annual_dividend_paid: { kind: 'number', value: (h) => h.financial.total_annual_dividend_paid },
};
