import type { QueryClient } from '@tanstack/react-query';
import { marketStatusQueryOptions } from '../../../features/markets/api/get-market-status.ts';
import { marketsQueryOptions } from '../../../features/markets/api/get-markets.ts';
import { findMainMarket } from '../../../features/markets/main-market.ts';
import { currentSubscriptionQueryOptions } from '../../../features/plans/api/plans-api.ts';
import { favoriteColumnsQueryOptions } from '../../../features/portfolios/api/favorite-columns.ts';
import { chartQueryOptions } from '../../../features/portfolios/api/get-chart.ts';
import { overviewQueryOptions } from '../../../features/portfolios/api/get-overview.ts';
import { performanceQueryOptions } from '../../../features/portfolios/api/get-performance.ts';
import { portfoliosQueryOptions } from '../../../features/portfolios/api/get-portfolios.ts';
import { activePortfolioOf, chosenActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import { getSession } from '../../../shared/auth/session.ts';
import { routeData } from '../../route-data.ts';

/** The main market's status: when orders can be recorded. */
async function mainMarketStatus(client: QueryClient) {
  const market = findMainMarket((await client.ensureQueryData(marketsQueryOptions())).items);
  if (market) await client.prefetchQuery(marketStatusQueryOptions(market.guid));
}

/**
 * The portfolio page: the market's status and, signed in, the subscription (whether a trial ended),
 * the holdings' chosen columns and the active portfolio's figures, so the holdings are drawn once,
 * with their columns.
 */
export const myStocksLoader = routeData(async (client) => {
  const status = mainMarketStatus(client);
  const user = getSession().user;
  if (!user) return status;
  const subscription = client.prefetchQuery(currentSubscriptionQueryOptions(user.sub));
  const portfolio = activePortfolioOf(await client.ensureQueryData(portfoliosQueryOptions()), chosenActivePortfolio());
  return Promise.allSettled([
    status,
    subscription,
    ...(portfolio
      ? [
          client.prefetchQuery(favoriteColumnsQueryOptions()),
          client.prefetchQuery(overviewQueryOptions(portfolio.guid)),
          client.prefetchQuery(performanceQueryOptions(portfolio.guid)),
          client.prefetchQuery(chartQueryOptions(portfolio.guid)),
        ]
      : []),
  ]);
});
