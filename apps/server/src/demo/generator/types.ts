import type { MarketKind } from '../../domain/market-kind.ts';
import type { DailyBar, Fundamentals } from '../../modules/stocks/index.ts';

export type { DailyBar, Fundamentals };

/**
 * The shapes the demo generator consumes and produces. Prices are integer halalas
 * (1 SAR = 100 halalas): every tick size on the exchange is a whole number of halalas,
 * so bars stay exact and the loader writes them to NUMERIC columns without rounding.
 */

/** One listed company as the reference data gives it (see ../reference). */
export type CompanyRef = {
  symbol_code: string;
  name_en: string;
  name_ar: string;
  short_name_en: string;
  short_name_ar: string;
  market: MarketKind;
  /** Code of the Tadawul industry group (level 2 of the sector tree). */
  industry_group: string;
  /** YYYY-MM-DD when known. */
  listing_date: string | null;
};

export type Holiday = { date: string; name_ar: string; name_en: string };

/** Static figures of a generated company. */
export type GeneratedStock = {
  symbol_code: string;
  market: MarketKind;
  /** First trading day in the generated history (listing date, or the history start). */
  first_trade_date: string;
  listing_date: string;
  shares_outstanding: number;
  /** 0..1, share of shares_outstanding that is free float (index weighting). */
  free_float_ratio: number;
  /** Nominal (par) value in halalas; 1000 (10 SAR) on the exchange. */
  nominal_value: number;
  /** Sensitivity to the market factor. */
  beta: number;
};

/** One trading day of a market index (points with two decimals, kept as hundredths). */
export type IndexBar = {
  trade_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  prev_close: number;
  volume: number;
  /** Halalas. */
  value: number;
  trades: number;
};

export type GeneratedFund = {
  code: string;
  name_ar: string;
  name_en: string;
  manager_ar: string;
  manager_en: string;
  shariah_compliant: boolean;
  currency: 'SAR' | 'USD';
  /** Percent per year, two decimals, e.g. 1.75. */
  management_fees: number;
  subscription_fees: number;
  /** In the fund's currency, whole units. */
  min_subscription: number;
  risk_level: 'LOW' | 'MEDIUM' | 'HIGH';
  objective_ar: string;
  objective_en: string;
  category: string;
  valuation_days: string;
  inception_date: string;
};

/** One valuation of a fund. NAV per unit in ten-thousandths, AUM in whole currency units. */
export type NavPoint = { valuation_date: string; nav_per_unit: number; assets_under_management: number };
