import { generateCompanyData } from '../companies/company-data.ts';
import { companyKind } from '../companies/company-kind.ts';
import { companyInputs, realCompanies } from '../companies/test-inputs.ts';
import type { CompanyRef } from '../types.ts';
import type { FinancialsInput } from './types.ts';

/** The statements generator's inputs as the company generator makes them, for the real company list. */
export function financialsInputs(seed: number, endDate: string, companies: readonly CompanyRef[] = realCompanies): FinancialsInput[] {
  return companyInputs(seed, endDate, companies).map((input) => {
    const data = generateCompanyData(input);
    const { stock } = input;
    return {
      symbolCode: stock.symbol_code,
      kind: companyKind(stock.symbol_code, stock.industry_group),
      industryGroup: stock.industry_group,
      sharesOutstanding: stock.shares_outstanding,
      nominalValue: stock.nominal_value,
      fyEndMonth: data.profile.fy_end_month,
      earnings: data.earnings,
      capitalChanges: data.capital_changes,
      dividends: data.dividends,
    };
  });
}
