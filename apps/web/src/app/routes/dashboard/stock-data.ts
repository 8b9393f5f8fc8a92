import { stockPeriods } from '@sahm/contracts/stocks';
import type { QueryClient } from '@tanstack/react-query';
import { marketStatusQueryOptions } from '../../../features/markets/api/get-market-status.ts';
import { stockQueryOptions } from '../../../features/stocks/api/get-stock.ts';
import { stockPointsQueryOptions } from '../../../features/stocks/api/get-stock-points.ts';
import { initialPeriod } from '../../../shared/chart/periods.ts';
import { isGuid, routeData } from '../../route-data.ts';

/** The stock and its market's status: what the page's header and every tab read. */
async function stockAndStatus(client: QueryClient, stockGuid: string) {
  const stock = await client.ensureQueryData(stockQueryOptions(stockGuid));
  return client.ensureQueryData(marketStatusQueryOptions(stock.market.guid));
}

/** Every tab of a stock's page: its header. */
export const stockLoader = routeData(async (client, { stockGuid }) => {
  if (isGuid(stockGuid)) await stockAndStatus(client, stockGuid);
});

/** The overview tab: the header, and the chart's first period. */
export const stockOverviewLoader = routeData(async (client, { stockGuid }) => {
  if (!isGuid(stockGuid)) return;
  const status = await stockAndStatus(client, stockGuid);
  await client.prefetchQuery(stockPointsQueryOptions(stockGuid, initialPeriod(status, stockPeriods)));
});
