import type { Locale } from '@sahm/contracts/common';
import type { LineItemUnitName, StatementColumn, StatementEntry } from '@sahm/contracts/financials';
import { INDICATOR_DECIMALS, type IndicatorUnit } from '@sahm/contracts/indicators';
import { formatNumber, type Figure } from '../../shared/format/numbers.ts';

/** Millions of SAR to one decimal (a hundred thousand riyals), per-share riyals and million shares to two. */
const STATEMENT_DECIMALS: Readonly<Record<LineItemUnitName, number>> = {
  sar_millions: 1,
  sar_per_share: 2,
  million_shares: 2,
};

/** A statement figure as accountants read it: a negative one in parentheses, "(1,234.5)". */
export function formatStatementFigure(value: number, unit: LineItemUnitName, locale: Locale): string {
  const text = formatNumber(Math.abs(value), locale, STATEMENT_DECIMALS[unit]);
  return value < 0 ? `(${text})` : text;
}

/** A chart axis's figure: whole numbers, a negative one in parentheses as in the tables. */
export function formatAxisFigure(value: number, locale: Locale): string {
  const text = formatNumber(Math.abs(value), locale, Math.abs(value) < 10 && value !== 0 ? 2 : 0);
  return value < 0 ? `(${text})` : text;
}

/** An indicator's stored decimal, to its unit's places; the unit's sign is written beside the label. */
export function formatIndicatorValue(value: string, unit: IndicatorUnit, locale: Locale): string {
  return formatNumber(value as Figure, locale, INDICATOR_DECIMALS[unit]);
}

/** The translation key and values of a column's heading: "2025", "H1 2025", "Q3 2025". */
export function columnLabelKey(column: Pick<StatementColumn, 'year' | 'period'>) {
  return { key: `column.${column.period}`, values: { year: String(column.year) } } as const;
}

export type StatementRow = { entry: StatementEntry; depth: number; expandable: boolean; expanded: boolean };

/** The rows on screen: every top-level item, and the children of the expanded ones, in order. */
export function visibleRows(entries: readonly StatementEntry[], expanded: ReadonlySet<string>, depth = 0): StatementRow[] {
  return [...entries]
    .sort((a, b) => a.order - b.order)
    .flatMap((entry) => {
      const expandable = entry.child.length > 0;
      const open = expandable && expanded.has(entry.key);
      const row: StatementRow = { entry, depth, expandable, expanded: open };
      return open ? [row, ...visibleRows(entry.child, expanded, depth + 1)] : [row];
    });
}

/** Every item of a statement tree, parents before their children (the comparison's choices). */
export function allEntries(entries: readonly StatementEntry[]): StatementEntry[] {
  return [...entries].sort((a, b) => a.order - b.order).flatMap((entry) => [entry, ...allEntries(entry.child)]);
}
