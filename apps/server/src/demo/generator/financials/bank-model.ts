import type { Rng } from '../random.ts';
import { BANK_TEMPLATES } from '../../../domain/statements/bank-template.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { k, type FamilyDef, type Model, type Size } from './family-model.ts';
import { depreciating, leases, openingLeases } from './fixed-assets.ts';
import type { Values } from './types.ts';

/**
 * Banks: the balance sheet is sized from equity by the bank's capital ratio (equity 11–14.5% of
 * assets), deposits fund most of it and financing is lent at a loans-to-deposits ratio of about
 * 75–90%; what is left is held in investments. Operating income is sized from the profit the EPS
 * fixes by the bank's cost-to-income ratio and credit-loss charge.
 */

const OTHER = 'net_change_in_other_operating_items';

function bankModel(rng: Rng, size: Size): Model {
  const equityRatio = rng.uniform(0.11, 0.145);
  const depositShare = rng.uniform(0.74, 0.8);
  let ldr = rng.uniform(0.76, 0.9);
  const costIncome = rng.uniform(0.3, 0.42);
  const creditLoss = rng.uniform(0.05, 0.12);
  const funding = rng.uniform(0.25, 0.45);
  const fees = rng.uniform(0.12, 0.2);
  const exchange = rng.uniform(0.03, 0.07);

  /** Balances of a bank with `assets` of business, other than property and leases. */
  const book = (assets: number): Values => {
    const deposits = k(assets * depositShare);
    return {
      customer_deposits: deposits,
      loans_and_advances: k(deposits * ldr),
      statutory_deposit_with_sama: k(deposits * 0.05),
      due_from_banks: k(assets * 0.025),
      other_assets: k(assets * 0.015),
      investments: k(assets * 0.1),
      due_to_banks_and_sama: k(assets * 0.03),
      debt_securities_issued: k(assets * 0.02),
      other_liabilities: k(assets * 0.03),
    };
  };

  return {
    opening({ equity }) {
      const assets = equity / equityRatio;
      return {
        balances: { ...book(assets), ...openingLeases(assets * 0.003), property_and_equipment: k(assets * 0.01) },
        cashTarget: k(assets * 0.035),
      };
    },
    quarter({ rng: r, pbt, prev, equity }) {
      ldr = Math.min(0.92, Math.max(0.74, ldr + 0.01 * r.normal()));
      const assets = equity / equityRatio;
      const property = depreciating(prev, 'property_and_equipment', 0.025, assets * 0.01);
      const leased = leases(prev, assets * 0.003);
      const operatingIncome = k(Math.max(pbt, size.typicalPbt * 0.5) / (1 - costIncome - creditLoss));
      const net = k(operatingIncome * (0.98 - fees - exchange));
      const commission = k(net / (1 - funding));
      const feeIncome = k(operatingIncome * fees);
      const exchangeIncome = k(operatingIncome * exchange);
      const depreciation = -(property.depreciation + leased.depreciation);
      const loss = -k(operatingIncome * creditLoss);
      const salaries = -k(operatingIncome * costIncome * 0.5);
      return {
        income: {
          special_commission_income: commission,
          special_commission_expense: net - commission,
          net_fee_and_commission_income: feeIncome,
          exchange_income: exchangeIncome,
          other_operating_income: operatingIncome - net - feeIncome - exchangeIncome,
          salaries_and_employee_benefits: salaries,
          depreciation_and_amortisation_expense: depreciation,
          credit_loss_charge: loss,
          general_and_administrative_expenses: pbt - operatingIncome - salaries - depreciation - loss,
        },
        balances: { ...book(assets), ...property.balances, ...leased.balances },
        cashTarget: k(assets * 0.035),
        movements: [
          ...property.movements,
          ...leased.movements,
          // Written-off financing leaves the loan book without cash.
          { item: 'loans_and_advances', amount: loss, offset: 'credit_loss_charge' },
        ],
      };
    },
  };
}

export const BANK: FamilyDef = {
  family: 'bank',
  templates: BANK_TEMPLATES,
  cashFlowLine: {
    statutory_deposit_with_sama: OTHER,
    due_from_banks: OTHER,
    investments: 'net_change_in_investments',
    loans_and_advances: 'net_change_in_loans_and_advances',
    property_and_equipment: 'purchase_of_property_and_equipment',
    right_of_use_assets: 'purchase_of_property_and_equipment',
    other_assets: OTHER,
    due_to_banks_and_sama: OTHER,
    customer_deposits: 'net_change_in_customer_deposits',
    debt_securities_issued: 'net_change_in_debt_securities',
    lease_liabilities: 'lease_payments',
    other_liabilities: OTHER,
    [KEY.zakatPayable]: KEY.cfZakatPaid,
  },
  sink: 'investments',
  source: 'due_to_banks_and_sama',
  ociItem: 'investments',
  ociVolatility: 0.003,
  zakatRate: [0.01, 0.02],
  roe: [0.1, 0.16],
  statutory: true,
  treasury: true,
  nci: false,
  model: bankModel,
};
