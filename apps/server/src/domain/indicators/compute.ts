import type { IndicatorUnit, IndicatorValue, StatementFamily } from '@sahm/contracts/indicators';
import { INDICATOR_DECIMALS } from '@sahm/contracts/indicators';
import { INDICATORS } from './catalogue.ts';
import { add, mul, parseDecimal, toDecimal, whole, type Exact, type Maybe } from './exact.ts';
import type { Flows, FormulaContext, Indicator } from './formula.ts';

/**
 * Indicators of one company and period from its statement rows, as the statements generator and
 * an uploaded sheet store them: money in whole thousands of SAR, weighted average shares in whole
 * shares. Pure: the caller loads the rows once and computes every period from them.
 */

export type PeriodLabel = 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'H2' | 'ANNUAL';
export type StatementName = 'income_statement' | 'balance_sheet' | 'cash_flow';
type Values = Readonly<Record<string, number>>;

export type StatementRowInput = { year: number; period: PeriodLabel; statement: StatementName; values: Values };

export type StatementBook = {
  family: StatementFamily;
  values(year: number, period: PeriodLabel, statement: StatementName): Values | undefined;
};

export function statementBook(family: StatementFamily, rows: readonly StatementRowInput[]): StatementBook {
  const index = new Map(rows.map((r) => [`${r.year}/${r.period}/${r.statement}`, r.values]));
  return { family, values: (year, period, statement) => index.get(`${year}/${period}/${statement}`) };
}

export type IndicatorInputs = {
  year: number;
  period: PeriodLabel;
  /** Shares (units) outstanding on the day the figures are for; null when unknown. */
  sharesOutstanding: number | null;
  /** Closing price in SAR as a decimal string ("32.45"); null computes no price-based indicator. */
  closingPrice: string | null;
  /**
   * The period's flows (income statement, cash flows) are the four quarters ending with it, as the
   * last-twelve-months column reads, and its prior period the twelve months a year earlier.
   */
  trailing?: boolean;
};

/** The last quarter (1–4) a period runs to: its trailing twelve months end there. */
const LAST_QUARTER: Readonly<Record<PeriodLabel, number>> = { Q1: 1, Q2: 2, Q3: 3, Q4: 4, H1: 2, H2: 4, ANNUAL: 4 };

const THOUSAND = whole(1000);
const sar = (v: number | undefined): Maybe => (v === undefined ? null : mul(whole(v), THOUSAND));

/** Each line item is read many times by the catalogue's formulas: converted once per context. */
function memo(read: (key: string) => Maybe): (key: string) => Maybe {
  const seen = new Map<string, Maybe>();
  return (key) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = read(key);
    seen.set(key, value);
    return value;
  };
}

function flowsOf(values: (statement: StatementName) => Values | undefined): Flows {
  return { is: memo((key) => sar(values('income_statement')?.[key])), cf: memo((key) => sar(values('cash_flow')?.[key])) };
}

/** The four quarters ending with quarter `last` of `year`, summed line by line. */
function trailingYear(book: StatementBook, year: number, last: number): Flows {
  const quarters = [1, 2, 3, 4].map((q) => ({ year: q <= last ? year : year - 1, period: `Q${q}` as PeriodLabel }));
  const sum = (statement: StatementName) => {
    const rows = quarters.map((q) => book.values(q.year, q.period, statement));
    return memo((key) => add(...rows.map((r) => sar(r?.[key]))));
  };
  return { is: sum('income_statement'), cf: sum('cash_flow') };
}

export function contextFor(book: StatementBook, inputs: IndicatorInputs): FormulaContext {
  const { year, period } = inputs;
  const values = (statement: StatementName) => book.values(year, period, statement);
  const price = inputs.closingPrice === null ? null : parseDecimal(inputs.closingPrice);
  const shares = inputs.sharesOutstanding === null ? null : whole(inputs.sharesOutstanding);
  let prior: FormulaContext | null | undefined;
  const ttm = trailingYear(book, year, LAST_QUARTER[period]);
  return {
    family: book.family,
    ...(inputs.trailing ? ttm : flowsOf(values)),
    bs: memo((key) => sar(values('balance_sheet')?.[key])),
    ttm,
    weightedShares: () => {
      const v = values('income_statement')?.weighted_average_shares;
      return v === undefined ? null : whole(v);
    },
    shares,
    price,
    get prior() {
      if (prior === undefined)
        prior = book.values(year - 1, period, 'income_statement') ? contextFor(book, { ...inputs, year: year - 1 }) : null;
      return prior;
    },
  };
}

/** Formulas give money in SAR and ratios as fractions; each unit is shown at its own scale. */
const SCALE: Readonly<Record<IndicatorUnit, Exact>> = {
  sar_millions: { n: 1n, d: 1_000_000n },
  million_shares: { n: 1n, d: 1_000_000n },
  percent: whole(100),
  sar_per_share: whole(1),
  times: whole(1),
  days: whole(1),
  coefficient: whole(1),
};

/** One indicator's exact value in its unit, before rounding; null where it has no formula or no meaning. */
export function exactValue(indicator: Indicator, x: FormulaContext): Maybe {
  const formula = indicator.formulas[x.family];
  return formula ? mul(formula(x), SCALE[indicator.unit]) : null;
}

export const valueOf = (indicator: Indicator, x: FormulaContext): string | null =>
  toDecimal(exactValue(indicator, x), INDICATOR_DECIMALS[indicator.unit]);

/** Every indicator of the company's family for one period; price-based ones are null without a price. */
export function computeIndicators(
  book: StatementBook,
  inputs: IndicatorInputs,
  indicators: readonly Indicator[] = INDICATORS,
): IndicatorValue[] {
  const x = contextFor(book, inputs);
  return indicators.filter((i) => i.families.includes(book.family)).map((i) => ({ key: i.key, value: valueOf(i, x) }));
}
