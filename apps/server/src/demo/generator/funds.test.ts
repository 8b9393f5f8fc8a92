import { describe, expect, it } from 'vitest';
import { tradingDays, weekday } from '../../domain/calendar.ts';
import { FUND_CATEGORIES } from './fund-catalog.ts';
import { generateNavHistory, shortRate } from './fund-nav.ts';
import { fundCategory, generateFunds } from './funds.ts';
import { buildMarketFactor, parseTasiCsv } from './market-factor.ts';
import { HOLIDAYS_2025, readTasi2025Text } from './test-fixtures.ts';

const funds = generateFunds(11, 110, '2025-12-31');
const days = tradingDays('2020-01-01', '2025-12-31', HOLIDAYS_2025);
const factor = buildMarketFactor({ seed: 11, days, realRows: parseTasiCsv(readTasi2025Text()) });
const ctx = { seed: 11, factor, endIndex: days.length - 1 };
const dayIndex = new Map(days.map((d, i) => [d, i]));

describe('funds', () => {
  it('builds a bilingual catalogue of at least 100 distinct funds', () => {
    expect(funds).toHaveLength(110);
    expect(new Set(funds.map((f) => f.code)).size).toBe(110);
    expect(new Set(funds.map((f) => f.name_en)).size).toBe(110);
    expect(new Set(funds.map((f) => f.name_ar)).size).toBe(110);
    expect(new Set(funds.map((f) => f.manager_en)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(funds.map((f) => f.category)).size).toBe(FUND_CATEGORIES.length);
    expect(funds.filter((f) => f.shariah_compliant).length).toBeGreaterThan(80);
    expect(funds.filter((f) => f.currency === 'USD').length).toBeGreaterThan(3);
    for (const f of funds) {
      expect(f.name_ar).toMatch(/^صندوق /);
      expect(f.objective_ar).toMatch(/[\u0600-\u06FF]/);
      expect(f.risk_level).toBe(fundCategory(f.category).risk);
      expect(f.inception_date <= '2025-06-30').toBe(true);
      expect(f.management_fees).toBe(Math.round(f.management_fees * 100) / 100);
    }
    // Asking for fewer funds gives a prefix of the same list.
    expect(generateFunds(11, 40, '2025-12-31')).toEqual(funds.slice(0, 40));
  });

  it('values NAVs on valuation days, in ten-thousandths, moving like their category', () => {
    for (const f of funds.slice(0, 40)) {
      const nav = generateNavHistory(ctx, f);
      expect(nav.length).toBeGreaterThan(0);
      const allowed = f.valuation_days === 'MON,WED' ? [1, 3] : [0, 1, 2, 3, 4];
      const bad = nav.filter(
        (p) =>
          !allowed.includes(weekday(p.valuation_date)) ||
          p.valuation_date < f.inception_date ||
          !(Number.isInteger(p.nav_per_unit) && p.nav_per_unit > 0) ||
          !(Number.isInteger(p.assets_under_management) && p.assets_under_management > 0),
      );
      expect(bad).toEqual([]);
      const model = fundCategory(f.category).model;
      const returns = nav.slice(1).map((p, i) => Math.log(p.nav_per_unit / (nav[i]?.nav_per_unit ?? 1)));
      if (model.kind === 'money') {
        // Smooth: never a loss beyond rounding, never a jump.
        expect(Math.min(...returns)).toBeGreaterThan(-0.0002);
        expect(Math.max(...returns)).toBeLessThan(0.002);
      }
      if (model.kind === 'equity' && model.beta >= 0.9 && f.valuation_days !== 'MON,WED') {
        const m = nav.slice(1).map((p) => factor.logReturns[dayIndex.get(p.valuation_date) ?? -1] ?? 0);
        expect(correlation(returns, m)).toBeGreaterThan(0.8);
      }
    }
  });

  it('accrues about 5% a year in 2024–2025 money-market funds', () => {
    expect(shortRate('SAR', '2024-07-01')).toBeCloseTo(0.058, 6);
    const mm = funds.find((f) => f.category === 'murabaha-sar' && f.inception_date < '2020-01-01');
    if (!mm) throw new Error('no murabaha fund');
    const nav = generateNavHistory(ctx, mm);
    const at = (d: string) => nav.filter((p) => p.valuation_date <= d).at(-1)?.nav_per_unit ?? 0;
    const yearly = at('2025-12-31') / at('2024-12-31') - 1;
    expect(yearly).toBeGreaterThan(0.04);
    expect(yearly).toBeLessThan(0.06);
  });
});

function correlation(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const x = (a[i] as number) - ma;
    const y = (b[i] as number) - mb;
    sab += x * y;
    saa += x * x;
    sbb += y * y;
  }
  return sab / Math.sqrt(saa * sbb);
}
