import { toEpochDay } from '../../../domain/calendar.ts';
import { sharesOn } from '../companies/capital-changes.ts';
import type { CapitalChangeData, DividendData } from '../companies/types.ts';

/**
 * What the share register and the dividend record put into the statements: weighted average
 * shares, dividends paid and new capital of a period. A period runs from the day after `from` to
 * `to`, both dates being period ends.
 */

type Register = { changes: readonly CapitalChangeData[]; sharesToday: number };

/** Whole shares, weighted by the days each count was outstanding in the period. */
export function weightedShares(r: Register, from: string, to: string): number {
  // Most periods see no change: no need to count days.
  if (!r.changes.some((c) => c.effective_date > from && c.effective_date <= to)) return sharesOn(r.changes, r.sharesToday, to);
  const start = toEpochDay(from) + 1;
  const end = toEpochDay(to) + 1;
  let weighted = 0;
  let day = start;
  for (const c of r.changes) {
    const at = toEpochDay(c.effective_date);
    if (at <= day || at >= end) continue;
    weighted += c.shares_before * (at - day);
    day = at;
  }
  weighted += sharesOn(r.changes, r.sharesToday, to) * (end - day);
  return Math.round(weighted / (end - start));
}

/**
 * Thousands of SAR paid as cash dividends in the period: each distribution paid in it, at its
 * amount per share times the shares on its eligibility date. Summed in halalas before rounding
 * once, so a period's figure does not depend on how many distributions it holds.
 */
export function dividendsPaid(r: Register, dividends: readonly DividendData[], from: string, to: string): number {
  let halalas = 0;
  for (const d of dividends) {
    if (d.distribution_date > from && d.distribution_date <= to) halalas += d.amount * sharesOn(r.changes, r.sharesToday, d.due_date);
  }
  return Math.round(halalas / 100_000);
}

/** Capital changes taking effect in the period. */
export const changesIn = (r: Register, from: string, to: string): CapitalChangeData[] =>
  r.changes.filter((c) => c.effective_date > from && c.effective_date <= to);

/** Thousands of SAR: `shares` at `halalas` each. */
export const thousands = (shares: number, halalas: number): number => Math.round((shares * halalas) / 100_000);
