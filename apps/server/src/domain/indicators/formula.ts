import type { IndicatorDefinition, IndicatorGroup, IndicatorUnit, StatementFamily } from '@sahm/contracts/indicators';
import { divPositive, sub, type Maybe } from './exact.ts';

/**
 * What an indicator formula is written against: one company's statements at one period. Money
 * comes back in SAR (the statements' thousands times a thousand), share counts in shares, the
 * price in SAR per share; a figure the statements lack is null and so is everything made from it.
 */

/** Flows over some span: the period's own, or the trailing twelve months'. */
export type Flows = {
  /** An income-statement figure. */
  is(key: string): Maybe;
  /** A cash-flow figure. */
  cf(key: string): Maybe;
};

export type FormulaContext = Flows & {
  family: StatementFamily;
  /** A balance at the period's end. */
  bs(key: string): Maybe;
  /**
   * The four quarters ending with the period's last one, so that a quarter's or half-year's return
   * on a balance compares with a year's; null figures before the fourth quarter on record.
   */
  ttm: Flows;
  /** The period's weighted average shares (units, for a fund), from its income statement. */
  weightedShares(): Maybe;
  /** Shares outstanding on the day the figure is for (an input, from the share register). */
  shares: Maybe;
  /** Closing price in SAR per share; null when the indicator is computed without one. */
  price: Maybe;
  /** The same period of the previous financial year, for growth; null before the first year. */
  prior: FormulaContext | null;
};

export type Formula = (x: FormulaContext) => Maybe;

/** An indicator: its definition as the API gives it, and how to work it out on each family's template. */
export type Indicator = IndicatorDefinition & { formulas: Partial<Readonly<Record<StatementFamily, Formula>>> };

export type Texts = { ar: string; en: string; helpAr: string; helpEn: string };

export const EVERY: readonly StatementFamily[] = ['ordinary', 'bank', 'insurance', 'reit'];

/** One formula on each of the named families' templates. */
export const on = (families: readonly StatementFamily[], f: Formula): Partial<Record<StatementFamily, Formula>> =>
  Object.fromEntries(families.map((family) => [family, f]));

/** One formula on every family's template. */
export const onEvery = (f: Formula) => on(EVERY, f);

/**
 * An indicator of the catalogue, on the families it has formulas for (or, for one computed
 * elsewhere, those named). The tests check `priceBased` against what the formulas read.
 */
export function indicator(
  key: string,
  group: IndicatorGroup,
  unit: IndicatorUnit,
  texts: Texts,
  formulas: Partial<Record<StatementFamily, Formula>>,
  options: { priceBased?: boolean; families?: readonly StatementFamily[] } = {},
): Indicator {
  return {
    key,
    group,
    unit,
    label_ar: texts.ar,
    label_en: texts.en,
    help_ar: texts.helpAr,
    help_en: texts.helpEn,
    families: [...(options.families ?? EVERY.filter((f) => formulas[f]))],
    price_based: options.priceBased ?? false,
    formulas,
  };
}

/** Year-on-year change of a measure against the same period a year earlier; null from a base at or below zero. */
export const growth =
  (measure: Formula): Formula =>
  (x) => {
    const before = x.prior ? measure(x.prior) : null;
    return divPositive(sub(measure(x), before), before);
  };
