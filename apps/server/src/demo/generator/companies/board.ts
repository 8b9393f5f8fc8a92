import type { BoardPosition } from '@sahm/contracts/company';
import { addDays, addYears, fromEpochDay, toEpochDay } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';
import { inventPerson, type InventedName } from './names.ts';
import { percentOf } from './percent.ts';
import type { BoardRecordData } from './types.ts';

/**
 * The board of directors: 7–11 members for the current three-year term (a chairman, a vice
 * chairman, sometimes a managing director, at least a third independent), the records of their
 * holdings as they changed, and the members of the previous term who left. Percentages are of the
 * shares outstanding on each record's date.
 */

const TERM_YEARS = 3;

type Input = {
  listingDate: string;
  endDate: string;
  /** SAR per share, to size holdings by value. */
  price: number;
  /** A family-controlled company: its chairman holds a real stake. */
  familyControlled: boolean;
  sharesOn: (date: string) => number;
};

function positions(rng: Rng, n: number): BoardPosition[] {
  const out: BoardPosition[] = ['CHAIRMAN', 'VICE_CHAIRMAN'];
  if (rng.chance(0.4)) out.push('MANAGING_DIRECTOR');
  const independent = Math.min(n - out.length, Math.ceil(n / 3) + rng.int(0, 1));
  for (let i = 0; i < independent; i++) out.push('INDEPENDENT_MEMBER');
  while (out.length < n) out.push('MEMBER');
  return out;
}

function holding(rng: Rng, position: BoardPosition, input: Input, shares: number): number {
  if (position === 'CHAIRMAN' && input.familyControlled) return Math.round((shares * rng.uniform(1, 8)) / 100);
  if (position === 'INDEPENDENT_MEMBER' && rng.chance(0.5)) return 0;
  const sar = position === 'INDEPENDENT_MEMBER' ? rng.lognormal(100_000, 1) : rng.lognormal(1_500_000, 1.5);
  // Nobody outside the controlling family holds more than a few percent.
  return Math.min(Math.round(sar / input.price), Math.round(shares * 0.03));
}

/** A new holding a while later: bought or sold some, or unchanged. */
function changed(rng: Rng, shares: number): number {
  if (shares === 0) return rng.chance(0.3) ? rng.int(1, 50) * 1_000 : 0;
  return Math.max(0, Math.round(shares * rng.uniform(0.6, 1.5)));
}

export function generateBoard(rng: Rng, input: Input): BoardRecordData[] {
  const { endDate, listingDate } = input;
  const latestStart = toEpochDay(addDays(endDate, -30));
  const termStart = fromEpochDay(Math.max(toEpochDay(listingDate), latestStart - rng.int(0, TERM_YEARS * 365 - 60)));
  const prevStart = addYears(termStart, -TERM_YEARS);
  const hasPrevTerm = prevStart >= listingDate;

  const used = new Set<string>();
  const person = (): InventedName => {
    for (;;) {
      const p = inventPerson(rng);
      if (!used.has(p.key)) {
        used.add(p.key);
        return p;
      }
    }
  };

  const out: BoardRecordData[] = [];
  /** A member's records in date order, each percent against the previous one. */
  const addRecords = (p: InventedName, position: BoardPosition, holdings: readonly [string, number][], current: boolean) => {
    let prev: string | null = null;
    holdings.forEach(([date, shares], i) => {
      const percentage = percentOf(shares, input.sharesOn(date), 6);
      out.push({
        member_key: p.key,
        name_ar: p.ar,
        name_en: p.en,
        position,
        shares,
        percentage,
        prev_percentage: prev,
        date,
        is_current: current && i === holdings.length - 1,
      });
      prev = percentage;
    });
  };
  const midTerm = (from: string, to: string) =>
    fromEpochDay(rng.int(toEpochDay(from) + 30, Math.max(toEpochDay(from) + 30, toEpochDay(to))));

  for (const position of positions(rng, rng.int(7, 11))) {
    const p = person();
    const holdings: [string, number][] = [];
    let shares = holding(rng, position, input, input.sharesOn(termStart));
    // Some members served the previous term too.
    if (hasPrevTerm && rng.chance(0.4)) {
      holdings.push([prevStart, changed(rng, shares)]);
    }
    holdings.push([termStart, shares]);
    if (rng.chance(0.3) && addDays(termStart, 30) < endDate) {
      shares = changed(rng, shares);
      holdings.push([midTerm(termStart, endDate), shares]);
    }
    addRecords(p, position, holdings, true);
  }
  if (hasPrevTerm) {
    const leavers = rng.int(2, 4);
    for (let i = 0; i < leavers; i++) {
      const p = person();
      const position: BoardPosition = rng.chance(0.5) ? 'INDEPENDENT_MEMBER' : 'MEMBER';
      const shares = holding(rng, position, input, input.sharesOn(prevStart));
      const holdings: [string, number][] = [[prevStart, shares]];
      if (rng.chance(0.3)) holdings.push([midTerm(prevStart, addDays(termStart, -1)), changed(rng, shares)]);
      addRecords(p, position, holdings, false);
    }
  }
  return out;
}
