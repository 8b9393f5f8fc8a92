import type { QueryClient } from '@tanstack/react-query';
import { marketStatusQueryOptions } from '../../../features/markets/api/get-market-status.ts';
import { marketsQueryOptions } from '../../../features/markets/api/get-markets.ts';
import { findMainMarket } from '../../../features/markets/main-market.ts';
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

/** The portfolio page: the market's status and, signed in, the active portfolio's figures. */
export const myStocksLoader = routeData(async (client) => {
  const status = mainMarketStatus(client);
  if (!getSession().user) return status;
  const portfolio = activePortfolioOf(await client.ensureQueryData(portfoliosQueryOptions()), chosenActivePortfolio());
  return Promise.allSettled([
    status,
    ...(portfolio
      ? [
          client.prefetchQuery(overviewQueryOptions(portfolio.guid)),
          client.prefetchQuery(performanceQueryOptions(portfolio.guid)),
          client.prefetchQuery(chartQueryOptions(portfolio.guid)),
        ]
      : []),
  ]);
});
