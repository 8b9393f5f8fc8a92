import { describe, expect, it } from 'vitest';
import { createIndexAccumulator } from './indices.ts';
import { parseTasiCsv } from './market-factor.ts';
import { buildDemoPlan } from './plan.ts';
import { generateStockHistory } from './stocks.ts';
import { company, HOLIDAYS_2025, readTasi2025Text } from './test-fixtures.ts';
import type { DailyBar, GeneratedStock } from './types.ts';

const stock = (symbol_code: string, shares: number, ff: number, first: string): GeneratedStock => ({
  symbol_code,
  market: 'main',
  first_trade_date: first,
  listing_date: first,
  shares_outstanding: shares,
  free_float_ratio: ff,
  nominal_value: 1_000,
  beta: 1,
});
const bar = (trade_date: string, prev_close: number, open: number, high: number, low: number, close: number): DailyBar => ({
  trade_date,
  open,
  high,
  low,
  close,
  prev_close,
  volume: 100,
  value: close * 100,
  trades: 3,
});

describe('index from constituents', () => {
  const days = ['2025-01-05', '2025-01-06', '2025-01-07'];

  it('chains free-float cap ratios and ignores a listing on its first day', () => {
    const acc = createIndexAccumulator(days);
    // A: 1,000 ff shares; B: 3,000 ff shares.
    acc.add(stock('A', 2_000, 0.5, days[0] as string), [
      bar(days[0] as string, 1_000, 1_000, 1_100, 1_000, 1_100),
      bar(days[1] as string, 1_100, 1_100, 1_100, 1_000, 1_000),
      bar(days[2] as string, 1_000, 1_000, 1_000, 1_000, 1_000),
    ]);
    acc.add(stock('B', 3_000, 1, days[0] as string), [
      bar(days[0] as string, 2_000, 2_000, 2_000, 2_000, 2_000),
      bar(days[1] as string, 2_000, 2_000, 2_200, 2_000, 2_200),
      bar(days[2] as string, 2_200, 2_200, 2_200, 2_200, 2_200),
    ]);
    // C lists on day 2 at a price far above its offer; the index must not notice.
    acc.add(stock('C', 1_000_000, 1, days[1] as string), [
      bar(days[1] as string, 1_000, 1_000, 1_300, 1_000, 1_300),
      bar(days[2] as string, 1_300, 1_300, 1_300, 1_300, 1_300),
    ]);
    const out = acc.finish({ dayIndex: -1, level: 1_000 });
    // Day 1: (1000·1100 + 3000·2000) / (1000·1000 + 3000·2000) = 7.1M / 7M.
    const d1 = (1_000 * 7.1) / 7;
    // Day 2, without C: (1000·1000 + 3000·2200) / (1000·1100 + 3000·2000) = 7.6 / 7.1.
    const d2 = (d1 * 7.6) / 7.1;
    expect(out.map((b) => b.close)).toEqual([Math.round(d1 * 100), Math.round(d2 * 100), Math.round(d2 * 100)]);
    expect(out[0]?.prev_close).toBe(100_000);
    expect(out[1]?.prev_close).toBe(out[0]?.close);
    expect(out[1]?.volume).toBe(300);
    expect(out[1]?.trades).toBe(9);
    for (const b of out) expect(b.low <= Math.min(b.open, b.close) && Math.max(b.open, b.close) <= b.high).toBe(true);
  });

  it('gives the same index whatever order stocks are added in', () => {
    const tasi2025 = parseTasiCsv(readTasi2025Text());
    const companies = ['2222', '1120', ...Array.from({ length: 38 }, (_, i) => String(4001 + i))].map((c, i) =>
      company(c, 'main', i % 10 === 5 ? `2025-0${1 + (i % 9)}-15` : null),
    );
    const plan = buildDemoPlan({
      seed: 3,
      companies,
      holidays: HOLIDAYS_2025,
      tasi2025,
      historyStart: '2025-01-01',
      endDate: '2025-12-31',
      fundCount: 0,
    });
    const histories = plan.stocks.map((s) => [s, generateStockHistory(plan, s)] as const);
    const run = (order: typeof histories) => {
      const acc = createIndexAccumulator(plan.tradingDays);
      for (const [s, bars] of order) acc.add(s, bars);
      return acc.finish(plan.indexScale.main);
    };
    const forward = run(histories);
    expect(run([...histories].reverse())).toEqual(forward);
    // Pinned to the real year-end close (tracking is checked on the full universe in calibration.test.ts).
    expect(forward.at(-1)?.close).toBe(1_049_069);
    for (const b of forward) expect(b.low <= Math.min(b.open, b.close) && Math.max(b.open, b.close) <= b.high).toBe(true);
  });
});
