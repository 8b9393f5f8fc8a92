import type {
  BoardPosition,
  CapitalChangeType,
  DividendPeriod,
  ShareholderType,
  ShariahProvider,
  ShariahStatus,
} from '@sahm/contracts/company';
import type { LocalisedName } from '../../../db/schema/companies.ts';
import type { CompanyRef, DailyBar, GeneratedStock } from '../types.ts';

/**
 * What the company-page generator consumes and produces. Amounts are whole units (halalas, or
 * ten-thousandths of a riyal for purification amounts) and percentages exact decimal strings, so
 * the loader writes them to NUMERIC columns without a binary fraction in between.
 */

export type CompanyInput = {
  seed: number;
  company: CompanyRef;
  stock: GeneratedStock & { industry_group: string };
  /** Halalas per share (two decimals) over the last twelve months, as fundamentals.ts draws it. */
  epsTtm: number;
  /** The stock's generated sessions, oldest first (for prices on a past day). */
  bars: readonly DailyBar[];
  /** The demo's today: the last generated session. */
  endDate: string;
  holidays: ReadonlySet<string>;
};

export type ProfileData = {
  information_ar: string;
  information_en: string;
  restrictions_ar: string;
  restrictions_en: string;
  website: string;
  email: string;
  phone: string;
  address_ar: string;
  address_en: string;
  /** Halalas: shares × paid value. */
  contributed_capital: number;
  /** Halalas per share. */
  paid_value: number;
  establishment_date: string;
  fy_end_month: number;
  fy_end_day: number;
  auditors: LocalisedName[];
  isin: string;
  employees: number | null;
};

export type BoardRecordData = {
  /** Stable key of the person within the company (their guid is derived from it). */
  member_key: string;
  name_ar: string;
  name_en: string;
  position: BoardPosition;
  shares: number;
  /** Percent of the shares outstanding on `date`, six decimals. */
  percentage: string;
  prev_percentage: string | null;
  date: string;
  is_current: boolean;
};

export type ShareholderRecordData = {
  holder_key: string;
  name_ar: string;
  name_en: string;
  type: ShareholderType;
  shares: number;
  /** Percent, four decimals. */
  percentage: string;
  prev_percentage: string | null;
  comment_ar: string | null;
  comment_en: string | null;
  is_shareholder: boolean;
  date: string;
};

export type ShariahRecordData = {
  provider: ShariahProvider;
  status: ShariahStatus;
  date: string;
  /** Ten-thousandths of a riyal per share; null where the provider publishes none. */
  cleaning_amount: number | null;
};

export type DividendData = {
  /** Halalas per share. */
  amount: number;
  announcement_date: string;
  due_date: string;
  distribution_date: string;
  way: 'BANK_TRANSFER' | 'INVESTMENT_ACCOUNT' | 'CHEQUE';
  year: number;
  period: DividendPeriod;
};

/** Halalas per share of one financial year. */
export type AnnualEpsData = { year: number; eps: number };

export type CapitalChangeData = {
  type: CapitalChangeType;
  announcement_date: string;
  effective_date: string;
  shares_before: number;
  shares_after: number;
  /** Halalas per new share for a rights issue. */
  offer_price: number | null;
};

export type CompanyData = {
  symbol_code: string;
  profile: ProfileData;
  board: BoardRecordData[];
  shareholders: ShareholderRecordData[];
  shariah: ShariahRecordData[];
  dividends: DividendData[];
  earnings: AnnualEpsData[];
  capital_changes: CapitalChangeData[];
};
