import { describe, expect, it } from 'vitest';
import { planPermissions } from './permissions.ts';
import {
  canHaveMultiplePortfolios,
  isOverStockLimit,
  planGranting,
  stockLimitOf,
  stockLimitRuleFor,
  stockLimitRuleOfCode,
  stockLimitRules,
} from './plan-limits.ts';

describe('plan limits', () => {
  it('gives each plan its holding limit from its permissions', () => {
    expect(stockLimitOf(planPermissions.BASIC)).toBe(2);
    expect(stockLimitOf(planPermissions.ADVANCE)).toBe(15);
    expect(stockLimitOf(planPermissions.PROFESSIONAL)).toBeNull();
    // A token's roles carry the plan and the groups too.
    expect(stockLimitOf(['BASIC', 'CAN_ADD_PROTFOLIO_STOCKS_TWO', 'SUPER_ADMIN'])).toBe(2);
  });

  it('names the next plan that holds more: ADVANCE past 2, PROFESSIONAL past 15', () => {
    expect(stockLimitRules.map(({ limit, code, upgradeTo }) => ({ limit, code, upgradeTo }))).toEqual([
      { limit: 2, code: 'stock_limit_basic', upgradeTo: 'ADVANCE' },
      { limit: 15, code: 'stock_limit_advanced', upgradeTo: 'PROFESSIONAL' },
    ]);
    expect(stockLimitRuleOfCode('stock_limit_basic').upgradeTo).toBe('ADVANCE');
    expect(stockLimitRuleOfCode('stock_limit_advanced').upgradeTo).toBe('PROFESSIONAL');
    expect(stockLimitRuleFor(2).code).toBe('stock_limit_basic');
    expect(stockLimitRuleFor(15).code).toBe('stock_limit_advanced');
  });

  it('tells a portfolio over its limit, and who may hold several', () => {
    expect(isOverStockLimit(3, 2)).toBe(true);
    expect(isOverStockLimit(2, 2)).toBe(false);
    expect(isOverStockLimit(100, null)).toBe(false);
    expect(canHaveMultiplePortfolios(planPermissions.PROFESSIONAL)).toBe(true);
    expect(canHaveMultiplePortfolios(planPermissions.ADVANCE)).toBe(false);
    expect(planGranting('CAN_HAVE_MULTIPLE_PORTFOLIOS')).toBe('PROFESSIONAL');
    expect(planGranting('CAN_VIEW_STOCK_PERFORMANCE')).toBe('ADVANCE');
    expect(planGranting('CAN_VIEW_COMPANY_PROFILE')).toBe('BASIC');
  });
});
