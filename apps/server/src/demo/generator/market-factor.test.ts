import { describe, expect, it } from 'vitest';
import { tradingDays } from '../../domain/calendar.ts';
import { buildMarketFactor, MARKET_DAILY_VOL, parseTasiCsv, TASI_ANCHORS } from './market-factor.ts';
import { HOLIDAYS_2025, readTasi2025Text } from './test-fixtures.ts';

const real = parseTasiCsv(readTasi2025Text());
// Years without a holiday list still work: only weekends are skipped there.
const days = tradingDays('2020-01-01', '2026-06-30', HOLIDAYS_2025);

describe('market factor', () => {
  it('parses the TASI file', () => {
    expect(real).toHaveLength(251);
    expect(real[0]).toEqual({
      trade_date: '2025-01-01',
      open: 12053.18,
      high: 12083.08,
      low: 12042.15,
      close: 12077.31,
      volume: 136109159,
      value_sar: 3316593761.95,
      trades: 318228,
    });
    expect(real.at(-1)?.close).toBe(10490.69);
    expect(() => parseTasiCsv('date,close\n2025-01-01,1')).toThrow(/header/);
  });

  const factor = buildMarketFactor({ seed: 7, days, realRows: real });

  it('hits every anchor and reproduces every real close', () => {
    for (const a of TASI_ANCHORS.slice(1)) {
      const i = days.filter((d) => d <= a.date).length - 1;
      expect(factor.level[i]).toBeCloseTo(a.level, 6);
    }
    for (const r of real) expect(factor.level[days.indexOf(r.trade_date)]).toBeCloseTo(r.close, 6);
    expect(factor.baseLevel).toBe(8_389);
    // Real returns on real days: 2025-01-02 against 2025-01-01.
    const i = days.indexOf('2025-01-02');
    expect(factor.logReturns[i]).toBeCloseTo(Math.log(12102.55 / 12077.31), 12);
    expect(factor.lastAnchorIndex).toBe(days.indexOf('2025-12-31'));
  });

  it('walks with realistic daily volatility and fat tails', () => {
    const after = Array.from(factor.logReturns.slice(factor.lastAnchorIndex + 1));
    const all = Array.from(factor.logReturns);
    const sd = (xs: number[]) => {
      const m = xs.reduce((s, x) => s + x, 0) / xs.length;
      return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
    };
    expect(sd(all)).toBeGreaterThan(0.6 * MARKET_DAILY_VOL);
    expect(sd(all)).toBeLessThan(1.6 * MARKET_DAILY_VOL);
    expect(sd(after)).toBeGreaterThan(0.4 * MARKET_DAILY_VOL);
    expect(Math.max(...all.map(Math.abs))).toBeLessThan(0.1);
  });

  it('is a pure function of its seed', () => {
    const again = buildMarketFactor({ seed: 7, days, realRows: real });
    expect(Array.from(again.logReturns)).toEqual(Array.from(factor.logReturns));
    const other = buildMarketFactor({ seed: 8, days, realRows: real });
    expect(Array.from(other.logReturns)).not.toEqual(Array.from(factor.logReturns));
    // Real days do not depend on the seed.
    const i = days.indexOf('2025-06-15');
    expect(other.logReturns[i]).toBe(factor.logReturns[i]);
  });
});
