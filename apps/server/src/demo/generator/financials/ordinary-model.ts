import type { Rng } from '../random.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { around, k, type FamilyDef, type Model, type QuarterContext, type Size } from './family-model.ts';
import { depreciating, leases, openingLeases } from './fixed-assets.ts';
import { ORDINARY_TEMPLATES } from '../../../domain/statements/ordinary-template.ts';
import { sectorProfile } from './sector-profiles.ts';
import type { Values } from './types.ts';

/**
 * Ordinary companies: revenue sized from normal earnings by the sector's net margin and moving
 * with the year's earnings; costs fill the gap between revenue and the profit the EPS fixes, so a
 * weak year shows thinner margins rather than a smaller company. Balances follow revenue by the
 * sector's days and intensities; long-term borrowing covers any shortfall.
 */

const WC = 'changes_in_working_capital';
const CAPEX = 'purchase_of_property_and_equipment';
const INVESTMENTS = 'net_change_in_investments';
const BORROWINGS = 'net_change_in_borrowings';

function ordinaryModel(rng: Rng, size: Size): Model {
  const s = sectorProfile(size.industryGroup);
  const netMargin = around(rng, s.netMargin, 0.25);
  const opexMin = around(rng, s.opexMin);
  const grossMargin = Math.min(0.85, Math.max(opexMin + 0.04, around(rng, s.grossMargin)));
  // Profit before zakat is about a tenth above net income.
  const revenue = (size.typicalPbt * 4) / (netMargin * 1.1);
  const sellingShare = rng.uniform(0.25, 0.55);
  const ppeIntensity = around(rng, s.ppe, 0.3);
  const rouIntensity = rng.uniform(0.02, 0.1);
  const [dso, dio, dpo] = [s.receivableDays, s.inventoryDays, s.payableDays].map((d) => around(rng, d, 0.25)) as [number, number, number];
  const debt = around(rng, s.debt, 0.4);
  const financeRate = rng.uniform(0.04, 0.07);
  const cashDays = rng.uniform(20, 60);
  const season = [0, 1, 2, 3].map(() => 1 + 0.08 * rng.normal());
  const intangibles = size.equity * (rng.chance(0.3) ? rng.uniform(0.03, 0.15) : rng.uniform(0, 0.02));
  const investments = size.equity * rng.uniform(0, 0.15);
  let lever = 1;

  /** Balances that follow annual revenue and cost of revenue. */
  const working = (r: number, c: number, equity: number): Values => ({
    trade_receivables: k((r * dso) / 365),
    inventories: k((c * dio) / 365),
    prepayments_and_other_receivables: k(r * 0.03),
    trade_payables: k((c * dpo) / 365),
    accrued_and_other_liabilities: k(r * 0.04),
    employee_end_of_service_benefits: k(r * 0.025),
    short_term_borrowings: k(r * 0.03),
    long_term_borrowings: k(Math.max(0, equity) * debt * lever),
    short_term_investments: 0,
  });

  return {
    opening({ equity }) {
      return {
        balances: {
          ...working(revenue, revenue * (1 - grossMargin), equity),
          ...openingLeases(revenue * rouIntensity),
          property_plant_and_equipment: k(revenue * ppeIntensity),
          intangible_assets_and_goodwill: k(intangibles),
          long_term_investments: k(investments),
        },
        cashTarget: k((revenue * cashDays) / 365),
      };
    },
    quarter(ctx: QuarterContext) {
      const { prev, rng: r } = ctx;
      const p = (key: string) => prev[key] ?? 0;
      const financeIncome = k((p(KEY.cash) + p('short_term_investments')) * 0.0075);
      const financeCosts = -k(((p('short_term_borrowings') + p('long_term_borrowings') + p('lease_liabilities')) * financeRate) / 4);
      const operating = ctx.pbt - financeIncome - financeCosts;
      // Revenue at least large enough that the profit fixed by EPS leaves a cost of revenue.
      const sales = Math.max(k(((revenue * ctx.activity) / 4) * season[ctx.quarter]!), Math.ceil(operating / (0.9 - opexMin)));
      const gross = Math.max(k(sales * grossMargin), operating + k(sales * opexMin));
      const opex = gross - operating;
      const selling = -k(opex * sellingShare);
      const other = k(sales * 0.004 * r.normal());
      const income: Values = {
        revenue: sales,
        cost_of_revenue: gross - sales,
        selling_and_distribution_expenses: selling,
        general_and_administrative_expenses: -opex - selling - other,
        other_operating_income_expenses: other,
        finance_income: financeIncome,
        finance_costs: financeCosts,
      };

      const annual = sales * 4;
      lever = Math.min(1.6, Math.max(0.4, lever * Math.exp(0.08 * r.normal())));
      const plant = depreciating(prev, 'property_plant_and_equipment', 0.0175, annual * ppeIntensity);
      const leased = leases(prev, annual * rouIntensity);
      return {
        income,
        balances: {
          ...working(annual, (sales - gross) * 4, ctx.equity),
          ...plant.balances,
          ...leased.balances,
          intangible_assets_and_goodwill: p('intangible_assets_and_goodwill'),
        },
        cashTarget: k((annual * cashDays) / 365),
        movements: [...plant.movements, ...leased.movements],
      };
    },
  };
}

export const ORDINARY: FamilyDef = {
  family: 'ordinary',
  templates: ORDINARY_TEMPLATES,
  cashFlowLine: {
    short_term_investments: INVESTMENTS,
    trade_receivables: WC,
    inventories: WC,
    prepayments_and_other_receivables: WC,
    property_plant_and_equipment: CAPEX,
    right_of_use_assets: CAPEX,
    intangible_assets_and_goodwill: CAPEX,
    long_term_investments: INVESTMENTS,
    short_term_borrowings: BORROWINGS,
    trade_payables: WC,
    accrued_and_other_liabilities: WC,
    [KEY.zakatPayable]: KEY.cfZakatPaid,
    long_term_borrowings: BORROWINGS,
    lease_liabilities: 'lease_payments',
    employee_end_of_service_benefits: 'change_in_employee_benefits',
  },
  sink: 'short_term_investments',
  source: 'long_term_borrowings',
  ociItem: 'long_term_investments',
  ociVolatility: 0.02,
  zakatRate: [0.012, 0.025],
  roe: [0.08, 0.18],
  statutory: true,
  treasury: true,
  nci: true,
  model: ordinaryModel,
};
