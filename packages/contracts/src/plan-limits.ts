import { plans, type Plan } from './identity.ts';
import { planPermissions, type Permission } from './permissions.ts';
import type { PortfolioErrorCode } from './portfolio.ts';

/**
 * What a plan allows a portfolio to hold, and which plan an upgrade prompt names when a limit is
 * reached (spec §4, §6): the rule the server enforces and the web explains, written once.
 */

export type StockLimitCode = Extract<PortfolioErrorCode, 'stock_limit_basic' | 'stock_limit_advanced'>;

/**
 * A holding limit: the permission that sets it, the limit, the error code a refused buy carries,
 * and the plan the upgrade prompt names (the first plan that holds more).
 */
export type StockLimitRule = { permission: Permission; limit: number; code: StockLimitCode; upgradeTo: Plan };

const limits: readonly Omit<StockLimitRule, 'upgradeTo'>[] = [
  { permission: 'CAN_ADD_PROTFOLIO_STOCKS_TWO', limit: 2, code: 'stock_limit_basic' },
  { permission: 'CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN', limit: 15, code: 'stock_limit_advanced' },
];

/** Holdings allowed per portfolio by a set of permissions (a token's roles, or a subscription's): 2, 15, or null (no limit). */
export function stockLimitOf(permissions: readonly string[]): number | null {
  return limits.find((rule) => permissions.includes(rule.permission))?.limit ?? null;
}

/** The first plan that lets a portfolio hold more than `limit` stocks: ADVANCE past 2, PROFESSIONAL past 15. */
function planAbove(limit: number): Plan {
  const above = plans.find((plan) => {
    const allowed = stockLimitOf(planPermissions[plan]);
    return allowed === null || allowed > limit;
  });
  return above ?? 'PROFESSIONAL';
}

/** Strictest first; a plan with neither permission has no holding limit (PROFESSIONAL). */
export const stockLimitRules: readonly StockLimitRule[] = limits.map((rule) => ({ ...rule, upgradeTo: planAbove(rule.limit) }));

/** The rule a set of permissions falls under; null is no limit. */
export function stockLimitRuleOf(permissions: readonly string[]): StockLimitRule | null {
  return stockLimitRules.find((rule) => permissions.includes(rule.permission)) ?? null;
}

/** The rule behind a limit a portfolio reports (its stock_limit): the strictest that allows at least that many. */
export function stockLimitRuleFor(limit: number): StockLimitRule {
  return stockLimitRules.find((rule) => limit <= rule.limit) ?? stockLimitRules[stockLimitRules.length - 1]!;
}

/** The rule behind a refused buy's code. */
export function stockLimitRuleOfCode(code: StockLimitCode): StockLimitRule {
  return stockLimitRules.find((rule) => rule.code === code)!;
}

/** Whether a portfolio holds more stocks than its plan allows (after a downgrade). */
export const isOverStockLimit = (holdings: number, limit: number | null): boolean => limit !== null && holdings > limit;

/** Whether the permissions allow more than one portfolio (and switching the default). */
export const canHaveMultiplePortfolios = (permissions: readonly string[]): boolean => permissions.includes('CAN_HAVE_MULTIPLE_PORTFOLIOS');

/** The first plan that grants a permission: the one an upgrade prompt names for it. */
export function planGranting(permission: Permission): Plan {
  return plans.find((plan) => planPermissions[plan].includes(permission)) ?? 'PROFESSIONAL';
}
