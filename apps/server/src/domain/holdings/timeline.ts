import { addDays, toEpochDay } from '../calendar.ts';

/**
 * A portfolio's share counts through time, from its stock ledger read with each entry's date: what
 * dividends (shares held on the record date), purification (days held in a year) and zakat (shares
 * held on the due date) are computed from. Pure, so the property tests can drive it directly.
 *
 * Holdings are counted at the end of each day: an entry dated `d` counts from `d` on. A buy's date
 * is its buying date (or the day it was recorded, for types that keep none); a sale's is the day
 * it was recorded; a corporate action's is its effective date.
 */
export type DatedEntry = {
  stockId: string;
  /** Riyadh calendar day the change takes effect. */
  date: string;
  /** Signed change of shares held: + for buys and bonus shares, − for sales and reductions. */
  delta: number;
};

/** Shares of `stockId` held at the end of `date`. */
export function sharesOn(entries: readonly DatedEntry[], stockId: string, date: string): number {
  let shares = 0;
  for (const e of entries) if (e.stockId === stockId && e.date <= date) shares += e.delta;
  return shares;
}

/** Every stock with a holding at the end of `date`, with its shares. */
export function holdingsOn(entries: readonly DatedEntry[], date: string): Map<string, number> {
  const held = new Map<string, number>();
  for (const e of entries) if (e.date <= date) held.set(e.stockId, (held.get(e.stockId) ?? 0) + e.delta);
  for (const [id, shares] of held) if (shares <= 0) held.delete(id);
  return held;
}

/** A run of days, both ends included, over which a stock's share count stayed the same (and above zero). */
export type HoldingSpan = { from: string; to: string; days: number; shares: number };

/**
 * The spans of [from, to] (both included) in which `stockId` was held, with the shares held on each
 * day; days with nothing held are left out. Σ days × shares is the share-days of the window.
 */
export function holdingSpans(entries: readonly DatedEntry[], stockId: string, from: string, to: string): HoldingSpan[] {
  if (to < from) return [];
  const own = entries.filter((e) => e.stockId === stockId);
  // Share count at the end of each day a change happens inside the window, starting from `from`.
  const changes = new Map<string, number>();
  for (const e of own) if (e.date > from && e.date <= to) changes.set(e.date, (changes.get(e.date) ?? 0) + e.delta);
  const dates = [...changes.keys()].sort();
  const spans: HoldingSpan[] = [];
  let shares = sharesOn(own, stockId, from);
  let start = from;
  const close = (end: string) => {
    if (shares > 0) spans.push({ from: start, to: end, days: toEpochDay(end) - toEpochDay(start) + 1, shares });
  };
  for (const d of dates) {
    const next = shares + changes.get(d)!;
    if (next === shares) continue;
    close(addDays(d, -1));
    shares = next;
    start = d;
  }
  close(to);
  return spans;
}
