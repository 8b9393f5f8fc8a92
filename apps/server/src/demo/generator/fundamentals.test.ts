import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFundamentals, valuationProfile } from './fundamentals.ts';

describe('fundamentals', () => {
  it('classifies industry groups by code or name', () => {
    expect(valuationProfile('banks', 'main').name).toBe('bank');
    expect(valuationProfile('TBNI', 'main').name).toBe('bank');
    expect(valuationProfile('insurance', 'main').name).toBe('insurance');
    expect(valuationProfile('reits', 'main').name).toBe('reit');
    expect(valuationProfile('materials', 'nomu').name).toBe('growth');
  });

  it('gives banks P/B 1–2.5 and profitable companies P/E 8–45', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 100, max: 100_000 }),
        fc.constantFrom('banks', 'materials', 'reits'),
        (seed, close, group) => {
          const f = generateFundamentals(seed, { symbol_code: '1000', market: 'main', industry_group: group }, close);
          const pb = close / f.book_value_per_share;
          if (group === 'banks') {
            expect(pb).toBeGreaterThan(0.99);
            expect(pb).toBeLessThan(2.51);
          }
          if (f.eps_ttm > 0) {
            const pe = close / f.eps_ttm;
            expect(pe).toBeGreaterThan(7.5);
            expect(pe).toBeLessThan(45.5);
          }
          expect(f.eps_ttm).toBe(Math.round(f.eps_ttm * 100) / 100);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes some companies loss-making, and gives ETFs their index ratios', () => {
    const losses = Array.from({ length: 400 }, (_, i) =>
      generateFundamentals(5, { symbol_code: String(4000 + i), market: 'main', industry_group: 'materials' }, 5_000),
    ).filter((f) => f.eps_ttm < 0).length;
    expect(losses).toBeGreaterThan(20);
    expect(losses).toBeLessThan(90);
    const etf = generateFundamentals(5, { symbol_code: '9400', market: 'main', industry_group: 'etfs' }, 1_000);
    expect(1_000 / etf.eps_ttm).toBeGreaterThan(13.9);
    expect(1_000 / etf.eps_ttm).toBeLessThan(20.1);
  });
});
