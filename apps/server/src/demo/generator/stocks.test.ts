import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTradingDay } from '../../domain/calendar.ts';
import { parseTasiCsv } from './market-factor.ts';
import { buildDemoPlan, type DemoPlanInput } from './plan.ts';
import { generateStockHistory } from './stocks.ts';
import { company, HOLIDAYS_2025, readTasi2025Text } from './test-fixtures.ts';
import { firstDayBand, limitBand } from '../../domain/limits.ts';
import type { MarketKind } from '../../domain/market-kind.ts';
import { isOnTick } from '../../domain/ticks.ts';
import type { DailyBar } from './types.ts';

const tasi2025 = parseTasiCsv(readTasi2025Text());
const base: DemoPlanInput = {
  seed: 1,
  companies: [],
  holidays: HOLIDAYS_2025,
  tasi2025,
  historyStart: '2024-10-01',
  endDate: '2025-09-30',
  fundCount: 0,
};
const companies = [
  company('2222', 'main', null), // hand-set Aramco figures
  company('1120', 'main', null, 'banks'),
  company('4001', 'main', null),
  company('4002', 'main', '2025-03-04'), // lists inside the history
  company('4003', 'main', null, 'reits'),
  company('9501', 'nomu', null),
  company('9502', 'nomu', '2025-06-26'), // IPO the session before the tick reform
  company('9503', 'nomu', '2026-02-01'), // not listed by the end date
];

function checkBars(bars: readonly DailyBar[], market: MarketKind, ipo: boolean, holidays: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  bars.forEach((b, k) => {
    const d = b.trade_date;
    const band = k === 0 && ipo ? firstDayBand(b.prev_close, d) : limitBand(b.prev_close, market, d);
    const fail = (what: string) => errors.push(`${d} ${what} ${JSON.stringify(b)}`);
    if (!isTradingDay(d, holidays)) fail('not a trading day');
    for (const p of [b.open, b.high, b.low, b.close]) {
      if (!isOnTick(p, d)) fail(`off-grid ${p}`);
      if (p < band.low || p > band.high) fail(`outside band ${band.low}-${band.high}`);
    }
    if (!(b.low <= Math.min(b.open, b.close) && Math.max(b.open, b.close) <= b.high)) fail('OHLC order');
    if (!Number.isInteger(b.volume) || b.volume < 1) fail('volume');
    if (!Number.isInteger(b.value) || b.value < b.low * b.volume || b.value > b.high * b.volume) fail('value');
    if (!Number.isInteger(b.trades) || b.trades < 1 || b.trades > b.volume) fail('trades');
    if (k > 0 && b.prev_close !== bars[k - 1]?.close) fail('prev_close chain');
    if (k > 0 && d <= (bars[k - 1]?.trade_date ?? '')) fail('order');
  });
  return errors;
}

describe('stock history', () => {
  const plan = buildDemoPlan({ ...base, companies });

  it('plans listings, including invented and future ones', () => {
    expect(plan.stocks.map((s) => s.symbol_code)).toEqual(['1120', '2222', '4001', '4002', '4003', '9501', '9502']);
    expect(plan.notYetListed).toEqual(['9503']);
    for (const s of plan.stocks) {
      expect(s.listing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isTradingDay(s.first_trade_date, plan.holidays)).toBe(true);
    }
    expect(plan.stocks.find((s) => s.symbol_code === '4002')?.first_trade_date).toBe('2025-03-04');
    expect(plan.stocks.find((s) => s.symbol_code === '4001')?.first_trade_date).toBe('2024-10-01');
    expect(plan.stocks.find((s) => s.symbol_code === '2222')?.shares_outstanding).toBe(242_000_000_000);
  });

  it('keeps every bar on the grid, inside its limit band, with consistent OHLC and volume', () => {
    for (const s of plan.stocks) {
      const bars = generateStockHistory(plan, s);
      expect(bars[0]?.trade_date).toBe(s.first_trade_date);
      expect(bars.at(-1)?.trade_date).toBe('2025-09-30');
      expect(checkBars(bars, s.market, s.params.isIpo, plan.holidays)).toEqual([]);
    }
  });

  it('holds the invariants for any seed (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<MarketKind>('main', 'nomu'), fc.boolean(), (seed, market, ipo) => {
        const p = buildDemoPlan({
          ...base,
          seed,
          historyStart: '2025-05-01',
          endDate: '2025-08-31',
          companies: [company('5555', market, ipo ? '2025-06-01' : null)],
        });
        const s = p.stocks[0];
        if (!s) throw new Error('no stock');
        expect(checkBars(generateStockHistory(p, s), market, ipo, p.holidays)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('is deterministic, and a stock does not depend on the others', () => {
    const again = buildDemoPlan({ ...base, companies: [...companies].reverse() });
    const fewer = buildDemoPlan({ ...base, companies: companies.slice(2, 3) });
    const s = plan.stocks.find((x) => x.symbol_code === '4001');
    const s2 = again.stocks.find((x) => x.symbol_code === '4001');
    const s3 = fewer.stocks[0];
    if (!s || !s2 || !s3) throw new Error('missing stock');
    const bars = generateStockHistory(plan, s);
    expect(generateStockHistory(again, s2)).toEqual(bars);
    // Prices come from the stock's own streams; only the split of market turnover changes.
    const prices = (bs: DailyBar[]) => bs.map(({ open, high, low, close }) => [open, high, low, close]);
    expect(prices(generateStockHistory(fewer, s3))).toEqual(prices(bars));
  });

  it('pins a few bars, so changing the model is a conscious decision', () => {
    const aramco = plan.stocks.find((s) => s.symbol_code === '2222');
    if (!aramco) throw new Error('missing stock');
    expect(generateStockHistory(plan, aramco).slice(-3)).toMatchSnapshot();
  });

  it('extends the history without rewriting it', () => {
    const shorter = buildDemoPlan({ ...base, companies, endDate: '2025-07-15' });
    for (const s of shorter.stocks) {
      const full = plan.stocks.find((x) => x.symbol_code === s.symbol_code);
      if (!full) throw new Error('missing stock');
      const a = generateStockHistory(shorter, s);
      expect(generateStockHistory(plan, full).slice(0, a.length)).toEqual(a);
    }
  });
});
