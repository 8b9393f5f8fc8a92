import { useEffect, useState } from 'react';

export type Flash = { direction: 'up' | 'down'; count: number };

const FLASH_MS = 900;

/** A brief up or down signal each time a live figure changes; nothing on the first value. */
export function useFlash(value: number | null | undefined): Flash | null {
  const [previous, setPrevious] = useState(value);
  const [flash, setFlash] = useState<Flash | null>(null);
  if (value !== previous) {
    setPrevious(value);
    if (previous != null && value != null) setFlash({ direction: value > previous ? 'up' : 'down', count: (flash?.count ?? 0) + 1 });
  }
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  return flash;
}
