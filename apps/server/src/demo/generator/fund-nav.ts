import { toEpochDay, weekday } from '../../domain/calendar.ts';
import { fundCategory } from './funds.ts';
import { firstIndexOnOrAfter, type MarketFactor } from './market-factor.ts';
import { forkRng } from './random.ts';
import type { GeneratedFund, NavPoint } from './types.ts';

/**
 * NAV and assets under management of one fund, over the plan's sessions (published on the fund's
 * valuation days). Equity funds follow the market factor through a beta; cash funds accrue the
 * short-term rate of their currency smoothly.
 */

export type FundNavContext = { seed: number; factor: MarketFactor; endIndex: number };

/** Approximate average short-term (3-month interbank / Murabaha) rates by year, percent. */
export const SHORT_RATES: Readonly<Record<'SAR' | 'USD', Readonly<Record<number, number>>>> = {
  SAR: { 2019: 2.6, 2020: 1.2, 2021: 0.8, 2022: 2.9, 2023: 5.8, 2024: 5.8, 2025: 5.3, 2026: 4.8 },
  USD: { 2019: 2.2, 2020: 0.5, 2021: 0.1, 2022: 1.9, 2023: 5.2, 2024: 5.2, 2025: 4.3, 2026: 3.7 },
};

/** Rate on a day, interpolated between mid-year points so accrual has no kinks at year ends. */
export function shortRate(currency: 'SAR' | 'USD', date: string): number {
  const table = SHORT_RATES[currency];
  const years = Object.keys(table).map(Number);
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  const t = Number(date.slice(0, 4)) + (toEpochDay(date) - toEpochDay(`${date.slice(0, 4)}-07-01`)) / 365;
  const y0 = Math.min(hi, Math.max(lo, Math.floor(t)));
  const y1 = Math.min(hi, y0 + 1);
  const w = Math.min(1, Math.max(0, t - y0));
  return ((table[y0] as number) * (1 - w) + (table[y1] as number) * w) / 100;
}

const WEEKDAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const LAUNCH_NAV = 10;

export function generateNavHistory(ctx: FundNavContext, fund: GeneratedFund): NavPoint[] {
  const { days, logReturns } = ctx.factor;
  const start = firstIndexOnOrAfter(days, fund.inception_date);
  if (start > ctx.endIndex) return [];
  const cat = fundCategory(fund.category);
  const model = cat.model;
  const rng = forkRng(ctx.seed, `fund:${fund.code}:nav`);
  const valuation = new Set(fund.valuation_days.split(',').map((d) => WEEKDAY_CODES.indexOf(d.trim())));
  const fee = fund.management_fees / 100;
  const fx = fund.currency === 'USD' ? 1 / 3.75 : 1;

  // Funds older than the history start mid-life: NAV and size drawn for that point.
  const launched = start > 0 || fund.inception_date === days[0];
  const ageYears = Math.max(0, (toEpochDay(days[start] as string) - toEpochDay(fund.inception_date)) / 365);
  const navDraw = rng.normal();
  const aumDraw = rng.normal();
  let nav =
    launched || model.kind === 'money'
      ? LAUNCH_NAV * Math.exp((model.kind === 'money' ? 0.02 : 0) * ageYears)
      : LAUNCH_NAV * Math.exp((model.kind === 'income' ? 0.03 : 0.05) * ageYears + 0.35 * navDraw);
  nav = Math.min(Math.max(nav, 3), 250);
  const medianAum = launched ? 30e6 : model.kind === 'money' ? 1.2e9 : model.kind === 'income' ? 400e6 : 150e6;
  let aum = medianAum * fx * Math.exp(0.9 * aumDraw);
  let trend = 0;

  const out: NavPoint[] = [];
  let prevDay = toEpochDay(days[start] as string) - 1;
  for (let i = start; i <= ctx.endIndex; i++) {
    const date = days[i] as string;
    const today = toEpochDay(date);
    const gap = today - prevDay;
    prevDay = today;
    const m = logReturns[i] as number;
    const z = rng.fatTail();
    const flowNoise = rng.normal();
    const trendNoise = rng.normal();

    let r: number;
    switch (model.kind) {
      case 'equity':
        r = model.beta * m + model.idioVol * z + (model.alpha - fee) / 250;
        break;
      case 'global':
        r = model.beta * m + model.ownVol * z + (model.drift - fee) / 250;
        break;
      case 'money':
        r = ((shortRate(fund.currency, date) - fee) * gap) / 365 + 0.000_005 * z;
        break;
      case 'income':
        r = ((shortRate(fund.currency, date) + model.spread - fee) * gap) / 365 + model.vol * z;
        break;
    }
    nav *= Math.exp(r);
    // Net subscriptions: a slowly changing trend (fashion, performance) plus daily noise.
    trend = 0.995 * trend + 0.000_15 * trendNoise;
    aum = Math.max(500_000 * fx, aum * Math.exp(r) * (1 + trend + 0.003 * flowNoise));
    if (valuation.has(weekday(date))) {
      out.push({ valuation_date: date, nav_per_unit: Math.round(nav * 10_000), assets_under_management: Math.round(aum) });
    }
  }
  return out;
}
