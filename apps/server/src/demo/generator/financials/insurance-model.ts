import type { Rng } from '../random.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { k, type FamilyDef, type Model, type Size } from './family-model.ts';
import { depreciating } from './fixed-assets.ts';
import { INSURANCE_TEMPLATES } from '../../../domain/statements/insurance-template.ts';
import type { Values } from './types.ts';

/**
 * Insurers: premiums written are sized from equity (1.2–2.5 times a year) and kept by the retention
 * ratio; claims are what is left between the premiums earned and the surplus the EPS fixes, with
 * premiums grown where needed so the loss ratio stays at least 50%. Reserves follow premiums;
 * spare funds sit in term deposits.
 */

const WC = 'changes_in_working_capital';
const RESERVES = 'change_in_technical_reserves';
const INVESTMENTS = 'net_change_in_investments';
/** Claims at the least as a share of net earned premiums, with acquisition costs and expenses. */
const MIN_LOSS_RATIO = 0.5;
const ACQUISITION = 0.06;
const EXPENSES = 0.11;

function insuranceModel(rng: Rng, size: Size): Model {
  const premiumsToEquity = rng.uniform(1.2, 2.5);
  const retention = rng.uniform(0.6, 0.9);
  const season = [1.25, 0.95, 0.85, 0.95].map((s) => s * (1 + 0.05 * rng.normal()));

  /** Balances that follow annual gross written premiums. */
  const book = (gwp: number, capital: number): Values => {
    const unearned = k(gwp * 0.4);
    const claims = k(gwp * 0.45);
    return {
      unearned_premiums_reserve: unearned,
      outstanding_claims_reserve: claims,
      reinsurers_share_of_technical_reserves: k((unearned + claims) * (1 - retention) * 0.9),
      premiums_receivable: k(gwp * 0.18),
      deferred_policy_acquisition_costs: k(gwp * 0.025),
      statutory_deposit: k(capital * 0.1),
      reinsurance_balances_payable: k(gwp * (1 - retention) * 0.2),
      accrued_and_other_liabilities: k(gwp * 0.05),
      employee_end_of_service_benefits: k(gwp * 0.01),
      term_deposits: 0,
    };
  };

  return {
    opening({ equity, capital }) {
      const gwp = equity * premiumsToEquity;
      return {
        balances: {
          ...book(gwp, capital),
          policyholders_surplus_payable: k(size.typicalPbt * 0.3),
          investments: k(equity * 0.6),
          property_and_equipment: k(gwp * 0.02),
        },
        cashTarget: k(gwp * 0.06),
      };
    },
    quarter({ rng: r, quarter, pbt, prev, equity, capital }) {
      const p = (key: string) => prev[key] ?? 0;
      const shareholders = k(p('investments') * 0.009);
      const policyholders = k(p('term_deposits') * 0.008);
      // A tenth of a positive surplus goes to policyholders: the surplus is ten ninths of what is left.
      const target = pbt - shareholders;
      const toPolicyholders = target > 0 ? -k(target / 9) : 0;
      const surplus = target - toPolicyholders;
      const growth = 0.02 * r.normal();
      const sized = ((equity * premiumsToEquity) / 4) * season[quarter]!;
      const needed = (surplus - policyholders) / (1 - ACQUISITION - EXPENSES - MIN_LOSS_RATIO) / retention / (1 - growth);
      const gross = k(Math.max(sized, needed));
      const written = k(gross * retention);
      const earned = written - k(written * growth);
      const acquisition = -k(earned * ACQUISITION);
      const expenses = -k(earned * EXPENSES);
      const property = depreciating(prev, 'property_and_equipment', 0.03, gross * 4 * 0.02);
      return {
        income: {
          gross_written_premiums: gross,
          reinsurance_premiums_ceded: written - gross,
          change_in_unearned_premiums: earned - written,
          net_claims_incurred: surplus - policyholders - earned - acquisition - expenses,
          policy_acquisition_costs: acquisition,
          operating_and_administrative_expenses: expenses,
          policyholders_investment_income: policyholders,
          surplus_attributed_to_policyholders: toPolicyholders,
          shareholders_investment_income: shareholders,
        },
        balances: {
          ...book(gross * 4, capital),
          ...property.balances,
          policyholders_surplus_payable: k(p('policyholders_surplus_payable') * 0.75 - toPolicyholders),
        },
        cashTarget: k(gross * 4 * 0.06),
        movements: property.movements,
      };
    },
  };
}

export const INSURANCE: FamilyDef = {
  family: 'insurance',
  templates: INSURANCE_TEMPLATES,
  cashFlowLine: {
    term_deposits: INVESTMENTS,
    investments: INVESTMENTS,
    premiums_receivable: WC,
    reinsurers_share_of_technical_reserves: RESERVES,
    deferred_policy_acquisition_costs: WC,
    statutory_deposit: INVESTMENTS,
    property_and_equipment: 'purchase_of_property_and_equipment',
    unearned_premiums_reserve: RESERVES,
    outstanding_claims_reserve: RESERVES,
    reinsurance_balances_payable: WC,
    policyholders_surplus_payable: WC,
    accrued_and_other_liabilities: WC,
    employee_end_of_service_benefits: 'change_in_employee_benefits',
    [KEY.zakatPayable]: KEY.cfZakatPaid,
  },
  sink: 'term_deposits',
  source: 'accrued_and_other_liabilities',
  ociItem: 'investments',
  ociVolatility: 0.01,
  zakatRate: [0.01, 0.025],
  roe: [0.08, 0.2],
  statutory: true,
  treasury: false,
  nci: false,
  model: insuranceModel,
};
