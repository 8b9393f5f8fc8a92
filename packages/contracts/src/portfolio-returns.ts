import { z } from 'zod';
import { sarSchema } from './common.ts';
import { stockPeriods } from './stocks.ts';

/**
 * A virtual portfolio's returns against TASI (beyond the spec), under
 * /api/v1/portfolio/{guid}/performance/benchmark/. Two returns are given because they answer two
 * questions: the time-weighted return is how the holdings did (the user's deposits and withdrawals
 * taken out), comparable with an index; the money-weighted return (XIRR) is how the user's own
 * money did, with the timing of their deposits counted. Percents are numbers with two decimals
 * (display only); amounts of money are SAR strings.
 */

// The stock chart's daily periods (the day's ticks make no return), the year to date and the whole life of the portfolio.
const [, ...dailyStockPeriods] = stockPeriods;
export const benchmarkPeriods = [...dailyStockPeriods, 'ytd', 'since_start'] as const;
export type BenchmarkPeriod = (typeof benchmarkPeriods)[number];

export const benchmarkQuerySchema = z.object({ period: z.enum(benchmarkPeriods).default('year') });
export type BenchmarkQuery = z.infer<typeof benchmarkQuerySchema>;

/** Why a figure is null: too few sessions to measure, nothing held in the period, or no rate balances the flows. */
export const returnGaps = ['not_enough_sessions', 'no_value', 'no_solution'] as const;
export type ReturnGap = (typeof returnGaps)[number];

/** A percent (12.5 = 12.5%) or null with the reason. */
const figure = z.object({ percent: z.number().nullable(), reason: z.enum(returnGaps).nullable() });

/** One session's close: both lines rebased to 100 on the first session shown; the portfolio's flows taken out (time-weighted). */
export const benchmarkPointSchema = z.object({
  trade_date: z.iso.date(),
  portfolio: z.number(),
  tasi: z.number(),
});
export type BenchmarkPoint = z.infer<typeof benchmarkPointSchema>;

export const portfolioBenchmarkSchema = z.object({
  period: z.enum(benchmarkPeriods),
  /** The session the returns start from (its close is the base) and the last session; null without two sessions. */
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  /** The portfolio's value at the close of `from` and of `to`: shares × that day's close, plus cash. */
  start_value: sarSchema,
  end_value: sarSchema,
  /** Value the user brought in (deposits, buys not paid from cash) less what they took out, after `from` up to `to`. */
  net_flows: sarSchema,
  /** Sessions' returns chained with the flows taken out: how the holdings did. */
  time_weighted: figure,
  /** The rate (XIRR) at which the start value and the flows grow into the end value, over the period (not annualised). */
  money_weighted: figure,
  /** The same rate a year (XIRR as usually quoted); the page shows it for periods of a year or more. */
  money_weighted_annual: figure,
  /** TASI's close at `to` against its close at `from`. */
  tasi: figure,
  items: z.array(benchmarkPointSchema),
});
export type PortfolioBenchmark = z.infer<typeof portfolioBenchmarkSchema>;
