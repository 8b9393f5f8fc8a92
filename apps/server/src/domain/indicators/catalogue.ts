import { BANK_INDICATORS } from './bank-indicators.ts';
import type { Indicator } from './formula.ts';
import { GROWTH_INDICATORS, RATIO_INDICATORS } from './growth-indicators.ts';
import { INSURANCE_INDICATORS } from './insurance-indicators.ts';
import { LEVERAGE_INDICATORS, LIQUIDITY_INDICATORS } from './leverage-indicators.ts';
import { PER_SHARE_INDICATORS } from './per-share-indicators.ts';
import { REIT_INDICATORS } from './reit-indicators.ts';
import { EFFICIENCY_INDICATORS, PROFITABILITY_INDICATORS } from './return-indicators.ts';
import { BALANCE_SHEET_INDICATORS, CASH_FLOW_INDICATORS, INCOME_STATEMENT_INDICATORS } from './statement-indicators.ts';
import { MARKET_VALUE_INDICATORS, VALUATION_INDICATORS } from './valuation-indicators.ts';

/**
 * Every indicator, in the order the statistics tab lists them. Keys the spec names elsewhere keep
 * its spelling (the screener's `return_of_equity_percent`, `value_price_to_book_ratio`, the
 * portfolio's `total_annual_dividend_paid`), so those pages read them without a mapping.
 */
export const INDICATORS: readonly Indicator[] = [
  ...INCOME_STATEMENT_INDICATORS,
  ...BALANCE_SHEET_INDICATORS,
  ...CASH_FLOW_INDICATORS,
  ...PER_SHARE_INDICATORS,
  ...VALUATION_INDICATORS,
  ...MARKET_VALUE_INDICATORS,
  ...PROFITABILITY_INDICATORS,
  ...EFFICIENCY_INDICATORS,
  ...LEVERAGE_INDICATORS,
  ...LIQUIDITY_INDICATORS,
  ...GROWTH_INDICATORS,
  ...RATIO_INDICATORS,
  ...BANK_INDICATORS,
  ...INSURANCE_INDICATORS,
  ...REIT_INDICATORS,
];

const BY_KEY = new Map(INDICATORS.map((i) => [i.key, i]));

export const indicatorByKey = (key: string): Indicator | undefined => BY_KEY.get(key);
