import { generateCompanyData } from '../companies/company-data.ts';
import { companyKind } from '../companies/company-kind.ts';
import { companyInputs, realCompanies } from '../companies/test-inputs.ts';
import { financialsRng, generateFinancials } from '../financials/financials.ts';
import type { PlannedStock } from '../stock-profile.ts';
import type { CompanyNewsInput } from './types.ts';

/** A spread of the real companies: the hand-set giants, a bank, an insurer, a REIT, Nomu listings and every ninth other. */
const NAMED = new Set(['2222', '1010', '1120', '2010', '7010', '8010', '4330']);
export const sampleCompanies = realCompanies.filter((c, i) => NAMED.has(c.symbol_code) || i % 9 === 0);

/** The news generator's inputs as the seed makes them: company records, then the statements made from them. */
export function newsInputs(seed: number, endDate: string, companies = sampleCompanies): CompanyNewsInput[] {
  return companyInputs(seed, endDate, companies).map((input) => {
    const data = generateCompanyData(input);
    const { stock } = input;
    const financials = generateFinancials(financialsRng(seed, stock.symbol_code), {
      symbolCode: stock.symbol_code,
      kind: companyKind(stock.symbol_code, stock.industry_group),
      industryGroup: stock.industry_group,
      sharesOutstanding: stock.shares_outstanding,
      nominalValue: stock.nominal_value,
      fyEndMonth: data.profile.fy_end_month,
      earnings: data.earnings,
      capitalChanges: data.capital_changes,
      dividends: data.dividends,
    });
    const first = input.bars[0];
    // companyInputs plans each stock as the seed does, so its listing parameters are there.
    const offerPrice = (stock as PlannedStock).params.isIpo && first?.trade_date === stock.listing_date ? first.prev_close : null;
    return { seed, company: input.company, stock, data, financials, offerPrice, endDate, holidays: input.holidays };
  });
}
