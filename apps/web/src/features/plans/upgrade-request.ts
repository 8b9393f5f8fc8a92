import type { Plan } from '@sahm/contracts/identity';

/** What the #upgrade-required dialog may be told through local storage (spec §2). */
const KEYS = { title: 'upgrade-required-title', message: 'upgrade-required-message', plan: 'upgrade-required-package' } as const;

export type UpgradeRequest = { title: string | null; message: string | null; plan: string | null };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readUpgradeRequest(): UpgradeRequest {
  return { title: read(KEYS.title), message: read(KEYS.message), plan: read(KEYS.plan) };
}

/** Sets what the dialog will say, before opening it with the #upgrade-required hash. */
export function writeUpgradeRequest(request: Partial<UpgradeRequest>): void {
  try {
    for (const [field, key] of Object.entries(KEYS) as [keyof UpgradeRequest, string][]) {
      const value = request[field];
      if (value) window.localStorage.setItem(key, value);
    }
  } catch {
    // storage unavailable: the dialog uses its default wording
  }
}

export function clearUpgradeRequest(): void {
  try {
    for (const key of Object.values(KEYS)) window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The plan to suggest (spec §6): ADVANCE, or PROFESSIONAL when asked for or when the user is not on BASIC. */
export function suggestedPlan(requested: string | null, currentPlan: Plan | null | undefined): 'ADVANCE' | 'PROFESSIONAL' {
  if (requested === 'PROFESSIONAL') return 'PROFESSIONAL';
  if (currentPlan && currentPlan !== 'BASIC') return 'PROFESSIONAL';
  return 'ADVANCE';
}
