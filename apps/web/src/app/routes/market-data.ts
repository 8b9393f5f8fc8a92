import { marketStatusQueryOptions } from '../../features/markets/api/get-market-status.ts';
import { marketsQueryOptions } from '../../features/markets/api/get-markets.ts';
import { routeData } from '../route-data.ts';

/** A market's list: the markets' tabs and the market's summary (its stocks load with the list's own paging). */
export const marketLoader = routeData(async (client, { marketGuid }) => {
  await Promise.allSettled([
    client.prefetchQuery(marketsQueryOptions()),
    ...(marketGuid ? [client.prefetchQuery(marketStatusQueryOptions(marketGuid))] : []),
  ]);
});
