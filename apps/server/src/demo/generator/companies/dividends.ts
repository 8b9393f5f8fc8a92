import type { DividendPeriod } from '@sahm/contracts/company';
import type { Rng } from '../random.ts';
import { PERIODS, type DividendPolicy } from './dividend-policy.ts';
import { sessionAfter, sessionOnOrAfter, ymd } from './trading-dates.ts';
import type { AnnualEpsData, DividendData } from './types.ts';

/**
 * Cash dividends from 2015 (or the listing) to the latest one announced by the demo's today. A
 * year's distributions add up to a payout of 30–90% of that year's EPS, split evenly over its
 * periods and rounded down to the halala; loss years pay nothing. Interim distributions of the
 * current year are sized on the trailing EPS. Announcements follow the results: interims within
 * weeks of their quarter or half, finals after the year's results, the annual one after the
 * general assembly. Eligibility and payment fall on sessions.
 */

export const FIRST_DIVIDEND_YEAR = 2015;
export const PAYOUT_RANGE = [0.3, 0.9] as const;

/** Announcement month and day range of each period, and how many years after the financial year. */
const ANNOUNCED: Record<DividendPeriod, { yearsAfter: number; month: number; days: [number, number] }> = {
  Q1: { yearsAfter: 0, month: 5, days: [5, 25] },
  Q2: { yearsAfter: 0, month: 8, days: [5, 25] },
  Q3: { yearsAfter: 0, month: 11, days: [2, 20] },
  Q4: { yearsAfter: 1, month: 3, days: [1, 20] },
  H1: { yearsAfter: 0, month: 8, days: [1, 25] },
  H2: { yearsAfter: 1, month: 2, days: [15, 28] },
  ANNUAL: { yearsAfter: 1, month: 3, days: [1, 28] },
};

type Input = {
  policy: DividendPolicy;
  earnings: readonly AnnualEpsData[];
  /** Halalas per share: the basis of the current year's interim distributions. */
  epsTtm: number;
  listingDate: string;
  endDate: string;
  holidays: ReadonlySet<string>;
};

export function generateDividends(rng: Rng, input: Input): DividendData[] {
  const periods = PERIODS[input.policy];
  const out: DividendData[] = [];
  const basePayout = rng.uniform(PAYOUT_RANGE[0], PAYOUT_RANGE[1]);
  const usualWay = rng.chance(0.65) ? 'INVESTMENT_ACCOUNT' : 'BANK_TRANSFER';
  if (!periods.length) return out;
  const epsOf = new Map(input.earnings.map((e) => [e.year, e.eps]));
  const firstYear = Math.max(FIRST_DIVIDEND_YEAR, Number(input.listingDate.slice(0, 4)));
  const thisYear = Number(input.endDate.slice(0, 4));
  for (let year = firstYear; year <= thisYear; year++) {
    const eps = year === thisYear ? input.epsTtm : epsOf.get(year);
    const payout = Math.min(PAYOUT_RANGE[1], Math.max(PAYOUT_RANGE[0], basePayout + 0.08 * rng.normal()));
    const skipped = rng.chance(0.05);
    if (eps === undefined || eps <= 0 || skipped) continue;
    const each = Math.floor((payout * eps) / periods.length);
    if (each < 1) continue;
    for (const period of periods) {
      const when = ANNOUNCED[period];
      const announced = sessionOnOrAfter(ymd(year + when.yearsAfter, when.month, rng.int(when.days[0], when.days[1])), input.holidays);
      // The annual dividend waits for the general assembly, some weeks after the board's proposal.
      const due = sessionAfter(rng, announced, period === 'ANNUAL' ? 30 : 10, period === 'ANNUAL' ? 70 : 30, input.holidays);
      const paid = sessionAfter(rng, due, 7, 21, input.holidays);
      const way = rng.chance(0.1) ? (usualWay === 'BANK_TRANSFER' ? 'INVESTMENT_ACCOUNT' : 'BANK_TRANSFER') : usualWay;
      if (announced < input.listingDate || announced > input.endDate) continue;
      out.push({ amount: each, announcement_date: announced, due_date: due, distribution_date: paid, way, year, period });
    }
  }
  return out;
}
