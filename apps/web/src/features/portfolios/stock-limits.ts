import type { Plan } from '@sahm/contracts/identity';
import { isOverStockLimit, stockLimitRuleFor, type StockLimitCode, type StockLimitRule } from '@sahm/contracts/plan-limits';

/*
 * The holding limits themselves (which permission sets which limit, and which plan an upgrade
 * names) are @sahm/contracts/plan-limits, the rule the server enforces; here they get their words.
 */

/** The three texts of the downgrade-required dialog (spec §4). */
export type DowngradeReason = 'trialEnded' | 'limitTwo' | 'limitFifteen';

const downgradeReasons: Record<StockLimitCode, Exclude<DowngradeReason, 'trialEnded'>> = {
  stock_limit_basic: 'limitTwo',
  stock_limit_advanced: 'limitFifteen',
};

/**
 * Whether a portfolio holds more than the plan allows (`limit`: 2, 15 or null for none), and how
 * to say it: a basic account whose trial has just ended hears that first; otherwise the limit it
 * exceeds is named.
 */
export function downgradeReasonOf(input: { limit: number | null; holdings: number; trialEnded: boolean }): DowngradeReason | null {
  const { limit, holdings, trialEnded } = input;
  if (limit === null || !isOverStockLimit(holdings, limit)) return null;
  const { code } = stockLimitRuleFor(limit);
  return code === 'stock_limit_basic' && trialEnded ? 'trialEnded' : downgradeReasons[code];
}

const upgradeMessages: Record<StockLimitCode, 'maxStocksBasic' | 'maxStocksAdvanced'> = {
  stock_limit_basic: 'maxStocksBasic',
  stock_limit_advanced: 'maxStocksAdvanced',
};

/** What the upgrade prompt says at a holding limit: its message key and the plan the rule names. */
export function limitUpgradeOf(rule: StockLimitRule): { plan: Plan; message: 'maxStocksBasic' | 'maxStocksAdvanced' } {
  return { plan: rule.upgradeTo, message: upgradeMessages[rule.code] };
}

/** The rule a purchase would break (leaving `holdingsAfter` holdings under `limit`), or null when it fits. */
export function brokenStockLimit(limit: number | null, holdingsAfter: number): StockLimitRule | null {
  return limit !== null && isOverStockLimit(holdingsAfter, limit) ? stockLimitRuleFor(limit) : null;
}

/** How many holdings a purchase leaves: those held plus the distinct new stocks bought. */
export function holdingsAfterBuying(held: readonly string[], bought: readonly string[]): number {
  const all = new Set(held);
  for (const guid of bought) all.add(guid);
  return all.size;
}
