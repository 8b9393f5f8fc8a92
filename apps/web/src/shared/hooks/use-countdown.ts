import { useEffect, useState } from 'react';

/** Whole seconds left of `seconds` counted from the moment `since` (ms), never below 0 nor above `seconds`. */
export function secondsLeft(seconds: number, since: number, now: number): number {
  return Math.max(0, Math.min(Math.ceil(seconds), Math.ceil(seconds - (now - since) / 1000)));
}

/**
 * A countdown of `seconds` that started at `since` (a Date.now() of this device, such as the
 * moment the server's answer arrived). The server gives relative seconds, so only the time
 * elapsed here counts and a wrong device clock does not matter. Re-renders while running.
 */
export function useCountdown(seconds: number, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(seconds, since, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    // A quarter second keeps the shown second in step with the real one.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running, since, seconds]);
  return left;
}
