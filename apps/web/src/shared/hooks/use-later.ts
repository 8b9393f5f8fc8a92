import { useCallback, useEffect, useRef } from 'react';

/** `later(fn, ms)`: runs fn after ms unless the component has gone by then. */
export function useLater() {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
}
