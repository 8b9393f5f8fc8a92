import type { Portfolio, PortfolioList } from '@sahm/contracts/portfolio';
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'active-portfolio';
const listeners = new Set<() => void>();

/** The portfolio last chosen on this device, if any. */
export function chosenActivePortfolio(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberActivePortfolio(guid: string | null): void {
  try {
    if (guid) window.localStorage.setItem(KEY, guid);
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the default portfolio is used
  }
  for (const listener of listeners) listener();
}

/**
 * The portfolio on screen: the one last chosen, else the default (listed first). Without the
 * multi-portfolio permission only the default can be active (spec §4).
 */
export function activePortfolioOf(list: PortfolioList | undefined, chosen: string | null): Portfolio | undefined {
  const items = list?.items ?? [];
  const fallback = items.find((portfolio) => portfolio.is_default) ?? items[0];
  if (!list?.can_have_multiple) return fallback;
  return items.find((portfolio) => portfolio.guid === chosen) ?? fallback;
}

export function useActivePortfolio(list: PortfolioList | undefined) {
  const chosen = useSyncExternalStore(subscribe, chosenActivePortfolio, () => null);
  const choose = useCallback((guid: string) => rememberActivePortfolio(guid), []);
  return { active: activePortfolioOf(list, chosen), choose };
}
