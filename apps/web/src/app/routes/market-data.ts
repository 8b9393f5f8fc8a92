import { marketStatusQueryOptions } from '../../features/markets/api/get-market-status.ts';
import { marketsQueryOptions } from '../../features/markets/api/get-markets.ts';
import { sectorsQueryOptions } from '../../features/markets/api/get-sectors.ts';
import { stocksQueryOptions } from '../../features/stocks/api/get-stocks.ts';
import { allStocksParams, readStockListParams } from '../../features/stocks/hooks/use-stock-list-params.ts';
import { isGuid, routeData } from '../route-data.ts';

/**
 * A market's list: the markets' tabs, the market's summary, the page of stocks its address names and
 * the sector filter's sectors (the favourites tab is a signed-in list the page asks for itself).
 */
export const marketLoader = routeData(async (client, { marketGuid }, { url }) => {
  const list = readStockListParams(url.searchParams);
  await Promise.allSettled([
    client.prefetchQuery(marketsQueryOptions()),
    ...(isGuid(marketGuid)
      ? [
          client.prefetchQuery(marketStatusQueryOptions(marketGuid)),
          client.prefetchQuery(sectorsQueryOptions(marketGuid)),
          ...(list.tab === 'all' ? [client.prefetchQuery(stocksQueryOptions(allStocksParams(marketGuid, list)))] : []),
        ]
      : []),
  ]);
});
