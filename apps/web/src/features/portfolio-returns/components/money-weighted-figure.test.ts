import { describe, expect, it } from 'vitest';
import { moneyWeightedShown } from './money-weighted-figure.ts';

const figures = { money_weighted: { percent: 2.5, reason: null }, money_weighted_annual: { percent: 21.4, reason: null } };

describe('the money-weighted figure shown', () => {
  it('is the rate over the period below a year', () => {
    expect(moneyWeightedShown({ ...figures, from: '2026-08-19', to: '2026-11-19' })).toEqual({
      basis: 'period',
      figure: figures.money_weighted,
    });
  });

  it('is the yearly rate from a year on', () => {
    expect(moneyWeightedShown({ ...figures, from: '2025-11-19', to: '2026-11-19' })).toEqual({
      basis: 'annual',
      figure: figures.money_weighted_annual,
    });
  });

  it('is the period’s (null, with its reason) when there is nothing to measure', () => {
    const none = { percent: null, reason: 'no_value' as const };
    expect(moneyWeightedShown({ from: null, to: null, money_weighted: none, money_weighted_annual: none }).basis).toBe('period');
  });
});
