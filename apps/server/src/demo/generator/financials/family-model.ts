import type { Rng } from '../random.ts';
import type { Family, StatementTemplates, Values } from './types.ts';

/**
 * What a line-item family supplies to the quarter engine: its templates, where each balance moves
 * in the cash-flow statement, and a model that sizes its income statement and balances. The
 * engine owns what is common: equity, zakat, cash and the cash-flow statement.
 */

/** A non-cash change of a balance (depreciation, impairment, a new lease…). */
export type Movement = {
  item: string;
  /** Signed change of the balance that did not pass through cash. */
  amount: number;
  /**
   * The cash-flow line that carries it back (depreciation added back to profit…); null where the
   * other side is in equity outside profit (fair-value changes in other comprehensive income).
   */
  offset: string | null;
};

export type QuarterContext = {
  rng: Rng;
  /** 0–3. */
  quarter: number;
  /** Thousands of SAR: the quarter's profit before zakat and tax, fixed by the EPS series. */
  pbt: number;
  /** The year's business volume relative to the company's normal, following its earnings. */
  activity: number;
  /** Closing balances of the previous quarter. */
  prev: Readonly<Values>;
  /** Closing total equity of this quarter. */
  equity: number;
  /** Closing share capital of this quarter. */
  capital: number;
};

export type BalancePlan = {
  /** Every non-cash asset and liability outside equity, except zakat payable and the fair-valued investments. */
  balances: Values;
  cashTarget: number;
};

export type QuarterPlan = BalancePlan & {
  /** The family's income-statement leaves above zakat; they add up to `pbt` exactly. */
  income: Values;
  movements: Movement[];
};

export type Size = {
  /** Thousands of SAR: profit before zakat in a normal quarter (positive). */
  typicalPbt: number;
  /** Thousands of SAR: equity at the start of the statements. */
  equity: number;
  industryGroup: string;
};

export type Model = {
  opening(ctx: { equity: number; capital: number }): BalancePlan;
  quarter(ctx: QuarterContext): QuarterPlan;
};

export type FamilyDef = {
  family: Family;
  templates: StatementTemplates;
  /** The cash-flow line each non-cash balance's changes go to. */
  cashFlowLine: Readonly<Record<string, string>>;
  /** Where spare cash is placed, and what is borrowed when cash runs short. */
  sink: string;
  source: string;
  /** The asset whose fair-value changes make other comprehensive income; null: none. */
  ociItem: string | null;
  /** Standard deviation of a quarter's fair-value change, as a share of that asset. */
  ociVolatility: number;
  /** Zakat per year as a share of opening equity: companies pay on their zakat base, funds do not. */
  zakatRate: readonly [number, number];
  /** Return on equity of a normal year, which sizes the opening equity. */
  roe: readonly [number, number];
  statutory: boolean;
  treasury: boolean;
  nci: boolean;
  model(rng: Rng, size: Size): Model;
};

/** Whole thousands. */
export const k = (x: number): number => Math.round(x);

/** A per-company draw of a typical ratio: lognormal around it, a fifth either way. */
export const around = (rng: Rng, x: number, sigma = 0.15): number => rng.lognormal(x, sigma);
