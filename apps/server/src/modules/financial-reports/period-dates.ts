import { quarterEnds } from '../../domain/statements/periods.ts';
import type { PeriodLabel } from '../../domain/statements/template-types.ts';

/** Which quarter's end closes each period. */
const closingQuarter: Readonly<Record<PeriodLabel, number>> = { Q1: 0, Q2: 1, H1: 1, Q3: 2, Q4: 3, H2: 3, ANNUAL: 3 };

/** The last day of a period of financial year `year`, for a year that closes in `fyEndMonth`. */
export const periodEndDate = (year: number, period: PeriodLabel, fyEndMonth: number): string =>
  quarterEnds(year, fyEndMonth).ends[closingQuarter[period]]!;
