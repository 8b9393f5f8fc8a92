import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../calendar.ts';
import { holdingSpans, holdingsOn, sharesOn, type DatedEntry } from './timeline.ts';

const A = 'a';
const B = 'b';
const e = (stockId: string, date: string, delta: number): DatedEntry => ({ stockId, date, delta });

describe('holdings timeline', () => {
  const ledger = [e(A, '2025-01-10', 100), e(B, '2025-02-01', 50), e(A, '2025-03-01', -40), e(A, '2025-06-30', -60)];

  it('counts an entry from the end of its day', () => {
    expect(sharesOn(ledger, A, '2025-01-09')).toBe(0);
    expect(sharesOn(ledger, A, '2025-01-10')).toBe(100);
    expect(sharesOn(ledger, A, '2025-03-01')).toBe(60);
    expect(sharesOn(ledger, A, '2025-07-01')).toBe(0);
  });

  it('lists what is held on a day, closed positions left out', () => {
    expect([...holdingsOn(ledger, '2025-04-01')]).toEqual([
      [A, 60],
      [B, 50],
    ]);
    expect([...holdingsOn(ledger, '2025-07-01')]).toEqual([[B, 50]]);
  });

  it('splits a year into spans of unchanged shares, leaving out days with none', () => {
    expect(holdingSpans(ledger, A, '2025-01-01', '2025-12-31')).toEqual([
      { from: '2025-01-10', to: '2025-02-28', days: 50, shares: 100 },
      { from: '2025-03-01', to: '2025-06-29', days: 121, shares: 60 },
    ]);
  });

  it('share-days of the spans equal the daily sum of shares held', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2025-01-01', n));
    const entries = fc.array(fc.record({ stockId: fc.constantFrom(A, B), date: day, delta: fc.integer({ min: 1, max: 500 }) }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(entries, fc.array(fc.tuple(fc.constantFrom(A, B), day), { maxLength: 8 }), (buys, sells) => {
        // Sales never take more than is held on their day, as the ledger guarantees.
        const ledger: DatedEntry[] = [...buys];
        for (const [stockId, date] of sells) {
          const held = sharesOn(ledger, stockId, date);
          const later = ledger.filter((x) => x.stockId === stockId && x.date > date).reduce((s, x) => s + Math.min(0, x.delta), 0);
          const take = Math.floor((held + later) / 2);
          if (take > 0) ledger.push(e(stockId, date, -take));
        }
        const from = '2025-01-05';
        const to = '2025-02-20';
        for (const id of [A, B]) {
          const spans = holdingSpans(ledger, id, from, to);
          let daily = 0;
          for (let d = from; d <= to; d = addDays(d, 1)) daily += Math.max(0, sharesOn(ledger, id, d));
          expect(spans.reduce((s, x) => s + x.days * x.shares, 0)).toBe(daily);
          for (const s of spans) expect(toEpochDay(s.to) - toEpochDay(s.from) + 1).toBe(s.days);
        }
      }),
    );
  });
});
