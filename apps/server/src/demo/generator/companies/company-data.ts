import { valuationProfile } from '../fundamentals.ts';
import { forkRng } from '../random.ts';
import { STOCK_OVERRIDES } from '../stock-profile.ts';
import { generateBoard } from './board.ts';
import { closeOn, generateCapitalChanges, sharesOn } from './capital-changes.ts';
import { companyKind, isOperatingEntity } from './company-kind.ts';
import { dividendPolicy } from './dividend-policy.ts';
import { generateDividends } from './dividends.ts';
import { FIRST_EARNINGS_YEAR, generateAnnualEarnings } from './earnings.ts';
import { generateProfile } from './profile.ts';
import { generateShareholders } from './shareholders.ts';
import { generateShariah, prevailingStatus } from './shariah.ts';
import { yearOf } from './trading-dates.ts';
import type { CompanyData, CompanyInput } from './types.ts';

/**
 * Everything the company pages show for one listed company. Each part draws from its own stream
 * (`stock:<code>:company:<part>`), so changing one part's rules leaves the others' figures as
 * they were, and a company's data never depends on the other companies.
 */
export function generateCompanyData(input: CompanyInput): CompanyData {
  const { seed, company, stock, epsTtm, endDate, holidays } = input;
  // Dates drawn back from "today" are drawn back from the first of its month, so reloading the
  // demo on another day of the month gives the same records (and guids); dividends and capital
  // changes are drawn on their own calendar and only cut at today.
  const monthStart = `${endDate.slice(0, 7)}-01`;
  const code = stock.symbol_code;
  const rng = (part: string) => forkRng(seed, `stock:${code}:company:${part}`);
  const kind = companyKind(code, stock.industry_group);
  const operating = isOperatingEntity(kind);
  const lossMaking = epsTtm < 0;
  // Sizes (board holdings by value, head count) use the month's opening price, steady within it.
  const monthClose = closeOn(input.bars, monthStart) ?? stock.nominal_value;
  const handSet = STOCK_OVERRIDES[code] !== undefined;
  const traits = rng('traits');
  // The hand-set giants are the market's steady earners.
  const weak = traits.chance(0.25) && !handSet && valuationProfile(stock.industry_group, stock.market).lossProbability > 0;
  const familyControlled = kind === 'general' && stock.market === 'main' && traits.chance(0.35);

  const capital_changes = operating
    ? generateCapitalChanges(rng('capital'), {
        symbolCode: code,
        listingDate: stock.listing_date,
        endDate: monthStart,
        sharesOutstanding: stock.shares_outstanding,
        nominalValue: stock.nominal_value,
        lossMaking,
        handSet,
        bars: input.bars,
        holidays,
      })
    : [];
  const sharesAt = (date: string) => sharesOn(capital_changes, stock.shares_outstanding, date);

  const earnings = generateAnnualEarnings(rng('earnings'), {
    kind,
    epsTtm,
    weak,
    // A prospectus reports the year before the listing too, so a new listing has one year at least.
    firstYear: Math.max(FIRST_EARNINGS_YEAR, yearOf(stock.listing_date) - 1),
    lastCompletedYear: yearOf(endDate) - 1,
  });
  const dividendsRng = rng('dividends');
  const dividends = generateDividends(dividendsRng, {
    policy: dividendPolicy(dividendsRng, code, kind, stock.market, lossMaking),
    earnings,
    epsTtm,
    listingDate: stock.listing_date,
    endDate,
    holidays,
  });
  const shariah = generateShariah(rng('shariah'), kind, monthStart);
  const board = operating
    ? generateBoard(rng('board'), {
        listingDate: stock.listing_date,
        endDate: monthStart,
        price: monthClose / 100,
        familyControlled,
        sharesOn: sharesAt,
      })
    : [];
  const shareholders = generateShareholders(rng('shareholders'), {
    code,
    kind,
    freeFloat: stock.free_float_ratio,
    listingDate: stock.listing_date,
    endDate: monthStart,
    sharesOn: sharesAt,
  });
  const profile = generateProfile(rng('profile'), {
    company,
    stock,
    kind,
    marketCap: (stock.shares_outstanding * monthClose) / 100,
    shariah: prevailingStatus(shariah),
  });
  return { symbol_code: code, profile, board, shareholders, shariah, dividends, earnings, capital_changes };
}
