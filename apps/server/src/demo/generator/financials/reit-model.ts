import type { Rng } from '../random.ts';
import { k, type FamilyDef, type Model, type Size } from './family-model.ts';
import { depreciating } from './fixed-assets.ts';
import { REIT_TEMPLATES } from '../../../domain/statements/reit-template.ts';

/**
 * REITs: nearly all assets are investment properties, bought with the unitholders' capital and
 * 10–40% borrowing, depreciated over forty years. Rent is set at the yield that earns a normal
 * year's profit; a year above or below it shows as an impairment reversal or charge, which is how
 * these funds' results swing.
 */

const WC = 'changes_in_working_capital';
const PROPERTIES = 'investment_properties';
const DEPRECIATION = 0.00625;
const FINANCE_RATE = 0.055;

function reitModel(rng: Rng, size: Size): Model {
  const ltv = rng.uniform(0.1, 0.4);
  const costs = rng.uniform(0.08, 0.16);
  const fees = rng.uniform(0.006, 0.01);
  const capacity = (equity: number) => (Math.max(0, equity) / (1 - ltv)) * 0.97;
  const start = capacity(size.equity);
  // The yield at which a normal year's rent covers costs, fees, depreciation and finance.
  const rentYield = Math.min(
    0.11,
    Math.max(0.05, (size.typicalPbt * 4 + fees * size.equity + (4 * DEPRECIATION + FINANCE_RATE * ltv) * start) / (start * (1 - costs))),
  );
  const tied = (rent: number, equity: number) => ({
    rent_receivables: k(rent * 0.3),
    prepayments_and_other_receivables: k(rent * 0.05),
    unearned_rental_income: k(rent * 0.5),
    accrued_and_other_liabilities: k(rent * 0.1),
    borrowings: k(capacity(equity) * ltv),
    murabaha_deposits: 0,
  });

  return {
    opening({ equity }) {
      const rent = (start * rentYield) / 4;
      return { balances: { ...tied(rent, equity), [PROPERTIES]: k(start) }, cashTarget: k(rent * 0.4) };
    },
    quarter({ rng: r, pbt, prev, equity }) {
      const p = (key: string) => prev[key] ?? 0;
      const rent = k(((p(PROPERTIES) * rentYield) / 4) * (1 + 0.03 * r.normal()));
      const property = k(-rent * costs * 0.8);
      const management = -k((Math.max(0, equity) * fees) / 4);
      const other = -k(rent * costs * 0.2);
      const finance = -k((p('borrowings') * FINANCE_RATE) / 4);
      const murabaha = k(p('murabaha_deposits') * 0.01);
      const held = depreciating(prev, PROPERTIES, DEPRECIATION, capacity(equity));
      const impairment = pbt - (rent + property + management + other - held.depreciation + finance + murabaha);
      return {
        income: {
          rental_income: rent,
          property_operating_expenses: property,
          fund_management_fees: management,
          other_operating_expenses: other,
          depreciation_of_investment_properties: -held.depreciation,
          impairment_of_investment_properties: impairment,
          finance_costs: finance,
          murabaha_income: murabaha,
        },
        balances: { ...tied(rent, equity), [PROPERTIES]: (held.balances[PROPERTIES] ?? 0) + impairment },
        cashTarget: k(rent * 0.4),
        movements: [...held.movements, { item: PROPERTIES, amount: impairment, offset: 'impairment_of_investment_properties' }],
      };
    },
  };
}

export const REIT: FamilyDef = {
  family: 'reit',
  templates: REIT_TEMPLATES,
  cashFlowLine: {
    murabaha_deposits: 'net_change_in_investments',
    rent_receivables: WC,
    prepayments_and_other_receivables: WC,
    [PROPERTIES]: 'purchase_of_investment_properties',
    borrowings: 'net_change_in_borrowings',
    unearned_rental_income: WC,
    accrued_and_other_liabilities: WC,
  },
  sink: 'murabaha_deposits',
  source: 'borrowings',
  ociItem: null,
  ociVolatility: 0,
  zakatRate: [0, 0],
  roe: [0.04, 0.08],
  statutory: false,
  treasury: false,
  nci: false,
  model: reitModel,
};
