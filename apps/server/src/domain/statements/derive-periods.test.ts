import { describe, expect, it } from 'vitest';
import { KEY } from './common-items.ts';
import { deriveSpans, type QuarterValues } from './derive-periods.ts';
import { TEMPLATES } from './templates.ts';

const quarter = (revenue: number, cash: number, shares: number, eps: number): QuarterValues => ({
  income_statement: {
    revenue,
    [KEY.netIncome]: revenue,
    [KEY.attributable]: revenue,
    [KEY.weightedShares]: shares,
    [KEY.basicEps]: eps,
    [KEY.dilutedEps]: eps,
  },
  balance_sheet: { [KEY.cash]: cash },
  cash_flow: { [KEY.cfOpening]: cash - 10, [KEY.cfClosing]: cash },
});

describe('half-years and years from quarters', () => {
  it('adds flows, keeps closing balances and works out per-share figures afresh', () => {
    const qs = [
      quarter(100, 1, 1_000_000, 10),
      quarter(200, 2, 1_000_000, 20),
      quarter(300, 3, 1_000_000, 30),
      quarter(400, 4, 1_000_000, 40),
    ];
    const spans = deriveSpans(TEMPLATES.ordinary, 2025, 12, qs);
    expect(spans.map((s) => s.period)).toEqual(['H1', 'H2', 'ANNUAL']);
    const year = spans[2]!.values;
    expect(year.income_statement.revenue).toBe(1000);
    expect(year.balance_sheet[KEY.cash]).toBe(4);
    expect(year.cash_flow[KEY.cfOpening]).toBe(-9);
    expect(year.income_statement[KEY.weightedShares]).toBe(1_000_000);
    // 1,000 thousand riyals over a million shares: one riyal, 100 halalas.
    expect(year.income_statement[KEY.basicEps]).toBe(100);
  });

  it('derives only the spans whose quarters are all there', () => {
    const q = quarter(1, 1, 1, 1);
    expect(deriveSpans(TEMPLATES.ordinary, 2025, 12, [q, q, undefined, undefined]).map((s) => s.period)).toEqual(['H1']);
  });
});
