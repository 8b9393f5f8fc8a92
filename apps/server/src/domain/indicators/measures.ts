import type { StatementFamily } from '@sahm/contracts/indicators';
import { add, divPositive, mul, neg, sub, whole, type Maybe } from './exact.ts';
import type { Flows, FormulaContext } from './formula.ts';

/**
 * The figures many indicators are built on, read from each family's own line items: what counts
 * as revenue for a bank or an insurer, whose profit the per-share figures are of, what is debt.
 */

type ByFamily = Readonly<Record<StatementFamily, string>>;

/** The top line: sales, a bank's total operating income, an insurer's gross written premiums, a REIT's rent. */
const REVENUE: ByFamily = {
  ordinary: 'revenue',
  bank: 'total_operating_income',
  insurance: 'gross_written_premiums',
  reit: 'rental_income',
};

/** Profit of the shareholders: only ordinary companies report non-controlling interests apart. */
const EARNINGS: ByFamily = {
  ordinary: 'net_income_attributable_to_shareholders',
  bank: 'net_income',
  insurance: 'net_income',
  reit: 'net_income',
};

/** Equity of the shareholders; a fund's net assets belong wholly to its unitholders. */
const SHAREHOLDERS_EQUITY: ByFamily = {
  ordinary: 'equity_attributable_to_shareholders',
  bank: 'equity_attributable_to_shareholders',
  insurance: 'equity_attributable_to_shareholders',
  reit: 'total_equity',
};

export const revenue = (x: FormulaContext, f: Flows = x): Maybe => f.is(REVENUE[x.family]);
export const earnings = (x: FormulaContext, f: Flows = x): Maybe => f.is(EARNINGS[x.family]);
export const shareholdersEquity = (x: FormulaContext): Maybe => x.bs(SHAREHOLDERS_EQUITY[x.family]);

/** Interest-bearing debt, leases included; banks' deposits are their business, not their debt. */
export function debt(x: FormulaContext): Maybe {
  switch (x.family) {
    case 'ordinary':
      return add(x.bs('short_term_borrowings'), x.bs('long_term_borrowings'), x.bs('lease_liabilities'));
    case 'reit':
      return x.bs('borrowings');
    default:
      return null;
  }
}

/** Cash and the deposits that are as good as cash, which net debt and enterprise value take off. */
export function cashAndDeposits(x: FormulaContext): Maybe {
  switch (x.family) {
    case 'ordinary':
      return add(x.bs('cash_and_cash_equivalents'), x.bs('short_term_investments'));
    case 'reit':
      return add(x.bs('cash_and_cash_equivalents'), x.bs('murabaha_deposits'));
    default:
      return null;
  }
}

export const netDebt = (x: FormulaContext): Maybe => sub(debt(x), cashAndDeposits(x));

/** Operating income plus the depreciation and amortisation the cash-flow statement adds back. */
export const ebitda = (x: FormulaContext, f: Flows = x): Maybe => add(f.is('operating_income'), f.cf('depreciation_and_amortisation'));

/** Spending on long-lived assets, as a positive amount: property for companies, investment properties for a REIT. */
export const capex = (x: FormulaContext, f: Flows = x): Maybe =>
  neg(f.cf(x.family === 'reit' ? 'purchase_of_investment_properties' : 'purchase_of_property_and_equipment'));

export const operatingCashFlow = (f: Flows): Maybe => f.cf('net_cash_from_operating_activities');
export const freeCashFlow = (x: FormulaContext, f: Flows = x): Maybe => sub(operatingCashFlow(f), capex(x, f));

/** Dividends (distributions, for a fund) paid in cash, as a positive amount. */
export const dividendsPaid = (f: Flows): Maybe => neg(f.cf('dividends_paid'));

/**
 * Funds from operations, the REIT measure of recurring cash earnings: net income with the
 * depreciation and the impairment (or its reversal) of investment properties taken back out.
 */
export const ffo = (f: Flows): Maybe =>
  sub(f.is('net_income'), add(f.is('depreciation_of_investment_properties'), f.is('impairment_of_investment_properties')));

export const marketCap = (x: FormulaContext): Maybe => mul(x.price, x.shares);

/** Market capitalisation plus net debt and the minority holders' share of equity. */
export const enterpriseValue = (x: FormulaContext): Maybe =>
  add(marketCap(x), netDebt(x), x.family === 'ordinary' ? x.bs('non_controlling_interests') : whole(0));

/** Per share over the shares outstanding; null without them. */
export const perShare = (x: FormulaContext, amount: Maybe): Maybe => divPositive(amount, x.shares);

/** Per share over the period's weighted average shares, as reported EPS is. */
export const perWeightedShare = (x: FormulaContext, amount: Maybe): Maybe => divPositive(amount, x.weightedShares());

export const epsTtm = (x: FormulaContext): Maybe => perShare(x, earnings(x, x.ttm));
export const bookValuePerShare = (x: FormulaContext): Maybe => perShare(x, shareholdersEquity(x));

/** How many days of the trailing year's flow a balance stands for. */
export const daysOf = (balance: Maybe, yearFlow: Maybe): Maybe => divPositive(mul(balance, whole(365)), yearFlow);
