import { useDeferredValue } from 'react';

/**
 * A value that the component's first render goes without (its placeholder is drawn instead), then
 * receives in a render of its own right after, which React slices into short tasks. For what a
 * phone's first screen does not show: data that is already in the cache when the page is first
 * drawn otherwise lands in the page's first render, one task that nothing can interrupt.
 * Later values are deferred as `useDeferredValue` defers them.
 */
export function useDrawnAfterFirstPaint<T>(value: T): T | undefined {
  return useDeferredValue<T | null>(value, null) ?? undefined;
}
