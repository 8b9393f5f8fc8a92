import { addDays, addMonths } from '../calendar.ts';
import type { LineItem, PeriodLabel, Values } from './template-types.ts';

/**
 * A financial year's quarters, and how its half-years and the year are made of them. The year is
 * named by the calendar year it ends in and ends on the last day of its closing month.
 */

/** The last day of `month` (1–12) of `year`. */
function monthEnd(year: number, month: number): string {
  return addDays(addMonths(`${year}-${String(month).padStart(2, '0')}-01`, 1), -1);
}

/** The end dates of Q1–Q4 of financial year `year`, and the day before Q1 starts. */
export function quarterEnds(year: number, fyEndMonth: number): { opening: string; ends: [string, string, string, string] } {
  const end = (monthsBefore: number) => {
    const total = year * 12 + (fyEndMonth - 1) - monthsBefore;
    return monthEnd(Math.floor(total / 12), (total % 12) + 1);
  };
  return { opening: end(12), ends: [end(9), end(6), end(3), end(0)] };
}

/** Which quarters (0–3) make each longer period. */
export const SPANS: readonly (readonly [PeriodLabel, readonly number[]])[] = [
  ['H1', [0, 1]],
  ['H2', [2, 3]],
  ['ANNUAL', [0, 1, 2, 3]],
];

/**
 * A longer period's figures from its quarters' (`items`: the statement's items, flattened). Per-share figures and share counts are left out:
 * they are worked out over the period itself by the caller.
 */
export function aggregate(items: readonly LineItem[], quarters: readonly Values[]): Values {
  const out: Values = {};
  const first = quarters[0]!;
  const last = quarters[quarters.length - 1]!;
  for (const item of items) {
    const k = item.key;
    if (item.nature === 'flow') out[k] = quarters.reduce((s, q) => s + (q[k] ?? 0), 0);
    else if (item.nature === 'balance') out[k] = last[k] ?? 0;
    else if (item.nature === 'opening') out[k] = first[k] ?? 0;
  }
  return out;
}
