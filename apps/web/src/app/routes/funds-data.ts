import { fundListParams, fundsQueryOptions } from '../../features/funds/api/get-funds.ts';
import { marketsQueryOptions } from '../../features/markets/api/get-markets.ts';
import { getSession } from '../../shared/auth/session.ts';
import { readListParams } from '../../shared/hooks/use-list-params.ts';
import { routeData } from '../route-data.ts';

/** The funds tab: the markets' tabs and the page of funds its address names. */
export const fundsLoader = routeData(async (client, _params, { url }) => {
  await Promise.allSettled([
    client.prefetchQuery(marketsQueryOptions()),
    client.prefetchQuery(fundsQueryOptions(fundListParams(readListParams(url.searchParams), Boolean(getSession().user)))),
  ]);
});
