/**
 * Financial statement templates: the line items of each family and their units. Money is whole
 * thousands of SAR (the statements show millions, so a thousand is three decimals of the shown
 * figure and no binary fraction ever reaches a stored value); per-share figures are whole halalas,
 * share counts whole shares. Each line item's template says which.
 */

export type StatementKind = 'income_statement' | 'balance_sheet' | 'cash_flow';
export const STATEMENT_KINDS: readonly StatementKind[] = ['income_statement', 'balance_sheet', 'cash_flow'];

/** The line-item families: one template each. */
export type Family = 'ordinary' | 'bank' | 'insurance' | 'reit';

export type PeriodLabel = 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'H2' | 'ANNUAL';
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export type LineItemUnit = 'SAR_THOUSANDS' | 'SHARES' | 'HALALAS';

/**
 * How quarters make a half-year or a year: flows add up, balances are the last quarter's,
 * opening balances the first quarter's, per-share figures and share counts are worked out afresh
 * over the longer period.
 */
export type Nature = 'flow' | 'balance' | 'opening' | 'per-share' | 'shares';

export type LineItem = {
  /** Stable snake_case English identifier. */
  key: string;
  /** Position within the statement, depth first. */
  order: number;
  label_ar: string;
  label_en: string;
  unit: LineItemUnit;
  nature: Nature;
  /** A parent's figure is the sum of its children's. */
  children: readonly LineItem[];
  /** A subtotal row outside the tree (gross profit, net income…): the sum of these earlier rows. */
  sum_of: readonly string[];
};

export type StatementTemplates = Readonly<Record<StatementKind, readonly LineItem[]>>;

/** One statement's figures: line-item key → whole units of the item's unit. */
export type Values = Record<string, number>;
