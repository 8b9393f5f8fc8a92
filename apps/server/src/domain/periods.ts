import { addDays, addMonths, addYears } from './calendar.ts';

export type DailyPeriod = 'week' | 'month' | 'three_months' | 'year' | 'three_years' | 'five_years';

/** The first date a daily chart of `period` shows, counting back from its last session. */
export function periodStart(period: DailyPeriod, last: string): string {
  switch (period) {
    case 'week':
      return addDays(last, -6);
    case 'month':
      return addMonths(last, -1);
    case 'three_months':
      return addMonths(last, -3);
    case 'year':
      return addYears(last, -1);
    case 'three_years':
      return addYears(last, -3);
    case 'five_years':
      return addYears(last, -5);
  }
}
