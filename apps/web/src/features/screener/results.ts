import type { Locale } from '@sahm/contracts/common';
import { INDICATOR_DECIMALS } from '@sahm/contracts/indicators';
import type { ScreenerRow, ScreenerUnit } from '@sahm/contracts/screener';
import { formatNumber, type Figure } from '../../shared/format/numbers.ts';

/** The results table's order: by the company's name or a column, stocks without the figure last either way. */
export type Sort = { by: 'name' | string; desc: boolean };

export function sortRows(rows: readonly ScreenerRow[], sort: Sort, locale: Locale): ScreenerRow[] {
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (sort.by === 'name') return sign * a.stock.short_name.localeCompare(b.stock.short_name, locale);
    const x = a.values[sort.by] ?? null;
    const y = b.values[sort.by] ?? null;
    if (x === null || y === null) return Number(x === null) - Number(y === null);
    return sign * (Number(x) - Number(y));
  });
}

/** A click on the sorted column turns it around; on another column sorts it, largest first (names A to Z). */
export const nextSort = (sort: Sort, by: string): Sort => (sort.by === by ? { by, desc: !sort.desc } : { by, desc: by !== 'name' });

const DECIMALS: Readonly<Record<ScreenerUnit, number>> = { sar: 2, ...INDICATOR_DECIMALS };

/** A cell's figure to its unit's places; a percent carries its sign, the other units are named in the heading. */
export function formatCell(value: string | null | undefined, unit: ScreenerUnit, locale: Locale): string {
  if (value == null) return '—';
  const text = formatNumber(value as Figure, locale, DECIMALS[unit]);
  return unit === 'percent' ? `${text}%` : text;
}
