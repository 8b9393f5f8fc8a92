import { DIVIDEND_CHART_FIRST_YEAR, type DividendChart } from '@sahm/contracts/company';

export type BarSeries = { label: string; values: number[]; color: string };

/** Years from 2018 (spec §5) as labels, and one series (by year) or four (a quarter each). */
export function chartSeries(
  data: DividendChart,
  labelOf: (quarter: number) => string,
  colors: string[],
): { labels: string[]; series: BarSeries[] } {
  const items = data.items.filter((item) => item.year >= DIVIDEND_CHART_FIRST_YEAR);
  const years = [...new Set(items.map((item) => item.year))].sort((a, b) => a - b);
  const amountOf = (year: number, quarter: number | null) =>
    items
      .filter((item) => item.year === year && (quarter === null || item.quarter === quarter))
      .reduce((sum, item) => sum + item.stock_dividends, 0);
  const series: BarSeries[] = data.by_quarter
    ? [1, 2, 3, 4].map((quarter, index) => ({
        label: labelOf(quarter),
        values: years.map((year) => amountOf(year, quarter)),
        color: colors[index]!,
      }))
    : [{ label: labelOf(0), values: years.map((year) => amountOf(year, null)), color: colors[0]! }];
  return { labels: years.map(String), series };
}
