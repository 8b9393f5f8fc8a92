import { fromEpochDay, toEpochDay, weekday } from '../../domain/calendar.ts';
import { firstIndexOnOrAfter } from './market-factor.ts';
import { forkRng, type Rng } from './random.ts';
import type { MarketKind } from '../../domain/market-kind.ts';
import type { CompanyRef, GeneratedStock } from './types.ts';

/**
 * Static figures of each stock: size, float, risk and turnover parameters. Drawn from the stock's
 * own stream (`stock:<code>:static`), so a company's profile never depends on the others.
 */

/** Hand-set figures for the largest real companies, so market totals and weights look right. */
export type StockOverride = {
  shares: number;
  /** SAR range the price should mostly stay in over the history. */
  price: readonly [number, number];
  free_float: number;
  beta: number;
};

export const STOCK_OVERRIDES: Readonly<Record<string, StockOverride>> = {
  '2222': { shares: 242_000_000_000, price: [24, 33], free_float: 0.024, beta: 0.7 }, // Saudi Aramco
  '1120': { shares: 4_000_000_000, price: [75, 100], free_float: 0.75, beta: 1.1 }, // Al Rajhi Bank
  '1180': { shares: 6_000_000_000, price: [30, 40], free_float: 0.55, beta: 1.1 }, // Saudi National Bank
  '2010': { shares: 3_000_000_000, price: [60, 90], free_float: 0.3, beta: 1.0 }, // SABIC
  '7010': { shares: 4_980_000_000, price: [35, 45], free_float: 0.36, beta: 0.75 }, // stc
  '1211': { shares: 3_800_000_000, price: [40, 60], free_float: 0.33, beta: 1.1 }, // Ma'aden
  '2082': { shares: 730_000_000, price: [200, 450], free_float: 0.3, beta: 1.3 }, // ACWA Power
  '1010': { shares: 3_000_000_000, price: [24, 35], free_float: 0.6, beta: 1.0 }, // Riyad Bank
  '1150': { shares: 2_500_000_000, price: [25, 40], free_float: 0.85, beta: 1.05 }, // Alinma Bank
  '1060': { shares: 2_050_000_000, price: [30, 45], free_float: 0.5, beta: 0.95 }, // Saudi Awwal Bank
  '2280': { shares: 1_000_000_000, price: [45, 65], free_float: 0.4, beta: 0.7 }, // Almarai
  '5110': { shares: 4_170_000_000, price: [15, 25], free_float: 0.2, beta: 0.7 }, // Saudi Electricity
  '4013': { shares: 350_000_000, price: [200, 320], free_float: 0.3, beta: 0.9 }, // Dr. Sulaiman Al Habib
  '2020': { shares: 476_000_000, price: [90, 180], free_float: 0.5, beta: 1.0 }, // SABIC Agri-Nutrients
  '7020': { shares: 770_000_000, price: [30, 60], free_float: 0.72, beta: 1.0 }, // Mobily
  '1111': { shares: 120_000_000, price: [150, 250], free_float: 0.3, beta: 1.2 }, // Saudi Tadawul Group
  '4280': { shares: 3_700_000_000, price: [7, 10], free_float: 0.05, beta: 0.8 }, // Kingdom Holding
};

export type SizeClass = 'large' | 'mid' | 'small';

export type StockParams = {
  /** Index in the plan's day list of the first session. */
  startIndex: number;
  /** Listed inside the history: the first session is measured from an offer price. */
  isIpo: boolean;
  /**
   * Halalas. For a centred stock, the geometric middle of its price path; for an IPO that is not
   * centred, the offer price.
   */
  refPrice: number;
  centered: boolean;
  idioVol: number;
  /** AR(1) coefficient of the idiosyncratic log-price (1 = random walk). */
  phi: number;
  jumpProb: number;
  jumpMin: number;
  jumpMax: number;
  size: SizeClass;
  /** Relative share of its market's daily traded value. */
  valueShare: number;
  /** Relative average trade size. */
  ticketFactor: number;
};

export type PlannedStock = GeneratedStock & { industry_group: string; params: StockParams };

const MAX_DRAWN_MCAP = 40e9;

/** The growth market opened on 2017-02-26; invented Nomu listing dates are after it. */
const NOMU_LAUNCH = '2017-02-26';

function inventListingDate(rng: Rng, market: MarketKind, historyStart: string): string {
  const end = toEpochDay(historyStart) - 30;
  const start = market === 'nomu' ? toEpochDay(NOMU_LAUNCH) : rng.chance(0.2) ? toEpochDay('1976-01-01') : toEpochDay('2000-01-01');
  let day = rng.int(Math.min(start, end), end);
  // Listings happen on sessions; step back off the weekend.
  while (weekday(fromEpochDay(day)) >= 5) day--;
  return fromEpochDay(day);
}

export type InstrumentKind = 'company' | 'etf' | 'fund-units';

/** ETFs track an index closely; REITs and closed-end funds are low-volatility income units. */
export function instrumentKind(industryGroup: string): InstrumentKind {
  if (/etf/i.test(industryGroup)) return 'etf';
  if (/reit|closed-end/i.test(industryGroup)) return 'fund-units';
  return 'company';
}

/** Daily idiosyncratic volatility: large caps 1–1.5%, small caps and Nomu 2–4%, fund units less. */
function idiosyncraticVol(kind: InstrumentKind, size: SizeClass, market: MarketKind, u: number): number {
  if (kind === 'etf') return 0.003 + 0.003 * u;
  if (kind === 'fund-units') return 0.008 + 0.006 * u;
  if (size === 'large') return 0.01 + 0.005 * u;
  if (size === 'mid') return 0.015 + 0.007 * u;
  return market === 'nomu' ? 0.025 + 0.015 * u : 0.02 + 0.015 * u;
}

/**
 * Rare news-driven jumps (daily probability, size range). Small caps jump past the ±10% limit
 * now and then, giving limit-up / limit-down sessions; Nomu's ±30% limit is rarely reached.
 */
function jumpProfile(kind: InstrumentKind, size: SizeClass, market: MarketKind): { p: number; min: number; max: number } {
  if (kind !== 'company') return { p: 0, min: 0, max: 0 };
  if (market === 'nomu') return { p: 0.003, min: 0.12, max: 0.35 };
  if (size === 'small') return { p: 0.004, min: 0.06, max: 0.16 };
  if (size === 'mid') return { p: 0.001, min: 0.04, max: 0.1 };
  return { p: 0.0003, min: 0.03, max: 0.07 };
}

function drawMainPrice(rng: Rng): number {
  // Mostly 10–150 SAR; about one in thirty is a heavyweight priced in the hundreds.
  return rng.chance(0.03) ? rng.lognormal(320, 0.35) : rng.lognormal(32, 0.8);
}

/**
 * Draws one company's profile. `days` are the plan's sessions (possibly past the end date, see
 * plan.ts); returns null when the first session is after `endIndex` (a future listing).
 */
export function planStock(
  seed: number,
  company: CompanyRef,
  days: readonly string[],
  endIndex: number,
  historyStart: string,
): PlannedStock | null {
  const rng = forkRng(seed, `stock:${company.symbol_code}:static`);
  const market = company.market;
  const override = market === 'main' ? STOCK_OVERRIDES[company.symbol_code] : undefined;
  // Always drawn so a stock's stream does not depend on whether a date is known.
  const invented = inventListingDate(rng, market, historyStart);
  const listing_date = company.listing_date ?? invented;
  const isIpo = listing_date >= historyStart;
  const startIndex = isIpo ? firstIndexOnOrAfter(days, listing_date) : 0;
  const first = days[startIndex];
  if (first === undefined || startIndex > endIndex) return null;

  const kind = instrumentKind(company.industry_group);
  const rawShares = market === 'main' ? rng.lognormal(90e6, 1.0) : rng.lognormal(15e6, 0.8);
  const roundTo = market === 'main' ? 100_000 : 10_000;
  const drawnShares = Math.max(roundTo * 10, Math.round(Math.min(rawShares, market === 'main' ? 5e9 : 2e8) / roundTo) * roundTo);
  const drawnPrice = market === 'main' ? drawMainPrice(rng) : rng.lognormal(25, 0.7);
  const drawnFloat = Math.min(0.9, Math.max(0.05, 0.5 + 0.2 * rng.normal()));
  // Main-market draws centre a little above 1 so that, with low-beta Aramco, the float-weighted
  // beta is about 1 and the index moves like the market factor.
  const drawnBeta = market === 'main' ? rng.uniform(0.7, 1.45) : rng.uniform(0.4, 0.9);
  const idioU = rng.float();
  const shareNoise = rng.lognormal(1, 0.6);
  const ticketNoise = rng.lognormal(1, 0.2);
  const unitPrice = rng.lognormal(kind === 'etf' ? 15 : 9, 0.3);

  const priceSar = override
    ? Math.sqrt(override.price[0] * override.price[1])
    : kind === 'company'
      ? Math.min(Math.max(drawnPrice, 1.5), 2_000)
      : unitPrice;
  // Outside the hand-set giants no company is worth more than ~40 bn SAR: expensive shares come
  // with fewer of them.
  const cappedShares = Math.max(roundTo * 10, Math.min(drawnShares, Math.floor(MAX_DRAWN_MCAP / priceSar / roundTo) * roundTo));
  const shares = override?.shares ?? cappedShares;
  // Fund units (ETFs, REITs, closed-end funds) are almost all free float.
  const freeFloat = override?.free_float ?? (kind === 'company' ? drawnFloat : 0.7 + 0.25 * idioU);
  const beta = override?.beta ?? (kind === 'etf' ? 0.9 + 0.2 * idioU : kind === 'fund-units' ? 0.3 + 0.4 * idioU : drawnBeta);
  const mcap = shares * priceSar;
  const size: SizeClass = market === 'nomu' || mcap < 2e9 ? 'small' : mcap < 20e9 ? 'mid' : 'large';
  const idioVol = idiosyncraticVol(kind, size, market, idioU);
  const jump = jumpProfile(kind, size, market);
  const ffMcap = mcap * freeFloat;

  const params: StockParams = {
    startIndex,
    isIpo,
    // Non-override IPOs start from this as their offer price.
    refPrice: Math.round(priceSar * 100),
    centered: !isIpo || override !== undefined,
    idioVol,
    // Mean reversion keeps hand-set prices near their range; others wander further.
    phi: override ? 0.98 : 0.998,
    jumpProb: jump.p,
    jumpMin: jump.min,
    jumpMax: jump.max,
    size,
    // Fund units trade far less than shares of the same size.
    valueShare: ffMcap ** 0.75 * shareNoise * (kind === 'company' ? 1 : 0.15),
    ticketFactor: (ffMcap / 1e9) ** 0.1 * ticketNoise,
  };
  return {
    symbol_code: company.symbol_code,
    market,
    first_trade_date: first,
    listing_date,
    shares_outstanding: shares,
    free_float_ratio: Math.round(freeFloat * 10_000) / 10_000,
    nominal_value: 1_000,
    beta: Math.round(beta * 1_000) / 1_000,
    industry_group: company.industry_group,
    params,
  };
}

/** Shares counted by the index: the free-float part, whole shares. */
export function freeFloatShares(stock: GeneratedStock): number {
  return Math.round(stock.shares_outstanding * stock.free_float_ratio);
}
