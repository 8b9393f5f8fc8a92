import { KEY } from '../../../domain/statements/common-items.ts';
import type { BalancePlan, FamilyDef, Model, Movement } from './family-model.ts';
import { leafKeys } from '../../../domain/statements/line-items.ts';
import type { Values } from './types.ts';
import type { Rng } from '../random.ts';

/**
 * One quarter of a company's books, built so the identities hold by construction: equity is rolled
 * forward from profit, dividends, new capital and fair-value changes; cash is what is left once
 * every other balance is set (spare cash placed, a shortfall borrowed), so assets equal
 * liabilities plus equity; and every cash-flow line is the change of the balances it stands for,
 * less their non-cash movements, so the cash-flow statement adds up to the change in cash.
 */

export type Equity = {
  capital: number;
  premium: number;
  statutory: number;
  otherReserves: number;
  retained: number;
  treasury: number;
  nci: number;
};

export const totalEquity = (e: Equity): number => e.capital + e.premium + e.statutory + e.otherReserves + e.retained + e.treasury + e.nci;

export type Layout = { assets: readonly string[]; liabilities: readonly string[] };

/** The balance sheet's leaves by side, read off the template. */
export function layoutOf(def: FamilyDef): Layout {
  const [assets, liabilities] = def.templates.balance_sheet;
  if (!assets || !liabilities) throw new Error(`${def.family}: balance sheet needs assets and liabilities first`);
  return { assets: leafKeys([assets]), liabilities: leafKeys([liabilities]) };
}

function writeEquity(bs: Values, e: Equity): void {
  bs[KEY.shareCapital] = e.capital;
  bs[KEY.sharePremium] = e.premium;
  bs[KEY.statutoryReserve] = e.statutory;
  bs[KEY.otherReserves] = e.otherReserves;
  bs[KEY.retainedEarnings] = e.retained;
  bs[KEY.treasuryShares] = e.treasury;
  bs[KEY.nci] = e.nci;
}

const sum = (v: Values, keys: readonly string[]): number => keys.reduce((s, k) => s + (v[k] ?? 0), 0);

/** All balances, with cash at its target and the difference placed or borrowed (filled into the plan's own object). */
export function settle(def: FamilyDef, layout: Layout, plan: BalancePlan, equity: Equity, fixed: Values): Values {
  const bs: Values = plan.balances;
  Object.assign(bs, fixed);
  writeEquity(bs, equity);
  bs[KEY.cash] = 0;
  const spare = sum(bs, layout.liabilities) + totalEquity(equity) - sum(bs, layout.assets) - plan.cashTarget;
  if (spare >= 0) bs[def.sink] = (bs[def.sink] ?? 0) + spare;
  else bs[def.source] = (bs[def.source] ?? 0) - spare;
  bs[KEY.cash] = plan.cashTarget;
  return bs;
}

export type QuarterFlows = {
  attributable: number;
  nciIncome: number;
  zakat: number;
  oci: number;
  dividends: number;
  /** New capital from rights issues: nominal and total proceeds. */
  rightsCapital: number;
  rightsProceeds: number;
  /** Share capital at the quarter's end (bonus shares and reductions move it against retained earnings). */
  capital: number;
  statutoryRate: number;
};

export function rollEquity(e: Equity, f: QuarterFlows): Equity {
  const transfer =
    f.statutoryRate > 0
      ? Math.max(0, Math.min(Math.round(f.attributable * f.statutoryRate), Math.round(f.capital * 0.3) - e.statutory))
      : 0;
  const otherCapital = f.capital - e.capital - f.rightsCapital;
  return {
    capital: f.capital,
    premium: e.premium + f.rightsProceeds - f.rightsCapital,
    statutory: e.statutory + transfer,
    otherReserves: e.otherReserves + f.oci,
    retained: e.retained + f.attributable - f.dividends - transfer - otherCapital,
    treasury: e.treasury,
    nci: e.nci + f.nciIncome,
  };
}

export type QuarterResult = { income: Values; balance: Values; cash: Values; equity: Equity };

export function runQuarter(
  def: FamilyDef,
  layout: Layout,
  model: Model,
  prev: { balance: Values; equity: Equity; zakats: readonly number[] },
  f: QuarterFlows,
  ctx: { rng: Rng; quarter: number; activity: number },
): QuarterResult {
  const pbt = f.attributable + f.nciIncome + f.zakat;
  const equity = rollEquity(prev.equity, f);
  const plan = model.quarter({ ...ctx, pbt, prev: prev.balance, equity: totalEquity(equity), capital: equity.capital });
  const fixed: Values = {};
  const movements: Movement[] = [...plan.movements];
  if (def.ociItem) {
    // Investments that also take spare cash are sized by the model; others move by fair value only.
    if (def.ociItem !== def.sink) fixed[def.ociItem] = (prev.balance[def.ociItem] ?? 0) + f.oci;
    movements.push({ item: def.ociItem, amount: f.oci, offset: null });
  }
  if (layout.liabilities.includes(KEY.zakatPayable)) fixed[KEY.zakatPayable] = zakatPayable([...prev.zakats, f.zakat]);
  const balance = settle(def, layout, plan, equity, fixed);

  const income = plan.income;
  income[KEY.zakat] = -f.zakat;
  income[KEY.attributable] = f.attributable;
  income[KEY.nciIncome] = f.nciIncome;
  income[KEY.oci] = f.oci;
  const cash: Values = {
    [KEY.cfProfit]: pbt,
    [KEY.cfZakatPaid]: -f.zakat,
    [KEY.cfDividends]: -f.dividends,
    [KEY.cfShareIssue]: f.rightsProceeds,
    [KEY.cfOpening]: prev.balance[KEY.cash] ?? 0,
  };
  const add = (line: string, x: number) => (cash[line] = (cash[line] ?? 0) + x);
  for (const [side, keys] of [
    [-1, layout.assets],
    [1, layout.liabilities],
  ] as const) {
    for (const key of keys) {
      if (key === KEY.cash) continue;
      const line = def.cashFlowLine[key];
      if (!line) throw new Error(`${def.family}: no cash-flow line for ${key}`);
      let nonCash = 0;
      for (const m of movements) {
        if (m.item !== key) continue;
        nonCash += m.amount;
        if (m.offset) add(m.offset, side * m.amount);
      }
      add(line, side * ((balance[key] ?? 0) - (prev.balance[key] ?? 0) - nonCash));
    }
  }
  return { income, balance, cash, equity };
}

/** A year's zakat is settled after the year: what is owed is most of the last four quarters' charge. */
export function zakatPayable(zakats: readonly number[]): number {
  return Math.round(0.9 * zakats.slice(-4).reduce((s, z) => s + z, 0));
}
