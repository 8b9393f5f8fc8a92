// The schema as one object for drizzle's typed client; tables live in their area's file.
import * as markets from './markets.ts';
import * as sectors from './sectors.ts';
import * as calendar from './calendar.ts';
import * as stocks from './stocks.ts';
import * as prices from './prices.ts';
import * as quotes from './quotes.ts';
import * as funds from './funds.ts';
import * as meta from './meta.ts';
import * as accounts from './accounts.ts';
import * as favorites from './favorites.ts';
import * as plans from './plans.ts';
import * as payments from './payments.ts';
import * as publicForms from './public.ts';
import * as portfolios from './portfolios.ts';
import * as companies from './companies.ts';
import * as financials from './financials.ts';
import * as news from './news.ts';
import * as recommendations from './recommendations.ts';
import * as comparisons from './comparisons.ts';
import * as portfolioShares from './portfolio-shares.ts';
import * as alerts from './alerts.ts';

export const schema = {
  ...markets,
  ...sectors,
  ...calendar,
  ...stocks,
  ...prices,
  ...quotes,
  ...funds,
  ...meta,
  ...accounts,
  ...favorites,
  ...plans,
  ...payments,
  ...publicForms,
  ...portfolios,
  ...companies,
  ...financials,
  ...news,
  ...recommendations,
  ...comparisons,
  ...portfolioShares,
  ...alerts,
};
export type Schema = typeof schema;
