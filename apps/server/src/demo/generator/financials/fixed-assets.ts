import { KEY } from '../../../domain/statements/common-items.ts';
import { k, type Movement } from './family-model.ts';
import type { Values } from './types.ts';

/**
 * Depreciating assets shared by the families: property (or investment property) that investment
 * moves towards the capacity the business needs, and leases, whose right-of-use asset and
 * liability start together. Depreciation is the non-cash movement added back in the cash flows.
 */

export type Assets = { balances: Values; depreciation: number; movements: Movement[] };

/** `quarterlyRate` of the asset is written off; a quarter of any gap to `capacity` is bought. */
export function depreciating(prev: Values, key: string, quarterlyRate: number, capacity: number): Assets {
  const depreciation = k((prev[key] ?? 0) * quarterlyRate);
  const kept = (prev[key] ?? 0) - depreciation;
  return {
    balances: { [key]: kept + Math.max(0, k((capacity - kept) * 0.25)) },
    depreciation,
    movements: [{ item: key, amount: -depreciation, offset: KEY.cfDepreciation }],
  };
}

const ROU = 'right_of_use_assets';
const LEASES = 'lease_liabilities';

/** Leases written off over ten years, the liability repaid over about the same. */
export function leases(prev: Values, capacity: number): Assets {
  const depreciation = k((prev[ROU] ?? 0) * 0.025);
  const added = Math.max(0, k(capacity) - ((prev[ROU] ?? 0) - depreciation));
  const principal = k((prev[LEASES] ?? 0) * 0.025);
  return {
    balances: { [ROU]: (prev[ROU] ?? 0) - depreciation + added, [LEASES]: (prev[LEASES] ?? 0) + added - principal },
    depreciation,
    movements: [
      { item: ROU, amount: -depreciation, offset: KEY.cfDepreciation },
      // A new lease adds the asset and the liability together; the two cancel in one line.
      { item: ROU, amount: added, offset: 'lease_payments' },
      { item: LEASES, amount: added, offset: 'lease_payments' },
    ],
  };
}

/** Opening right-of-use assets and the slightly larger liability behind them. */
export const openingLeases = (capacity: number): Values => ({ [ROU]: k(capacity), [LEASES]: k(capacity * 1.05) });
