import Decimal from 'decimal.js';
import type { CapitalChangeType } from '@sahm/contracts/company';
import type { CapitalChangeInput, DividendInput } from '@sahm/contracts/company-admin';
import type { MessageParams } from '../../platform/messages.ts';
import type { MessageName } from './messages.ts';

/**
 * The rules of the back office's values beyond their shape (which the contracts check): signs,
 * decimals the columns keep, dates in order, share counts that match the kind of change. Pure, so
 * a JSON call and a file row are judged alike; each problem names its field and a message.
 */
export type Problem = { field: string; key: MessageName; params?: MessageParams };

type DecimalRule = { decimals: number; positive?: boolean; max?: Decimal.Value; maxKey?: MessageName };

/** A decimal text against its column: more than zero when asked, at most `decimals` places, at most `max`. */
export function decimalProblem(field: string, text: string, rule: DecimalRule): Problem | undefined {
  const value = new Decimal(text);
  if (rule.positive && value.lte(0)) return { field, key: 'mustBePositive' };
  if (value.decimalPlaces() > rule.decimals) return { field, key: 'tooManyDecimals', params: { decimals: rule.decimals } };
  if (rule.max !== undefined && value.gt(rule.max)) return { field, key: rule.maxKey ?? 'amountTooLarge' };
  return undefined;
}

const present = <T>(items: (T | undefined)[]): T[] => items.filter((p): p is T => p !== undefined);

// The columns' limits: NUMERIC(12,4) per-share amounts, NUMERIC(12,2) prices, NUMERIC(20,2) capital.
const PER_SHARE_MAX = '99999999';
const PRICE_MAX = '9999999999';
const CAPITAL_MAX = '999999999999999999';

export const stockProblems = (v: { free_float_ratio?: string; nominal_value?: string }): Problem[] =>
  present([
    v.free_float_ratio === undefined
      ? undefined
      : decimalProblem('free_float_ratio', v.free_float_ratio, { decimals: 4, max: 1, maxKey: 'ratioOutOfRange' }),
    v.nominal_value === undefined
      ? undefined
      : decimalProblem('nominal_value', v.nominal_value, { decimals: 2, positive: true, max: PRICE_MAX }),
  ]);

export function dividendProblems(v: DividendInput): Problem[] {
  const problems = present([decimalProblem('amount', v.amount, { decimals: 4, positive: true, max: PER_SHARE_MAX })]);
  if (v.due_date < v.announcement_date) problems.push({ field: 'due_date', key: 'dueBeforeAnnouncement' });
  if (v.distribution_date && v.distribution_date < v.due_date) problems.push({ field: 'distribution_date', key: 'distributionBeforeDue' });
  return problems;
}

export const profileProblems = (v: { contributed_capital?: string; paid_value?: string }): Problem[] =>
  present([
    v.contributed_capital === undefined
      ? undefined
      : decimalProblem('contributed_capital', v.contributed_capital, { decimals: 2, max: CAPITAL_MAX }),
    v.paid_value === undefined ? undefined : decimalProblem('paid_value', v.paid_value, { decimals: 2, max: PRICE_MAX }),
  ]);

/** A holder's or board member's percentage: 0 to 100 with the decimals its column keeps. */
export const percentProblems = (percentage: string, decimals: number): Problem[] =>
  present([decimalProblem('percentage', percentage, { decimals, max: 100, maxKey: 'percentOutOfRange' })]);

const increasing: Record<Exclude<CapitalChangeType, 'CAPITAL_REDUCTION'>, MessageName> = {
  RIGHTS_ISSUE: 'typeRightsIssue',
  BONUS_SHARES: 'typeBonusShares',
  STOCK_SPLIT: 'typeStockSplit',
};

/**
 * A capital change: dates in order; a rights issue, bonus shares or a split add shares, a
 * reduction removes some; only a rights issue has an offer price, and it must have one.
 * `typeName` turns a type's message into words of the caller's language.
 */
export function capitalChangeProblems(v: CapitalChangeInput, typeName: (key: MessageName) => string): Problem[] {
  const problems: Problem[] = [];
  if (v.effective_date < v.announcement_date) problems.push({ field: 'effective_date', key: 'effectiveBeforeAnnouncement' });
  if (v.type === 'CAPITAL_REDUCTION') {
    if (v.shares_after >= v.shares_before) problems.push({ field: 'shares_after', key: 'sharesMustDecrease' });
  } else if (v.shares_after <= v.shares_before) {
    problems.push({ field: 'shares_after', key: 'sharesMustIncrease', params: { type: typeName(increasing[v.type]) } });
  }
  const price = v.offer_price ?? null;
  if (v.type === 'RIGHTS_ISSUE' && price === null) problems.push({ field: 'offer_price', key: 'offerPriceRequired' });
  if (v.type !== 'RIGHTS_ISSUE' && price !== null) problems.push({ field: 'offer_price', key: 'offerPriceOnlyForRights' });
  if (v.type === 'RIGHTS_ISSUE' && price !== null) {
    const bad = decimalProblem('offer_price', price, { decimals: 2, positive: true, max: PRICE_MAX });
    if (bad) problems.push(bad);
  }
  return problems;
}

/** The sum of percentages, exactly. */
export const totalPercent = (percentages: string[]): Decimal => percentages.reduce((sum, p) => sum.plus(p), new Decimal(0));
