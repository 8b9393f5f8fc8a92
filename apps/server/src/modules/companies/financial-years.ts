import type { FinancialYearList } from '@sahm/contracts/company';
import { stableId } from '../../db/stable-id.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** The year end in a given year; a 29 February end falls on the 28th in other years. */
function yearEnd(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A company's financial years, newest first, from the first year it has (listing, else first
 * earnings) to this one. Year Y ends on the year-end day of Y and starts the day after the
 * previous end. Guids are name-based, so the same year keeps its guid on every call and process.
 */
export function financialYears(
  stockId: string,
  end: { month: number; day: number },
  firstYear: number,
  currentYear: number,
): FinancialYearList {
  const items: FinancialYearList['items'] = [];
  for (let year = currentYear; year >= Math.min(firstYear, currentYear); year--) {
    items.push({
      guid: stableId('financial-year', `${stockId}:${year}`),
      year,
      start_date: dayAfter(yearEnd(year - 1, end.month, end.day)),
      end_date: yearEnd(year, end.month, end.day),
    });
  }
  return { items };
}
