import { describe, expect, it } from 'vitest';
import { chartSlices, doughnutPalette } from './chart-slices.ts';

describe('doughnut slices', () => {
  it('has eighteen colours', () => {
    expect(doughnutPalette).toHaveLength(18);
    expect(new Set(doughnutPalette).size).toBe(18);
  });

  it('sorts by value, largest first, with two-decimal shares', () => {
    const slices = chartSlices([
      { label: 'a', value: 100 },
      { label: 'b', value: '300' },
      { label: 'c', value: 200 },
    ]);
    expect(slices.map((slice) => slice.label)).toEqual(['b', 'c', 'a']);
    expect(slices.map((slice) => slice.percent)).toEqual([50, 33.33, 16.67]);
    expect(slices[0]!.color).toBe(doughnutPalette[0]);
  });

  it('keeps the server share when it gives one and drops empty slices', () => {
    const slices = chartSlices([
      { label: 'a', value: 10, percent: 12.3456 },
      { label: 'zero', value: 0, percent: 0 },
    ]);
    expect(slices).toEqual([{ label: 'a', value: 10, percent: 12.35, color: doughnutPalette[0] }]);
  });
});
