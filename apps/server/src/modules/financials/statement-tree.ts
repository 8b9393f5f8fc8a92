import type {
  LineItemUnitName,
  PeriodFilter,
  StatementColumn,
  StatementEntry,
  StatementKindName,
  StatementPeriod,
} from '@sahm/contracts/financials';
import { PERIODS_OF_FILTER } from '@sahm/contracts/financials';
import type { LineItem, LineItemUnit, StatementTemplates } from '../../domain/statements/template-types.ts';
import type { StatementRecord } from './queries.ts';

/**
 * The stored rows of one company as the statements' trees (spec §3: key, order, value per date,
 * child). Stored figures are whole thousands of SAR, shares or halalas; the answer is in millions
 * of SAR, millions of shares and SAR per share. Dividing a whole number by a power of ten gives the
 * double nearest the decimal, which JSON writes back as exactly that decimal.
 */

const SERVED: Readonly<Record<LineItemUnit, { unit: LineItemUnitName; divisor: number }>> = {
  SAR_THOUSANDS: { unit: 'sar_millions', divisor: 1_000 },
  HALALAS: { unit: 'sar_per_share', divisor: 100 },
  SHARES: { unit: 'million_shares', divisor: 1_000_000 },
};

export const servedUnit = (unit: LineItemUnit): LineItemUnitName => SERVED[unit].unit;
export const servedValue = (unit: LineItemUnit, stored: number): number => stored / SERVED[unit].divisor;

/** Newest first, as the tables read. */
export function columnsOf(rows: readonly StatementRecord[], filter: PeriodFilter): StatementColumn[] {
  const periods = PERIODS_OF_FILTER[filter];
  return rows
    .filter((r) => r.statement === 'income_statement' && periods.includes(r.period as StatementPeriod))
    .map((r) => ({ date: r.endDate, year: r.year, period: r.period as StatementPeriod }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

function entry(item: LineItem, figures: readonly { date: string; values: Readonly<Record<string, number>> }[]): StatementEntry {
  const value: Record<string, number> = {};
  for (const f of figures) {
    const v = f.values[item.key];
    if (v !== undefined) value[f.date] = servedValue(item.unit, v);
  }
  return {
    key: item.key,
    order: item.order,
    label_ar: item.label_ar,
    label_en: item.label_en,
    unit: servedUnit(item.unit),
    is_total: item.sum_of.length > 0 || item.key.startsWith('total_'),
    value,
    child: item.children.map((c) => entry(c, figures)),
  };
}

export function statementTree(
  templates: StatementTemplates,
  statement: StatementKindName,
  rows: readonly StatementRecord[],
  columns: readonly StatementColumn[],
): StatementEntry[] {
  const wanted = new Set(columns.map((c) => `${c.year}/${c.period}`));
  const figures = rows
    .filter((r) => r.statement === statement && wanted.has(`${r.year}/${r.period}`))
    .map((r) => ({ date: r.endDate, values: r.values }));
  return templates[statement].map((item) => entry(item, figures));
}
