import { holidaySet, tradingDays } from '../../../domain/calendar.ts';
import { loadCompanies } from '../../reference-data.ts';
import { tradingHolidays } from '../../reference/holidays.ts';
import { generateFundamentals } from '../fundamentals.ts';
import { planStock } from '../stock-profile.ts';
import type { CompanyRef, DailyBar } from '../types.ts';
import type { CompanyInput } from './types.ts';

/**
 * Inputs for the company generator's tests: the real company list and calendar, each stock's
 * statics as the plan draws them, and a smooth price path standing in for the generated bars.
 */

export const HISTORY_START = '2020-01-01';
export const holidays = holidaySet(tradingHolidays);
export const realCompanies: readonly CompanyRef[] = loadCompanies();

function smoothBars(days: readonly string[], ref: number): DailyBar[] {
  return days.map((trade_date, i) => {
    const close = Math.max(10, Math.round(ref * (1 + 0.15 * Math.sin(i / 60))));
    return { trade_date, open: close, high: close, low: close, close, prev_close: close, volume: 1_000, value: close * 1_000, trades: 10 };
  });
}

/** Inputs for every company listed by `endDate` (a session). */
export function companyInputs(seed: number, endDate: string, companies: readonly CompanyRef[] = realCompanies): CompanyInput[] {
  const days = tradingDays(HISTORY_START, endDate, holidays);
  const out: CompanyInput[] = [];
  for (const company of companies) {
    const stock = planStock(seed, company, days, days.length - 1, HISTORY_START);
    if (!stock) continue;
    const bars = smoothBars(days.slice(stock.params.startIndex), stock.params.refPrice);
    const epsTtm = generateFundamentals(seed, stock, bars[bars.length - 1]!.close).eps_ttm;
    out.push({ seed, company, stock, epsTtm, bars, endDate, holidays });
  }
  return out;
}
