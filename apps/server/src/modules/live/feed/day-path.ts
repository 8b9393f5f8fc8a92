import { roundToTick } from '../../../domain/ticks.ts';
import type { Random } from './simulate.ts';

export type Bar = { open: number; high: number; low: number; close: number };

/**
 * A plausible minute-by-minute path through a session that is known only by its daily bar: a
 * Brownian bridge from open to close, stretched so its peak touches the high and its trough the
 * low. Used to give the day chart something true to the bar when no feed ran that session.
 * Prices are integer halalas on the tick grid (pass `date`), or any integers (index hundredths).
 */
export function dayPath(bar: Bar, minutes: number, random: Random, date?: string): number[] {
  const walk = [0];
  for (let i = 1; i <= minutes; i++) walk.push((walk[i - 1] as number) + (random() - 0.5));
  const last = walk[minutes] as number;
  const bridge = walk.map((w, i) => w - (i / minutes) * last);
  const top = Math.max(...bridge);
  const bottom = Math.min(...bridge);
  const out: number[] = [];
  for (let i = 0; i <= minutes; i++) {
    const base = bar.open + ((bar.close - bar.open) * i) / minutes;
    const b = bridge[i] as number;
    const room = b >= 0 ? bar.high - Math.max(bar.open, bar.close) : Math.min(bar.open, bar.close) - bar.low;
    const scale = b >= 0 ? (top > 0 ? b / top : 0) : bottom < 0 ? b / -bottom : 0;
    const raw = Math.min(bar.high, Math.max(bar.low, base + scale * room));
    out.push(date ? roundToTick(raw, date, 'nearest') : Math.round(raw));
  }
  out[0] = bar.open;
  out[minutes] = bar.close;
  return out;
}
