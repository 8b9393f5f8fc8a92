import { sharesOn } from '../companies/capital-changes.ts';
import { companyKind, isOperatingEntity } from '../companies/company-kind.ts';
import { forkRng } from '../random.ts';
import { assemblyAnnouncements } from './assemblies.ts';
import { boardAnnouncements } from './board.ts';
import { capitalAnnouncements } from './capital.ts';
import { dividendAnnouncements } from './dividends.ts';
import { listingAnnouncements } from './listing.ts';
import { resultsAnnouncements } from './results.ts';
import { speakerOf } from './speaker.ts';
import type { CompanyNewsInput, GeneratedAnnouncement } from './types.ts';

/** The news reaches back about ten years: from this day, or the listing if later. */
export const NEWS_START = '2016-01-01';

/**
 * Every announcement of one company over the window, from its own records. Each source draws
 * from its own stream (`stock:<code>:news:<source>`), so a change to one kind of announcement
 * leaves the others' dates and times as they were.
 */
export function generateCompanyNews(input: CompanyNewsInput): GeneratedAnnouncement[] {
  const { seed, stock, data, financials, endDate, holidays } = input;
  const code = stock.symbol_code;
  const rng = (source: string) => forkRng(seed, `stock:${code}:news:${source}`);
  const kind = companyKind(code, stock.industry_group);
  const fund = kind === 'reit' || kind === 'etf';
  const speaker = speakerOf(input.company, fund);
  const from = stock.listing_date > NEWS_START ? stock.listing_date : NEWS_START;
  const fyEndMonth = data.profile.fy_end_month;
  const common = { code, speaker, from, endDate };
  const out: GeneratedAnnouncement[] = [];
  if (financials) {
    out.push(...resultsAnnouncements({ ...common, rng: rng('results'), financials, dividends: data.dividends, fyEndMonth, holidays }));
    if (!fund)
      out.push(
        ...assemblyAnnouncements({
          ...common,
          rng: rng('assembly'),
          years: financials.rows.filter((r) => r.period === 'ANNUAL' && r.statement === 'income_statement'),
          dividends: data.dividends,
          fyEndMonth,
          holidays,
        }),
      );
  }
  out.push(
    ...dividendAnnouncements({
      ...common,
      rng: rng('dividends'),
      dividends: data.dividends,
      capitalChanges: data.capital_changes,
      sharesToday: stock.shares_outstanding,
      nominalValue: stock.nominal_value,
    }),
  );
  if (isOperatingEntity(kind) && !fund) {
    out.push(...boardAnnouncements({ ...common, rng: rng('board'), board: data.board, holidays }));
    out.push(
      ...capitalAnnouncements({
        ...common,
        rng: rng('capital'),
        market: stock.market,
        changes: data.capital_changes,
        nominalValue: stock.nominal_value,
      }),
    );
  }
  if (stock.listing_date >= NEWS_START)
    out.push(
      ...listingAnnouncements({
        ...common,
        from: NEWS_START,
        rng: rng('listing'),
        market: stock.market,
        listingDate: stock.listing_date,
        shares: sharesOn(data.capital_changes, stock.shares_outstanding, stock.listing_date),
        offerPrice: input.offerPrice,
        holidays,
      }),
    );
  // A company's own disclosures belong to the market its shares trade on.
  for (const a of out) a.market ??= stock.market;
  return out;
}
