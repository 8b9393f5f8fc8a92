import { fundQueryOptions } from '../../../features/funds/api/get-fund.ts';
import { FIRST_FUND_PERIOD, fundPointsQueryOptions } from '../../../features/funds/api/get-fund-points.ts';
import { isGuid, routeData } from '../../route-data.ts';

/** Every tab of a fund's page: its header. */
export const fundLoader = routeData(async (client, { fundGuid }) => {
  if (isGuid(fundGuid)) await client.prefetchQuery(fundQueryOptions(fundGuid));
});

/** The overview tab: the header and the NAV chart's first frame. */
export const fundOverviewLoader = routeData(async (client, { fundGuid }) => {
  if (!isGuid(fundGuid)) return;
  await Promise.allSettled([
    client.prefetchQuery(fundQueryOptions(fundGuid)),
    client.prefetchQuery(fundPointsQueryOptions(fundGuid, FIRST_FUND_PERIOD)),
  ]);
});
