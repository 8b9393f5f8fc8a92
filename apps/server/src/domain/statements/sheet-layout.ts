import { quarterEnds } from './periods.ts';
import type { PeriodLabel, StatementKind } from './template-types.ts';

/**
 * The layout of a statement sheet, shared by the published templates, the extracts and the
 * uploads: one worksheet per statement named after it; row 1 is the header (key, Arabic label,
 * English label, then one column per period headed "<financial year>-<period>", e.g. 2025-ANNUAL,
 * 2025-H1, 2025-Q3); each following row is one line item, by its key.
 */
export const SHEET_HEADER = ['key', 'label_ar', 'label_en'] as const;
/** The first column (1-based) that holds a period. */
export const FIRST_PERIOD_COLUMN = SHEET_HEADER.length + 1;

export type SheetPeriod = { year: number; period: PeriodLabel };

export const PERIODS_OF: Readonly<Record<'ANNUALS' | 'BI_ANNUALS' | 'QUARTERS', readonly PeriodLabel[]>> = {
  ANNUALS: ['ANNUAL'],
  BI_ANNUALS: ['H1', 'H2'],
  QUARTERS: ['Q1', 'Q2', 'Q3', 'Q4'],
};
export type SheetPeriodFilter = keyof typeof PERIODS_OF;

export const periodHeader = ({ year, period }: SheetPeriod): string => `${year}-${period}`;

const HEADER = /^(\d{4})\s*-\s*(ANNUAL|H1|H2|Q1|Q2|Q3|Q4)$/i;

export function parsePeriodHeader(text: string): SheetPeriod | null {
  const match = HEADER.exec(text.trim());
  if (!match) return null;
  return { year: Number(match[1]), period: match[2]!.toUpperCase() as PeriodLabel };
}

/** The last day of a period of financial year `year`, for a company whose year ends in `fyEndMonth`. */
export function periodEndDate({ year, period }: SheetPeriod, fyEndMonth: number): string {
  const { ends } = quarterEnds(year, fyEndMonth);
  const quarter = { Q1: 0, Q2: 1, H1: 1, Q3: 2, Q4: 3, H2: 3, ANNUAL: 3 }[period];
  return ends[quarter]!;
}

/** A statement kind from a worksheet's name (any case, spaces or dashes for underscores). */
export function statementOfSheet(name: string, kinds: readonly StatementKind[]): StatementKind | null {
  const normal = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return kinds.find((k) => k === normal) ?? null;
}
