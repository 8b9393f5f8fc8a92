import type { IndicatorGroup, StatementFamily } from '@sahm/contracts/indicators';
import type { Statistics, StatisticsGroup, StatementColumn, StatementPeriod } from '@sahm/contracts/financials';
import { INDICATORS } from '../../domain/indicators/catalogue.ts';
import type { IndicatorRecord } from './queries.ts';

/**
 * The statistics tab (spec §2): the stored indicators of one company by period, gathered in the
 * tab's five groups. Nothing is computed here: the figures are the stored ones.
 */

const TAB_GROUP: Readonly<Record<IndicatorGroup, StatisticsGroup>> = {
  income_statement: 'income_statement',
  balance_sheet: 'balance_sheet',
  cash_flows: 'cashflows',
  per_share_data: 'valuation_measures',
  valuation_measures: 'valuation_measures',
  market_value_ratios: 'valuation_measures',
  growth_ratios: 'ratios',
  profitability_ratios: 'ratios',
  leverage_ratios: 'ratios',
  liquidity_ratios: 'ratios',
  efficiency_ratios: 'ratios',
  ratios: 'ratios',
  others: 'ratios',
};

export const statisticsGroupOf = (group: IndicatorGroup): StatisticsGroup => TAB_GROUP[group];

const ANNUAL: readonly string[] = ['ANNUAL'];
const QUARTERS: readonly string[] = ['Q1', 'Q2', 'Q3', 'Q4'];

export function statistics(
  family: StatementFamily,
  filter: 'ANNUALS' | 'QUARTERS',
  rows: readonly IndicatorRecord[],
  isDemo: boolean,
): Statistics {
  const periods = filter === 'ANNUALS' ? ANNUAL : QUARTERS;
  const chosen = rows.filter((r) => periods.includes(r.period)).sort((a, b) => b.endDate.localeCompare(a.endDate));
  const current = rows.find((r) => r.period === 'CURRENT');
  const columns: StatementColumn[] = chosen.map((r) => ({ date: r.endDate, year: r.year, period: r.period as StatementPeriod }));
  const indicators = INDICATORS.filter((i) => i.families.includes(family)).map((i) => {
    const values: Record<string, string | null> = {};
    if (current) values.current = current.values[i.key] ?? null;
    for (const r of chosen) values[r.endDate] = r.values[i.key] ?? null;
    return {
      key: i.key,
      statistics_group: statisticsGroupOf(i.group),
      group: i.group,
      unit: i.unit,
      label_ar: i.label_ar,
      label_en: i.label_en,
      values,
    };
  });
  return {
    family,
    period_filter: filter,
    columns,
    current: current?.price && current.priceDate ? { date: current.priceDate, price: trimPrice(current.price) } : null,
    indicators,
    is_demo: isDemo,
  };
}

/** numeric(14,4) comes back as "32.4500": shown as the price was quoted, to the halala. */
const trimPrice = (p: string): string => p.replace(/(\.\d\d)\d*$/, '$1');
