import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { holdingSpans, sharesOn, type DatedEntry } from '../holdings/timeline.ts';
import { daysInYear, purify, reasonOf, screeningForYear } from './purification.ts';

const S = 's';
const e = (date: string, delta: number): DatedEntry => ({ stockId: S, date, delta });
/** A rate as stored: up to six decimals, 0.000001–0.5 SAR per share. */
const rate = fc.integer({ min: 1, max: 500_000 }).map((n) => new Decimal(n).div(1_000_000).toFixed());

describe('purification formula', () => {
  it('a full year of 100 shares at 0.365 SAR per share owes 36.50', () => {
    const spans = holdingSpans([e('2024-12-01', 100)], S, '2025-01-01', '2025-12-31');
    expect(purify(spans, '0.365', 365)).toMatchObject({ daysHeld: 365 });
    expect(purify(spans, '0.365', 365).amount.toFixed(2)).toBe('36.50');
  });

  it('equals shares × rate × days ÷ days in year summed over the holding periods, the total rounded once', () => {
    const year = fc.integer({ min: 2020, max: 2030 });
    const change = fc.record({ day: fc.integer({ min: -40, max: 365 }), delta: fc.integer({ min: -300, max: 800 }) });
    fc.assert(
      fc.property(year, fc.array(change, { maxLength: 10 }), rate, (y, changes, r) => {
        // Never sell more than is held on the day (as the ledger guarantees).
        const ledger: DatedEntry[] = [];
        for (const c of [...changes].sort((a, b) => a.day - b.day)) {
          const date = addDays(`${y}-01-01`, c.day);
          const delta = Math.max(c.delta, -sharesOn(ledger, S, date));
          if (delta !== 0) ledger.push(e(date, delta));
        }
        const through = `${y}-12-31`;
        const yearDays = daysInYear(y);
        const p = purify(holdingSpans(ledger, S, `${y}-01-01`, through), r, yearDays);
        // The same sum day by day: shares held at the end of each day × rate ÷ days in year.
        let byDay = new Decimal(0);
        let days = 0;
        for (let d = 0; d < yearDays; d++) {
          const shares = sharesOn(ledger, S, addDays(`${y}-01-01`, d));
          if (shares > 0) days++;
          byDay = byDay.add(new Decimal(r).mul(shares).div(yearDays));
        }
        expect(p.daysHeld).toBe(days);
        expect(p.amount.toFixed(2)).toBe(byDay.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        expect(p.spans.reduce((a, s) => a.add(s.amount), new Decimal(0)).eq(p.exact)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('owes nothing without a rate', () => {
    const spans = holdingSpans([e('2025-02-01', 10)], S, '2025-01-01', '2025-12-31');
    expect(purify(spans, null, 365).amount.toFixed(2)).toBe('0.00');
  });

  it('takes the latest screening within the year, else the latest before it, never a later one', () => {
    const s = (date: string) => ({ date, status: 'COMPLIANT', cleaningAmount: '0.1' });
    const all = [s('2023-05-01'), s('2024-03-01'), s('2024-09-01'), s('2025-02-01')];
    expect(screeningForYear(all, 2024)?.date).toBe('2024-09-01');
    expect(screeningForYear(all, 2022)).toBeUndefined();
    expect(screeningForYear([s('2023-05-01')], 2024)?.date).toBe('2023-05-01');
  });

  it('names why a holding owes what it owes', () => {
    expect(reasonOf(undefined)).toBe('NOT_RATED');
    expect(reasonOf({ date: '2025-01-01', status: 'MIXED', cleaningAmount: '0.02' })).toBe('AMOUNT');
    expect(reasonOf({ date: '2025-01-01', status: 'COMPLIANT', cleaningAmount: null })).toBe('COMPLIANT_NO_AMOUNT');
    expect(reasonOf({ date: '2025-01-01', status: 'NON_COMPLIANT', cleaningAmount: null })).toBe('NO_AMOUNT');
    expect([daysInYear(2024), daysInYear(2025), daysInYear(2100)]).toEqual([366, 365, 365]);
  });
});
