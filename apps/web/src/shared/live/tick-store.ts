import type { StockTick } from '@sahm/contracts/live';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The latest live tick of each stock. Rows subscribe to their own stock only, so a batch of
 * ticks re-renders the rows whose figures moved and nothing else.
 */
const ticks = new Map<string, StockTick>();
const listeners = new Map<string, Set<() => void>>();

/** Takes up a batch of ticks; an older tick than the one held (a late or replayed message) is ignored. */
export function publishTicks(batch: readonly StockTick[]): void {
  const changed: string[] = [];
  for (const tick of batch) {
    const held = ticks.get(tick.guid);
    if (held && held.datetime > tick.datetime) continue;
    if (held && held.datetime === tick.datetime && held.price === tick.price && held.trade_volume === tick.trade_volume) continue;
    ticks.set(tick.guid, tick);
    changed.push(tick.guid);
  }
  for (const guid of changed) listeners.get(guid)?.forEach((listener) => listener());
}

export function getTick(guid: string): StockTick | undefined {
  return ticks.get(guid);
}

export function subscribeTick(guid: string, listener: () => void): () => void {
  let set = listeners.get(guid);
  if (!set) listeners.set(guid, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(guid);
  };
}

/** Forgets every tick (tests; a new session day). */
export function clearTicks(): void {
  ticks.clear();
}

/** The latest tick of one stock, or undefined until one has arrived. */
export function useStockTick(guid: string): StockTick | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeTick(guid, listener), [guid]);
  return useSyncExternalStore(subscribe, () => ticks.get(guid));
}
