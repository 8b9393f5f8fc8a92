import { describe, expect, it } from 'vitest';
import { createIndexAccumulator } from './indices.ts';
import { parseTasiCsv } from './market-factor.ts';
import { buildDemoPlan } from './plan.ts';
import { generateStockHistory } from './stocks.ts';
import { HOLIDAYS_2025, readTasi2025Text, syntheticCompanies } from './test-fixtures.ts';

/** The whole synthetic universe over 2025, checked against the real TASI file. */
describe('calibration against 2025', () => {
  const tasi2025 = parseTasiCsv(readTasi2025Text());
  const plan = buildDemoPlan({
    seed: 20_251_231,
    companies: syntheticCompanies(),
    holidays: HOLIDAYS_2025,
    tasi2025,
    historyStart: '2025-01-01',
    endDate: '2025-12-31',
    fundCount: 0,
  });
  const index = { main: createIndexAccumulator(plan.tradingDays), nomu: createIndexAccumulator(plan.tradingDays) };
  for (const s of plan.stocks) index[s.market].add(s, generateStockHistory(plan, s));
  const tasi = index.main.finish(plan.indexScale.main);
  const nomuc = index.nomu.finish(plan.indexScale.nomu);

  it('tracks the real TASI from its constituents', () => {
    expect(tasi.map((b) => b.trade_date)).toEqual(tasi2025.map((r) => r.trade_date));
    expect(tasi.at(-1)?.close).toBe(1_049_069);
    const errors = tasi2025.map((r, i) => Math.abs((tasi[i]?.close ?? 0) / 100 / r.close - 1));
    expect(Math.max(...errors)).toBeLessThan(0.04);
  });

  it('trades about the real daily value and number of trades', () => {
    const ratio = (f: (i: number) => number, g: (i: number) => number) =>
      tasi2025.reduce((s, _, i) => s + f(i), 0) / tasi2025.reduce((s, _, i) => s + g(i), 0);
    // Index value is in halalas, the file in SAR.
    expect(
      ratio(
        (i) => (tasi[i]?.value ?? 0) / 100,
        (i) => tasi2025[i]?.value_sar ?? 0,
      ),
    ).toBeCloseTo(1, 1);
    expect(
      ratio(
        (i) => tasi[i]?.trades ?? 0,
        (i) => tasi2025[i]?.trades ?? 0,
      ),
    ).toBeCloseTo(1, 1);
    const nomuDaily = nomuc.reduce((s, b) => s + b.value / 100, 0) / nomuc.length;
    expect(nomuDaily).toBeGreaterThan(20e6);
    expect(nomuDaily).toBeLessThan(60e6);
    for (const b of nomuc) expect(b.close).toBeGreaterThan(15_000_00);
  });
});
