import { addDays, addYears, toEpochDay, fromEpochDay } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';
import type { DailyBar } from '../types.ts';
import { sessionOnOrAfter } from './trading-dates.ts';
import type { CapitalChangeData } from './types.ts';
import type { CapitalChangeType } from '@sahm/contracts/company';

/**
 * Rights issues, bonus shares and capital reductions since 2015. They are drawn forwards in time
 * and their share counts worked out backwards from today's, so the last event ends on the shares
 * outstanding and each event starts where the previous one ended.
 */

/** Saudi Aramco's one-for-ten bonus issue of 2023, a matter of public record. */
const FACT_ANCHORED: Readonly<Record<string, readonly CapitalChangeData[]>> = {
  '2222': [
    {
      type: 'BONUS_SHARES',
      announcement_date: '2023-03-12',
      effective_date: '2023-05-10',
      shares_before: 220_000_000_000,
      shares_after: 242_000_000_000,
      offer_price: null,
    },
  ],
};

const FIRST_EVENT = '2015-03-01';
/** Share counts before an event are rounded to this many shares. */
const ROUND_SHARES = 1_000;
/** A rights issue is offered at nominal value (or above it), so a share must trade above this. */
const MIN_PRICE_FOR_RIGHTS = 1_250;

type Input = {
  symbolCode: string;
  listingDate: string;
  endDate: string;
  sharesOutstanding: number;
  /** Halalas. */
  nominalValue: number;
  lossMaking: boolean;
  /** Companies whose figures are hand-set: only fact-anchored events. */
  handSet: boolean;
  bars: readonly DailyBar[];
  holidays: ReadonlySet<string>;
};

/** The close on the last session on or before `date`; the first close before the history. */
export function closeOn(bars: readonly DailyBar[], date: string): number | null {
  let lo = 0;
  let hi = bars.length - 1;
  let found: DailyBar | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const bar = bars[mid]!;
    if (bar.trade_date <= date) {
      found = bar;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return (found ?? bars[0])?.close ?? null;
}

function drawType(rng: Rng, lossMaking: boolean, price: number | null): CapitalChangeType {
  const u = rng.float();
  const type: CapitalChangeType = lossMaking
    ? u < 0.45
      ? 'CAPITAL_REDUCTION'
      : u < 0.8
        ? 'RIGHTS_ISSUE'
        : 'BONUS_SHARES'
    : u < 0.55
      ? 'BONUS_SHARES'
      : u < 0.9
        ? 'RIGHTS_ISSUE'
        : 'CAPITAL_REDUCTION';
  // A share trading near or under par is not offered new ones; such companies cut capital instead.
  return type === 'RIGHTS_ISSUE' && (price === null || price < MIN_PRICE_FOR_RIGHTS) ? 'CAPITAL_REDUCTION' : type;
}

/** Shares before an event that ends on `after`. */
function sharesBefore(rng: Rng, type: CapitalChangeType, after: number): number {
  const factor =
    type === 'BONUS_SHARES'
      ? 1 / (1 + rng.pick([0.1, 0.2, 0.25, 1 / 3, 0.5, 1]))
      : type === 'RIGHTS_ISSUE'
        ? 1 / (1 + rng.uniform(0.2, 1))
        : 1 / (1 - rng.uniform(0.2, 0.6));
  return Math.max(ROUND_SHARES, Math.round((after * factor) / ROUND_SHARES) * ROUND_SHARES);
}

function offerPrice(rng: Rng, nominal: number, price: number): number {
  // Most rights issues are priced at par; some at a discount to the market that stays above par.
  if (rng.chance(0.7)) return nominal;
  return Math.max(nominal, Math.round((price * rng.uniform(0.6, 0.8)) / 5) * 5);
}

export function generateCapitalChanges(rng: Rng, input: Input): CapitalChangeData[] {
  const anchored = FACT_ANCHORED[input.symbolCode];
  if (anchored) return anchored.filter((c) => c.effective_date <= input.endDate).map((c) => ({ ...c }));
  // Always drawn, so a company's other draws do not depend on whether it has events.
  const has = rng.chance(input.lossMaking ? 0.35 : 0.18);
  const count = rng.chance(0.25) ? 2 : 1;
  const from = toEpochDay(addYears(input.listingDate, 1) > FIRST_EVENT ? addYears(input.listingDate, 1) : FIRST_EVENT);
  const to = toEpochDay(addDays(input.endDate, -20));
  if (input.handSet || !has || to - from < 365) return [];

  const days = Array.from({ length: count }, () => rng.int(from, to)).sort((a, b) => a - b);
  const events = days.map((day) => {
    const effective = sessionOnOrAfter(fromEpochDay(day), input.holidays);
    const price = closeOn(input.bars, effective);
    const type = drawType(rng, input.lossMaking, price);
    return {
      type,
      announcement_date: sessionOnOrAfter(addDays(effective, -rng.int(40, 120)), input.holidays),
      effective_date: effective,
      offer_price: type === 'RIGHTS_ISSUE' ? offerPrice(rng, input.nominalValue, price!) : null,
    };
  });
  // Two events on the same day would not chain in time: keep the later draw only.
  const distinct = events.filter((e, i) => events[i + 1]?.effective_date !== e.effective_date);

  const out: CapitalChangeData[] = [];
  let after = input.sharesOutstanding;
  for (let i = distinct.length - 1; i >= 0; i--) {
    const e = distinct[i]!;
    const before = sharesBefore(rng, e.type, after);
    out.unshift({ ...e, shares_before: before, shares_after: after });
    after = before;
  }
  return out;
}

/** Shares outstanding on `date`: before the first event that takes effect after it, today's count otherwise. */
export function sharesOn(changes: readonly CapitalChangeData[], sharesToday: number, date: string): number {
  for (const c of changes) if (c.effective_date > date) return c.shares_before;
  return sharesToday;
}
