import { announcementsQueryOptions } from '../../../features/news/api/get-announcements.ts';
import { NEWS_PAGE_SIZE } from '../../../features/news/filters.ts';
import { isGuid, routeData } from '../../route-data.ts';

/**
 * The stock's announcements tab: the first page of its announcements, drawn in the page's first
 * render. Fetched after it, the list arrived as a query's store update, which is never sliced: one
 * task of about 30 ms (100 to 140 ms on Lighthouse's slowed phone).
 */
export const stockNewsLoader = routeData(async (client, { stockGuid }) => {
  if (isGuid(stockGuid)) await client.prefetchQuery(announcementsQueryOptions({ page: 1, size: NEWS_PAGE_SIZE, stock_guid: stockGuid }));
});
