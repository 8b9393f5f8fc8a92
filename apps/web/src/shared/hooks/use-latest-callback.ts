import { useCallback, useLayoutEffect, useRef } from 'react';

/** A function whose identity never changes but which always runs the latest `callback` (for memoised rows). */
export function useLatestCallback<Args extends unknown[], R>(callback: (...args: Args) => R): (...args: Args) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
