import { decimalStringSchema } from '@sahm/contracts/indicators';
import { describe, expect, it } from 'vitest';
import { INDICATORS, indicatorByKey } from '../../../domain/indicators/catalogue.ts';
import {
  computeIndicators,
  contextFor,
  exactValue,
  statementBook,
  valueOf,
  type StatementBook,
} from '../../../domain/indicators/compute.ts';
import { mul, type Maybe } from '../../../domain/indicators/exact.ts';
import { readsOf } from '../../../domain/indicators/formula-reads.ts';
import { FAMILIES } from './families.ts';
import { financialsRng, generateFinancials } from './financials.ts';
import { allItems } from '../../../domain/statements/line-items.ts';
import { financialsInputs } from './test-inputs.ts';
import type { FinancialsData } from './types.ts';

/** The indicator formulas against the statements this generator makes: their line items, and the identities between indicators. */

const SEED = 20_251_231;
const inputs = financialsInputs(SEED, '2026-11-19');
const companies = inputs
  .map((i) => generateFinancials(financialsRng(SEED, i.symbolCode), i))
  .filter((d): d is FinancialsData => d !== null);
const PRICE = '37.85';

type Period = { book: StatementBook; data: FinancialsData; year: number; period: FinancialsData['rows'][number]['period']; shares: number };

/** Every period of every company, with the period's weighted shares standing in for the shares outstanding. */
const periods: Period[] = companies.flatMap((data) => {
  const book = statementBook(data.family, data.rows);
  return data.rows
    .filter((r) => r.statement === 'income_statement')
    .map((r) => ({ book, data, year: r.year, period: r.period, shares: r.values.weighted_average_shares! }));
});
const contextOf = (p: Period) => contextFor(p.book, { year: p.year, period: p.period, sharesOutstanding: p.shares, closingPrice: PRICE });
const exact = (key: string, p: Period): Maybe => exactValue(indicatorByKey(key)!, contextOf(p));
const same = (a: Maybe, b: Maybe): boolean => !!a && !!b && a.n * b.d === b.n * a.d;

describe('indicators on the generated statements', () => {
  it('read only line items of their family’s templates, money as money and shares as shares', () => {
    const problems: string[] = [];
    for (const indicator of INDICATORS) {
      for (const family of indicator.families) {
        const items = new Map(
          (['income_statement', 'balance_sheet', 'cash_flow'] as const).map((s) => [
            s,
            new Map(allItems(FAMILIES[family].templates[s]).map((i) => [i.key, i])),
          ]),
        );
        for (const read of readsOf(indicator, family)?.items ?? []) {
          const item = items.get(read.statement)!.get(read.key);
          const unit = read.unit === 'money' ? 'SAR_THOUSANDS' : 'SHARES';
          if (!item) problems.push(`${indicator.key} (${family}): no ${read.statement} item ${read.key}`);
          else if (item.unit !== unit) problems.push(`${indicator.key} (${family}): ${read.key} is in ${item.unit}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are decimals or null for every period of a dozen companies of each family, and mostly decimals', () => {
    // Every indicator of every period of the whole set takes tens of seconds; a dozen companies
    // spread over each family's list reach every formula of every family.
    const perFamily = new Map<string, FinancialsData[]>();
    for (const data of companies) perFamily.set(data.family, [...(perFamily.get(data.family) ?? []), data]);
    const sample = new Set([...perFamily.values()].flatMap((list) => list.filter((_, i) => i % Math.ceil(list.length / 12) === 0)));
    expect(perFamily.size).toBe(4);
    let values = 0;
    let nulls = 0;
    const bad: string[] = [];
    for (const p of periods.filter((candidate) => sample.has(candidate.data))) {
      for (const v of computeIndicators(p.book, { year: p.year, period: p.period, sharesOutstanding: p.shares, closingPrice: PRICE })) {
        if (v.value === null) nulls++;
        else if (decimalStringSchema.safeParse(v.value).success) values++;
        else bad.push(`${p.data.symbol_code} ${p.year} ${p.period} ${v.key} = ${v.value}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(values).toBeGreaterThan(4 * nulls);
  });

  it('keep the DuPont identity: net margin × asset turnover × equity multiplier = ROE', () => {
    let checked = 0;
    for (const p of periods.filter((x) => x.period === 'ANNUAL')) {
      const parts = ['net_profit_margin', 'asset_turnover', 'equity_multiplier'].map((k) => exact(k, p));
      const roe = exact('return_of_equity_percent', p);
      if (!roe || parts.some((x) => !x)) continue;
      // Exactly, not within rounding: the unrounded fractions are compared.
      expect(same(mul(...parts), roe), `${p.data.symbol_code} ${p.year}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('give EPS × weighted shares = net income attributable to shareholders, to the rounding of EPS', () => {
    for (const p of periods) {
      const is = p.book.values(p.year, p.period, 'income_statement')!;
      const profit = (is.net_income_attributable_to_shareholders ?? is.net_income!) * 1000;
      const eps = Number(valueOf(indicatorByKey('basic_earnings_per_share')!, contextOf(p)));
      expect(Math.abs(eps * p.shares - profit)).toBeLessThanOrEqual(0.005 * p.shares + 1e-6 * Math.abs(profit));
      // And the reported EPS in halalas is the same figure, but for which way a half halala rounds.
      expect(Math.abs(Math.round(eps * 100) - is.basic_eps!)).toBeLessThanOrEqual(1);
    }
  });

  it('give P/E × trailing EPS = price, P/B × book value = price, and no P/E on a trailing loss', () => {
    for (const p of periods.filter((x) => x.period === 'Q4' || x.period === 'Q2')) {
      const price = exact('market_price_per_share', p);
      const eps = exact('basic_earnings_per_share_ttm', p);
      const pe = exact('price_to_earnings', p);
      if (eps && eps.n <= 0n) expect(pe).toBeNull();
      else if (eps) expect(same(mul(pe, eps), price)).toBe(true);
      const bv = exact('book_value', p);
      if (bv && bv.n > 0n) expect(same(mul(exact('value_price_to_book_ratio', p), bv), price)).toBe(true);
    }
  });

  it('leave trailing-year figures null before four quarters are on record, and growth null in the first year', () => {
    const first = periods.filter((p) => p.year === p.data.rows[0]!.year);
    for (const p of first.filter((x) => x.period === 'Q1')) expect(exact('return_of_equity_percent', p)).toBeNull();
    for (const p of first) expect(exact('revenue_growth', p)).toBeNull();
    for (const p of first.filter((x) => x.period === 'ANNUAL')) expect(exact('return_of_equity_percent', p)).not.toBeNull();
  });
});
