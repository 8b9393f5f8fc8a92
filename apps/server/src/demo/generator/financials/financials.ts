import { sharesOn } from '../companies/capital-changes.ts';
import { forkRng, type Rng } from '../random.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { FAMILIES } from './families.ts';
import { familyOfIndustryGroup } from '../../../domain/statements/family-rule.ts';
import type { FamilyDef } from './family-model.ts';
import { allItems, rollUp } from '../../../domain/statements/line-items.ts';
import { aggregate, quarterEnds, SPANS } from '../../../domain/statements/periods.ts';
import { layoutOf, runQuarter, settle, totalEquity, zakatPayable, type Equity, type QuarterResult } from './quarter-engine.ts';
import { changesIn, dividendsPaid, thousands, weightedShares } from './shares.ts';
import {
  QUARTERS,
  STATEMENT_KINDS,
  type FinancialsData,
  type FinancialsInput,
  type StatementKind,
  type StatementRow,
  type Values,
} from './types.ts';

/**
 * Twelve years of quarterly statements for one company, with the half-years and years made from
 * them. Net income attributable to shareholders is fixed first, from the EPS series times the
 * weighted average shares, and everything else is built around it; see quarter-engine.ts for how
 * the statements balance and tie.
 */

export const STATEMENT_YEARS = 12;

/** The company's own stream, beside its other company-page streams. */
export const financialsRng = (seed: number, symbolCode: string): Rng => forkRng(seed, `stock:${symbolCode}:company:financials`);

type YearPlan = { year: number; opening: string; ends: readonly string[]; shares: number; profit: number };

/** Thousands of SAR of net income attributable to shareholders: EPS × weighted shares, to the thousand. */
export const profitFromEps = (eps: number, shares: number): number => Math.round((eps * shares) / 100_000);

/** Halalas per share, to the halala. */
export const epsOf = (profit: number, shares: number): number => (shares > 0 ? Math.round((profit * 100_000) / shares) : 0);

/** Splits a whole amount into parts proportional to positive weights, exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const all = weights.reduce((s, w) => s + w, 0);
  const parts = weights.slice(0, -1).map((w) => Math.trunc((total * w) / all));
  return [...parts, total - parts.reduce((s, x) => s + x, 0)];
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}

function withPerShare(values: Values, profit: number, shares: number): Values {
  const eps = epsOf(profit, shares);
  values[KEY.weightedShares] = shares;
  values[KEY.basicEps] = eps;
  values[KEY.dilutedEps] = eps;
  return values;
}

export function generateFinancials(rng: Rng, input: FinancialsInput): FinancialsData | null {
  const family = familyOfIndustryGroup(input.industryGroup);
  if (!family || !input.earnings.length) return null;
  const def: FamilyDef = FAMILIES[family];
  const layout = layoutOf(def);
  const flat = Object.fromEntries(STATEMENT_KINDS.map((s) => [s, allItems(def.templates[s])])) as Record<
    StatementKind,
    ReturnType<typeof allItems>
  >;
  const register = { changes: input.capitalChanges, sharesToday: input.sharesOutstanding };
  const capitalOn = (date: string) => thousands(sharesOn(register.changes, register.sharesToday, date), input.nominalValue);

  const years: YearPlan[] = input.earnings.slice(-STATEMENT_YEARS).map(({ year, eps }) => {
    const { opening, ends } = quarterEnds(year, input.fyEndMonth);
    const shares = weightedShares(register, opening, ends[3]);
    return { year, opening, ends, shares, profit: profitFromEps(eps, shares) };
  });

  // The company's size: a normal year's profit, and the equity that earns the last year's profit at
  // the family's return on equity once the years' retained profits and new capital are added.
  const typical = Math.max(1, median(years.map((y) => Math.abs(y.profit))));
  const nciShare = def.nci && rng.chance(0.3) ? rng.uniform(0.02, 0.12) : 0;
  const zakatRate = rng.uniform(def.zakatRate[0], def.zakatRate[1]);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  const capital = capitalOn(first.opening);
  const retained =
    years.reduce((s, y) => s + y.profit, 0) -
    dividendsPaid(register, input.dividends, first.opening, last.ends[3]!) +
    changesIn(register, first.opening, last.ends[3]!).reduce(
      (s, c) => s + thousands(c.shares_after - c.shares_before, c.offer_price ?? 0),
      0,
    );
  const losses = years.reduce((s, y) => s + Math.max(0, -y.profit), 0);
  const target = Math.max(typical, last.profit) / rng.uniform(def.roe[0], def.roe[1]);
  // Listed companies mostly trade on a book above par; funds' net assets sit near their units' par.
  const floor = Math.max(capital * (def.family === 'reit' ? 0.9 : 1.05), 0.25 * target, 1.5 * losses);
  const equity0 = Math.round(Math.max(target - retained, floor));
  const model = def.model(rng, { typicalPbt: (typical * 1.1) / 4, equity: equity0, industryGroup: input.industryGroup });

  const statutory = def.statutory ? Math.min(Math.round(capital * 0.3), Math.round(equity0 * 0.1)) : 0;
  const treasury = def.treasury && rng.chance(0.1) ? -Math.round(capital * rng.uniform(0.005, 0.03)) : 0;
  const nci = Math.round(equity0 * nciShare);
  let equity: Equity = {
    capital,
    premium: 0,
    statutory,
    otherReserves: 0,
    treasury,
    nci,
    retained: equity0 - capital - statutory - treasury - nci,
  };
  const zakats = Array.from({ length: 4 }, () => Math.round((equity0 * zakatRate) / 4));
  const fixedZakat: Values = layout.liabilities.includes(KEY.zakatPayable) ? { [KEY.zakatPayable]: zakatPayable(zakats) } : {};
  let balance = settle(def, layout, model.opening({ equity: equity0, capital }), equity, fixedZakat);

  const rows: StatementRow[] = [];
  for (const y of years) {
    const activity = Math.min(2, Math.max(0.5, Math.max(y.profit, 0.25 * typical) / typical)) ** 0.6;
    const profits = split(
      y.profit,
      QUARTERS.map(() => Math.min(1.4, Math.max(0.6, 1 + 0.12 * rng.normal()))),
    );
    const quarters: (QuarterResult & { shares: number; profit: number })[] = [];
    for (const [q, to] of y.ends.entries()) {
      const from = q === 0 ? y.opening : y.ends[q - 1]!;
      const attributable = profits[q]!;
      const rights = changesIn(register, from, to).filter((c) => c.type === 'RIGHTS_ISSUE');
      const result = runQuarter(
        def,
        layout,
        model,
        { balance, equity, zakats },
        {
          attributable,
          nciIncome: nciShare ? Math.round((attributable * nciShare) / (1 - nciShare)) : 0,
          zakat: Math.round((Math.max(0, totalEquity(equity)) * zakatRate) / 4),
          oci: def.ociItem ? Math.round((balance[def.ociItem] ?? 0) * def.ociVolatility * rng.normal()) : 0,
          dividends: dividendsPaid(register, input.dividends, from, to),
          rightsCapital: rights.reduce((s, c) => s + thousands(c.shares_after - c.shares_before, input.nominalValue), 0),
          rightsProceeds: rights.reduce((s, c) => s + thousands(c.shares_after - c.shares_before, c.offer_price ?? input.nominalValue), 0),
          capital: capitalOn(to),
          statutoryRate: def.statutory ? 0.1 : 0,
        },
        { rng, quarter: q, activity },
      );
      zakats.push(-(result.income[KEY.zakat] ?? 0));
      balance = result.balance;
      equity = result.equity;
      quarters.push({ ...result, shares: weightedShares(register, from, to), profit: attributable });
    }

    const perPeriod = (label: StatementRow['period'], endDate: string, values: Record<StatementKind, Values>) => {
      for (const statement of STATEMENT_KINDS)
        rows.push({ year: y.year, period: label, end_date: endDate, statement, values: values[statement] });
    };
    const quarterValues = quarters.map((r) => ({
      income_statement: rollUp(def.templates.income_statement, withPerShare(r.income, r.profit, r.shares)),
      balance_sheet: rollUp(def.templates.balance_sheet, r.balance),
      cash_flow: rollUp(def.templates.cash_flow, r.cash),
    }));
    quarterValues.forEach((v, q) => perPeriod(QUARTERS[q]!, y.ends[q]!, v));
    for (const [label, span] of SPANS) {
      const from = span[0] === 0 ? y.opening : y.ends[span[0]! - 1]!;
      const to = y.ends[span[span.length - 1]!]!;
      const of = (s: StatementKind) =>
        aggregate(
          flat[s],
          span.map((q) => quarterValues[q]![s]),
        );
      const profit = span.reduce((s, q) => s + quarters[q]!.profit, 0);
      perPeriod(label, to, {
        income_statement: withPerShare(of('income_statement'), profit, weightedShares(register, from, to)),
        balance_sheet: of('balance_sheet'),
        cash_flow: of('cash_flow'),
      });
    }
  }
  return { symbol_code: input.symbolCode, family, rows };
}
