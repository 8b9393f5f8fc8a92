import type { CompanyKind } from '../companies/company-kind.ts';
import type { AnnualEpsData, CapitalChangeData, DividendData } from '../companies/types.ts';
import type { PeriodLabel, StatementKind, Values, Family } from '../../../domain/statements/template-types.ts';

export { QUARTERS, STATEMENT_KINDS } from '../../../domain/statements/template-types.ts';
export type {
  StatementKind,
  Family,
  PeriodLabel,
  LineItemUnit,
  Nature,
  LineItem,
  StatementTemplates,
  Values,
} from '../../../domain/statements/template-types.ts';

/**
 * What the financial-statements generator consumes and produces. Money is whole thousands of SAR
 * (the statements show millions, so a thousand is three decimals of the shown figure and no binary
 * fraction ever reaches a stored value); per-share figures are whole halalas, share counts whole
 * shares. Each line item's template says which.
 */

export type StatementRow = {
  /** The financial year, named by the calendar year it ends in. */
  year: number;
  period: PeriodLabel;
  /** The balance-sheet date: the period's last day. */
  end_date: string;
  statement: StatementKind;
  values: Values;
};

export type FinancialsInput = {
  symbolCode: string;
  kind: CompanyKind;
  industryGroup: string;
  /** Shares (or fund units) outstanding today. */
  sharesOutstanding: number;
  /** Halalas per share. */
  nominalValue: number;
  /** Month (1–12) the financial year ends in; it ends on that month's last day. */
  fyEndMonth: number;
  /** Basic EPS per financial year in halalas, as earnings.ts draws it. */
  earnings: readonly AnnualEpsData[];
  capitalChanges: readonly CapitalChangeData[];
  dividends: readonly DividendData[];
};

export type FinancialsData = {
  symbol_code: string;
  family: Family;
  /** Every financial year's Q1–Q4, H1, H2 and ANNUAL rows of each statement, oldest first. */
  rows: StatementRow[];
};
