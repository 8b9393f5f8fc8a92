import { stockLimitRuleOfCode } from '@sahm/contracts/plan-limits';
import { describe, expect, it } from 'vitest';
import { brokenStockLimit, downgradeReasonOf, holdingsAfterBuying, limitUpgradeOf } from './stock-limits.ts';

describe('downgrade-required dialog', () => {
  it('tells a basic account whose trial ended to keep two stocks', () => {
    expect(downgradeReasonOf({ limit: 2, holdings: 3, trialEnded: true })).toBe('trialEnded');
  });

  it('names the limit of two otherwise', () => {
    expect(downgradeReasonOf({ limit: 2, holdings: 3, trialEnded: false })).toBe('limitTwo');
  });

  it('names the limit of fifteen', () => {
    expect(downgradeReasonOf({ limit: 15, holdings: 16, trialEnded: true })).toBe('limitFifteen');
    expect(downgradeReasonOf({ limit: 15, holdings: 16, trialEnded: false })).toBe('limitFifteen');
  });

  it('does not open within the limit or without one', () => {
    expect(downgradeReasonOf({ limit: 2, holdings: 2, trialEnded: true })).toBeNull();
    expect(downgradeReasonOf({ limit: 15, holdings: 15, trialEnded: false })).toBeNull();
    expect(downgradeReasonOf({ limit: null, holdings: 40, trialEnded: false })).toBeNull();
  });
});

describe('upgrade prompt at the stock limit', () => {
  it('suggests Advanced beyond two and Professional beyond fifteen, as the server refuses', () => {
    expect(limitUpgradeOf(brokenStockLimit(2, 3)!)).toEqual({ plan: 'ADVANCE', message: 'maxStocksBasic' });
    expect(limitUpgradeOf(brokenStockLimit(15, 16)!)).toEqual({ plan: 'PROFESSIONAL', message: 'maxStocksAdvanced' });
    // The server's refusal codes name the same prompts.
    expect(limitUpgradeOf(stockLimitRuleOfCode('stock_limit_basic'))).toEqual({ plan: 'ADVANCE', message: 'maxStocksBasic' });
    expect(limitUpgradeOf(stockLimitRuleOfCode('stock_limit_advanced'))).toEqual({ plan: 'PROFESSIONAL', message: 'maxStocksAdvanced' });
  });

  it('lets purchases within the limit through', () => {
    expect(brokenStockLimit(2, 2)).toBeNull();
    expect(brokenStockLimit(null, 100)).toBeNull();
  });

  it('counts more shares of a held stock as no new holding', () => {
    expect(holdingsAfterBuying(['a', 'b'], ['a'])).toBe(2);
    expect(holdingsAfterBuying(['a', 'b'], ['c', 'c'])).toBe(3);
  });
});
