import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/calendar.ts';
import { lastTradingDayOnOrBefore } from '../../../domain/calendar.ts';
import { sharesOn } from './capital-changes.ts';
import { generateCompanyData } from './company-data.ts';
import { companyRuleViolations } from './company-rules.ts';
import { companyInputs, holidays, realCompanies } from './test-inputs.ts';

const SEED = 20_251_231;
const TODAY = '2026-11-19';
const inputs = companyInputs(SEED, TODAY);
const all = inputs.map(generateCompanyData);
const of = (code: string) => all.find((d) => d.symbol_code === code)!;

describe('company data', () => {
  it('obeys its rules for every listed company of the demo set', () => {
    const errors = inputs.flatMap((input, i) => companyRuleViolations(input, all[i]!));
    expect(errors.slice(0, 20)).toEqual([]);
  });

  it('obeys its rules for any seed, any day and any company', () => {
    const days = Array.from({ length: 40 }, (_, i) => lastTradingDayOnOrBefore(addDays('2024-03-01', i * 29), holidays));
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...days),
        fc.shuffledSubarray([...realCompanies], { minLength: 5, maxLength: 25 }),
        (seed, endDate, companies) => {
          for (const input of companyInputs(seed, endDate, companies)) {
            expect(companyRuleViolations(input, generateCompanyData(input))).toEqual([]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('is the same for the same input, whatever else is generated', () => {
    const input = inputs.find((i) => i.stock.symbol_code === '1120')!;
    expect(generateCompanyData(input)).toEqual(of('1120'));
    const alone = companyInputs(SEED, TODAY, [input.company])[0]!;
    expect(generateCompanyData(alone)).toEqual(of('1120'));
  });

  it('keeps the dated records of a month when the demo is reloaded later in it', () => {
    const later = companyInputs(SEED, '2026-11-26').map(generateCompanyData);
    for (const [i, d] of later.entries()) {
      const { board, shareholders, shariah, capital_changes } = all[i]!;
      expect({ board, shareholders, shariah, capital_changes }).toEqual({
        board: d.board,
        shareholders: d.shareholders,
        shariah: d.shariah,
        capital_changes: d.capital_changes,
      });
    }
  });

  it('pays dividends as each company is known to', () => {
    const periods = (code: string) => new Set(of(code).dividends.map((d) => d.period));
    expect(periods('2222')).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
    expect(periods('7010')).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
    expect(periods('2010').size === 0 || [...periods('2010')].every((p) => p === 'H1' || p === 'H2')).toBe(true);
    expect(of('1211').dividends).toEqual([]);
    for (const input of inputs.filter((i) => i.stock.industry_group === 'banks')) {
      expect([...new Set(of(input.stock.symbol_code).dividends.map((d) => d.period))].sort()).toEqual(['H1', 'H2']);
    }
    // Some announced distributions are still to come; some companies pay nothing.
    expect(all.some((d) => d.dividends.some((x) => x.due_date > TODAY))).toBe(true);
    const payers = all.filter((d) => d.dividends.length).length / all.length;
    expect(payers).toBeGreaterThan(0.4);
    expect(payers).toBeLessThan(0.8);
  });

  it('judges Islamic banks compliant, conventional banks not, and others mostly compliant', () => {
    const latest = (code: string) => of(code).shariah.filter((s, i, xs) => xs[i + 1]?.provider !== s.provider);
    expect(latest('1120').every((s) => s.status === 'COMPLIANT')).toBe(true);
    expect(latest('1180').filter((s) => s.status === 'COMPLIANT').length).toBeLessThanOrEqual(1);
    const general = inputs.filter((i) => i.stock.industry_group === 'materials').map((i) => latest(i.stock.symbol_code));
    const compliant = general.flat().filter((s) => s.status === 'COMPLIANT').length / general.flat().length;
    expect(compliant).toBeGreaterThan(0.6);
    expect(all.every((d) => new Set(d.shariah.filter((s) => s.cleaning_amount !== null).map((s) => s.provider)).size <= 2)).toBe(true);
  });

  it('changes the capital of a fifth of the companies, Aramco by its 2023 bonus issue', () => {
    expect(of('2222').capital_changes).toEqual([
      expect.objectContaining({ type: 'BONUS_SHARES', shares_before: 220e9, shares_after: 242e9 }),
    ]);
    const share = all.filter((d) => d.capital_changes.length).length / all.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
    for (const [i, d] of all.entries()) {
      const input = inputs[i]!;
      for (const c of d.capital_changes.filter((x) => x.offer_price !== null)) {
        const then = input.bars.filter((b) => b.trade_date <= c.effective_date).at(-1) ?? input.bars[0]!;
        expect(c.offer_price).toBeLessThan(then.close);
      }
      // Before its first event a company had that event's starting count.
      const first = d.capital_changes[0];
      if (first)
        expect(sharesOn(d.capital_changes, input.stock.shares_outstanding, addDays(first.effective_date, -1))).toBe(first.shares_before);
    }
  });

  it('anchors the state’s known stakes and keeps ISINs unique', () => {
    const aramco = of('2222').shareholders.filter((s) => s.is_shareholder);
    expect(aramco.map((s) => [s.name_en, s.percentage])).toEqual([
      ['Government of Saudi Arabia', '81.4800'],
      ['Public Investment Fund', '16.0000'],
    ]);
    expect(of('2010').shareholders.map((s) => s.name_en)).toEqual(['Saudi Arabian Oil Company (Saudi Aramco)']);
    expect(new Set(all.map((d) => d.profile.isin)).size).toBe(all.length);
  });

  it('generates the whole demo set well within a second', () => {
    const started = performance.now();
    inputs.map(generateCompanyData);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
