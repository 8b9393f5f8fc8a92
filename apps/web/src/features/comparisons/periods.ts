import type { Comparison, ComparisonRowType } from '@sahm/contracts/comparisons';

/** Quarters shown at once on the quarterly slider (spec §9: a three-year window). */
export const QUARTER_WINDOW_YEARS = 3;
export const QUARTER_WINDOW = QUARTER_WINDOW_YEARS * 4;

export type Period = { year: number; type: ComparisonRowType; key: string };

const TYPE_ORDER: readonly ComparisonRowType[] = ['Annual', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'];

/** Every period any compared item reported, oldest first; companies are matched by fiscal year and period. */
export function periodsOf(comparison: Pick<Comparison, 'result'>): Period[] {
  const seen = new Map<string, Period>();
  for (const row of comparison.result) {
    const key = `${row.year}|${row.type}`;
    if (!seen.has(key)) seen.set(key, { year: row.year, type: row.type, key });
  }
  return [...seen.values()].sort((a, b) => a.year - b.year || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
}

/** The axis label of a period: the year, or "H1 2024", "Q3 2024". */
export const periodLabel = (p: Pick<Period, 'year' | 'type'>): string => (p.type === 'Annual' ? String(p.year) : `${p.type} ${p.year}`);

/**
 * The slice of periods shown: all of them for years and half-years; for quarters a window of
 * three years whose first period is `start` (clamped so the window stays full when it can).
 */
export function visiblePeriods<T>(periods: readonly T[], quarterly: boolean, start: number): T[] {
  if (!quarterly || periods.length <= QUARTER_WINDOW) return [...periods];
  return periods.slice(clampStart(periods.length, start), clampStart(periods.length, start) + QUARTER_WINDOW);
}

/** The last first period the slider can take, and where it starts: on the latest three years. */
export const lastStart = (count: number): number => Math.max(0, count - QUARTER_WINDOW);
export const clampStart = (count: number, start: number): number => Math.min(Math.max(0, Math.round(start)), lastStart(count));

/** Each compared item (stock or sector) in the order of the answer: the colour follows this order. */
export function itemsOf(comparison: Pick<Comparison, 'result'>): { guid: string; name: string; kind: 'stock' | 'sector' }[] {
  const items = new Map<string, { guid: string; name: string; kind: 'stock' | 'sector' }>();
  for (const row of comparison.result) {
    const item = row.stock ?? row.sector;
    if (item && !items.has(item.guid)) items.set(item.guid, { guid: item.guid, name: item.name, kind: row.stock ? 'stock' : 'sector' });
  }
  return [...items.values()];
}

/** One indicator's values per item across the given periods (null where the item has no figure). */
export function seriesOf(comparison: Pick<Comparison, 'result'>, key: string, periods: readonly Period[], itemGuids: readonly string[]) {
  const at = new Map<string, string | null>();
  for (const row of comparison.result) {
    const item = row.stock ?? row.sector;
    if (item) at.set(`${item.guid}|${row.year}|${row.type}`, row.values[key] ?? null);
  }
  return itemGuids.map((guid) =>
    periods.map((p) => {
      const value = at.get(`${guid}|${p.key}`);
      return value === undefined || value === null ? null : Number(value);
    }),
  );
}
