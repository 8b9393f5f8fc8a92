import type { PortfolioBenchmark } from '@sahm/contracts/portfolio-returns';
import { dateToChartTime } from '../../../shared/chart/axis-labels.ts';

const YEAR_SECONDS = 365 * 86_400;

/**
 * Which money-weighted figure the page shows: the yearly rate (XIRR as usually quoted) over a year
 * or more; below a year the rate over the period itself, since a few weeks' rate made yearly is a
 * large number that says little.
 */
export function moneyWeightedShown(b: Pick<PortfolioBenchmark, 'from' | 'to' | 'money_weighted' | 'money_weighted_annual'>) {
  const aYearOrMore = b.from !== null && b.to !== null && dateToChartTime(b.to) - dateToChartTime(b.from) >= YEAR_SECONDS;
  return aYearOrMore
    ? { basis: 'annual' as const, figure: b.money_weighted_annual }
    : { basis: 'period' as const, figure: b.money_weighted };
}
