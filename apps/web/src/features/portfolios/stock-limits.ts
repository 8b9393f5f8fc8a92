/** The three texts of the downgrade-required dialog (spec §4). */
export type DowngradeReason = 'trialEnded' | 'limitTwo' | 'limitFifteen';

/**
 * Whether a portfolio holds more than the plan allows (`limit`: 2, 15 or null for none), and how
 * to say it: a basic account whose trial has just ended hears that first; otherwise the limit it
 * exceeds is named.
 */
export function downgradeReasonOf(input: { limit: number | null; holdings: number; trialEnded: boolean }): DowngradeReason | null {
  const { limit, holdings, trialEnded } = input;
  if (limit === null || holdings <= limit) return null;
  if (limit <= 2) return trialEnded ? 'trialEnded' : 'limitTwo';
  return 'limitFifteen';
}

/**
 * A purchase that would take the portfolio past its limit: which plan the upgrade prompt names
 * (maxStocksBasic → ADVANCE, maxStocksAdvanced → PROFESSIONAL), or null when it fits.
 */
export function limitUpgradeOf(
  limit: number | null,
  holdingsAfter: number,
): { plan: 'ADVANCE' | 'PROFESSIONAL'; message: 'maxStocksBasic' | 'maxStocksAdvanced' } | null {
  if (limit === null || holdingsAfter <= limit) return null;
  return limit <= 2 ? { plan: 'ADVANCE', message: 'maxStocksBasic' } : { plan: 'PROFESSIONAL', message: 'maxStocksAdvanced' };
}

/** How many holdings a purchase leaves: those held plus the distinct new stocks bought. */
export function holdingsAfterBuying(held: readonly string[], bought: readonly string[]): number {
  const all = new Set(held);
  for (const guid of bought) all.add(guid);
  return all.size;
}
