import { describe, expect, it } from 'vitest';
import { chartSeries } from './dividend-chart-series.ts';

const label = (quarter: number) => (quarter ? `Q${quarter}` : 'Total');
const colors = ['a', 'b', 'c', 'd'];

describe('dividend chart series', () => {
  it('starts in 2018 and sums each year', () => {
    const { labels, series } = chartSeries(
      {
        by_quarter: false,
        items: [
          { year: 2017, quarter: null, stock_dividends: 9 },
          { year: 2019, quarter: null, stock_dividends: 1.5 },
          { year: 2018, quarter: null, stock_dividends: 1.25 },
        ],
      },
      label,
      colors,
    );
    expect(labels).toEqual(['2018', '2019']);
    expect(series).toEqual([{ label: 'Total', values: [1.25, 1.5], color: 'a' }]);
  });

  it('gives each quarter its own series, zero where a quarter paid nothing', () => {
    const { labels, series } = chartSeries(
      {
        by_quarter: true,
        items: [
          { year: 2024, quarter: 2, stock_dividends: 0.5 },
          { year: 2024, quarter: 4, stock_dividends: 0.75 },
          { year: 2025, quarter: 1, stock_dividends: 0.5 },
        ],
      },
      label,
      colors,
    );
    expect(labels).toEqual(['2024', '2025']);
    expect(series.map((s) => [s.label, s.values])).toEqual([
      ['Q1', [0, 0.5]],
      ['Q2', [0.5, 0]],
      ['Q3', [0, 0]],
      ['Q4', [0.75, 0]],
    ]);
  });
});
