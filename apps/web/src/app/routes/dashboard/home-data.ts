import { marketPeriods } from '@sahm/contracts/markets';
import { marketPointsQueryOptions } from '../../../features/markets/api/get-market-points.ts';
import { marketStatusQueryOptions } from '../../../features/markets/api/get-market-status.ts';
import { marketsQueryOptions } from '../../../features/markets/api/get-markets.ts';
import { sectorPointsQueryOptions } from '../../../features/markets/api/get-sector-points.ts';
import { findMainMarket } from '../../../features/markets/main-market.ts';
import { mostTradedParams, stocksQueryOptions } from '../../../features/stocks/api/get-stocks.ts';
import { stockMovementQueryOptions } from '../../../features/stocks/api/get-stock-movement.ts';
import { initialPeriod } from '../../../shared/chart/periods.ts';
import { routeData } from '../../route-data.ts';

/** The home page's data: the main market's status, most traded stocks, sectors, risers and chart. */
export const homeLoader = routeData(async (client) => {
  const markets = await client.ensureQueryData(marketsQueryOptions());
  const market = findMainMarket(markets.items);
  if (!market) return;
  const status = client.ensureQueryData(marketStatusQueryOptions(market.guid));
  await Promise.allSettled([
    status.then((answer) => client.prefetchQuery(marketPointsQueryOptions(market.guid, initialPeriod(answer, marketPeriods)))),
    client.prefetchQuery(stocksQueryOptions(mostTradedParams(market.guid))),
    client.prefetchQuery(sectorPointsQueryOptions(market.guid)),
    client.prefetchQuery(stockMovementQueryOptions('HIGHEST', market.guid)),
  ]);
});
