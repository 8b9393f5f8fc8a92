import { sharesOn } from '../companies/capital-changes.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { FAMILIES } from './families.ts';
import { epsOf, STATEMENT_YEARS } from './financials.ts';
import { allItems } from '../../../domain/statements/line-items.ts';
import { quarterEnds } from '../../../domain/statements/periods.ts';
import { sumViolations } from '../../../domain/statements/sheet-checks.ts';
import { dividendsPaid, thousands, weightedShares } from './shares.ts';
import type { FinancialsData, FinancialsInput, LineItem, PeriodLabel, StatementKind, StatementRow, Values } from './types.ts';

/**
 * The rules generated statements must obey, as a list of broken ones (empty when all hold): the
 * accounting identities, the ties to the EPS series, the share register and the dividends, and the
 * family's plausible ranges. The property tests run it over many seeds and companies; the seeded
 * data is meant to pass it too.
 */

/**
 * Net income attributable to shareholders may differ from EPS × weighted shares by rounding to the
 * thousand riyals only; reported basic EPS (rounded to the halala) must then equal the series.
 */
export const PROFIT_TOLERANCE = 0.5;

const get = (v: Values, key: string): number => v[key] ?? 0;

function structureViolations(items: readonly LineItem[], v: Values): string[] {
  const out: string[] = [];
  const expected = new Set(items.map((i) => i.key));
  for (const [key, x] of Object.entries(v)) {
    if (!expected.has(key)) out.push(`unknown key ${key}`);
    else if (!Number.isSafeInteger(x)) out.push(`${key} = ${x} is not a whole number`);
  }
  for (const item of items) if (!(item.key in v)) out.push(`missing ${item.key}`);
  for (const { item, parts } of sumViolations(items, v)) out.push(`${item.key} ≠ sum of ${parts.join(' + ')}`);
  return out;
}

export function financialRuleViolations(input: FinancialsInput, data: FinancialsData): string[] {
  const errors: string[] = [];
  const def = FAMILIES[data.family];
  const flat = (s: StatementKind) => allItems(def.templates[s]);
  const register = { changes: input.capitalChanges, sharesToday: input.sharesOutstanding };
  const row = new Map<string, StatementRow>(data.rows.map((r) => [`${r.year}/${r.period}/${r.statement}`, r]));
  const values = (year: number, period: PeriodLabel, s: StatementKind): Values => row.get(`${year}/${period}/${s}`)?.values ?? {};

  const years = input.earnings.slice(-STATEMENT_YEARS);
  if (data.rows.length !== years.length * 21) errors.push(`${data.rows.length} rows for ${years.length} years`);
  let previousQ4: { bs: Values } | null = null;
  for (const { year, eps } of years) {
    const fail = (what: string) => errors.push(`${input.symbolCode} ${year}: ${what}`);
    const { opening, ends } = quarterEnds(year, input.fyEndMonth);
    for (const r of data.rows.filter((x) => x.year === year)) {
      for (const e of structureViolations(flat(r.statement), r.values)) fail(`${r.period} ${r.statement}: ${e}`);
    }
    for (const period of ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'ANNUAL'] as const) {
      const is = values(year, period, 'income_statement');
      const bs = values(year, period, 'balance_sheet');
      const cf = values(year, period, 'cash_flow');
      if (get(bs, 'total_assets') !== get(bs, 'total_liabilities_and_equity')) fail(`${period}: assets ≠ liabilities + equity`);
      if (get(cf, KEY.cfClosing) !== get(bs, KEY.cash)) fail(`${period}: closing cash ≠ balance-sheet cash`);
      if (get(cf, KEY.cfClosing) - get(cf, KEY.cfOpening) !== get(cf, 'net_change_in_cash')) fail(`${period}: net change ≠ change in cash`);
      if (get(bs, 'total_equity') <= 0) fail(`${period}: equity ${get(bs, 'total_equity')}`);
      const attributable = KEY.attributable in is ? get(is, KEY.attributable) : get(is, KEY.netIncome);
      if (get(is, KEY.attributable) + get(is, KEY.nciIncome) !== get(is, KEY.netIncome) && KEY.attributable in is)
        fail(`${period}: attribution`);
      if (get(is, KEY.basicEps) !== epsOf(attributable, get(is, KEY.weightedShares))) fail(`${period}: EPS ≠ profit ÷ shares`);
      for (const e of plausibilityViolations(data.family, is, bs)) fail(`${period}: ${e}`);
    }
    // Quarters make the half-years and the year.
    for (const s of ['income_statement', 'cash_flow'] as const) {
      for (const item of flat(s).filter((i) => i.nature === 'flow')) {
        const at = (p: PeriodLabel) => get(values(year, p, s), item.key);
        if (at('Q1') + at('Q2') !== at('H1') || at('Q3') + at('Q4') !== at('H2') || at('H1') + at('H2') !== at('ANNUAL'))
          fail(`${s} ${item.key}: quarters do not add up`);
      }
    }
    for (const item of flat('balance_sheet')) {
      const at = (p: PeriodLabel) => get(values(year, p, 'balance_sheet'), item.key);
      if (at('H1') !== at('Q2') || at('H2') !== at('Q4') || at('ANNUAL') !== at('Q4'))
        fail(`balance ${item.key}: half-year or year ≠ its quarter`);
    }
    // The year's EPS is the series', and profit is EPS × weighted shares to the thousand.
    const annual = values(year, 'ANNUAL', 'income_statement');
    const shares = weightedShares(register, opening, ends[3]);
    const profit = KEY.attributable in annual ? get(annual, KEY.attributable) : get(annual, KEY.netIncome);
    if (get(annual, KEY.weightedShares) !== shares) fail(`weighted shares ${get(annual, KEY.weightedShares)} ≠ ${shares}`);
    if (get(annual, KEY.basicEps) !== eps) fail(`basic EPS ${get(annual, KEY.basicEps)} ≠ ${eps}`);
    if (Math.abs(profit * 100_000 - eps * shares) > PROFIT_TOLERANCE * 100_000) fail(`profit ${profit} ≠ EPS ${eps} × ${shares}`);

    // Each quarter: dividends paid, capital, the cash and equity roll-forwards from the quarter before.
    ends.forEach((to, q) => {
      const label = `Q${q + 1}` as PeriodLabel;
      const from = q === 0 ? opening : ends[q - 1]!;
      const is = values(year, label, 'income_statement');
      const bs = values(year, label, 'balance_sheet');
      const cf = values(year, label, 'cash_flow');
      if (-get(cf, KEY.cfDividends) !== dividendsPaid(register, input.dividends, from, to))
        fail(`${label}: dividends paid ${get(cf, KEY.cfDividends)}`);
      if (get(bs, KEY.shareCapital) !== thousands(sharesOn(register.changes, register.sharesToday, to), input.nominalValue))
        fail(`${label}: share capital ≠ shares × nominal value`);
      const before = q === 0 ? previousQ4?.bs : values(year, `Q${q}` as PeriodLabel, 'balance_sheet');
      if (!before) return;
      if (get(cf, KEY.cfOpening) !== get(before, KEY.cash)) fail(`${label}: opening cash ≠ last quarter's closing cash`);
      const rolled =
        get(before, 'total_equity') + get(is, KEY.netIncome) + get(is, KEY.oci) + get(cf, KEY.cfDividends) + get(cf, KEY.cfShareIssue);
      if (get(bs, 'total_equity') !== rolled) fail(`${label}: equity ${get(bs, 'total_equity')} ≠ rolled forward ${rolled}`);
    });
    previousQ4 = { bs: values(year, 'Q4', 'balance_sheet') };
  }
  return errors;
}

const ratio = (a: number, b: number): number => (b === 0 ? Number.NaN : a / b);

/** Ranges a reader of Saudi statements would expect of each family, at every balance-sheet date. */
export function plausibilityViolations(family: FinancialsData['family'], is: Values, bs: Values): string[] {
  const out: string[] = [];
  const check = (ok: boolean, what: string) => ok || out.push(what);
  const assets = get(bs, 'total_assets');
  switch (family) {
    case 'bank': {
      const ldr = ratio(get(bs, 'loans_and_advances'), get(bs, 'customer_deposits'));
      const eqa = ratio(get(bs, 'total_equity'), assets);
      check(ldr >= 0.7 && ldr <= 0.95, `loans/deposits ${ldr.toFixed(3)}`);
      check(eqa >= 0.1 && eqa <= 0.16, `equity/assets ${eqa.toFixed(3)}`);
      check(
        get(is, 'total_operating_income') > 0 && get(is, 'total_operating_expenses') < 0,
        'operating income or expenses of the wrong sign',
      );
      break;
    }
    case 'insurance':
      check(get(is, 'gross_written_premiums') > 0 && get(is, 'net_earned_premiums') > 0, 'premiums not positive');
      check(get(is, 'net_claims_incurred') < 0, 'claims not an expense');
      break;
    case 'reit':
      check(ratio(get(bs, 'investment_properties'), assets) >= 0.6, 'investment properties under 60% of assets');
      check(get(is, 'rental_income') > 0, 'no rental income');
      break;
    case 'ordinary':
      check(get(is, 'revenue') > 0 && get(is, 'cost_of_revenue') <= 0, 'revenue or cost of revenue of the wrong sign');
      check(get(is, 'operating_expenses') < 0, 'operating expenses not an expense');
      break;
  }
  return out;
}
