import { latestFinancialsQueryOptions } from '../../../features/financials/api/get-latest-financials.ts';
import { financialStatementsQueryOptions } from '../../../features/financials/api/get-financial-statements.ts';
import { getSession } from '../../../shared/auth/session.ts';
import { isGuid, routeData } from '../../route-data.ts';

/**
 * The financial statements tab, for a member whose plan opens it: the latest year's results and
 * the yearly statements, the tab's first view. Drawn with them, the tab's figures and the demo's
 * note above them arrive together; fetched after its first paint, the note pushed the latest
 * results down the screen (a layout shift of 0.16 on a phone). Visitors and other plans see the
 * tab's lock, which needs nothing.
 */
export const stockFinancialsLoader = routeData(async (client, { stockGuid }) => {
  if (!isGuid(stockGuid) || !getSession().user?.roles.includes('CAN_VIEW_FINANCIAL_STATEMENTS')) return;
  await Promise.all([
    client.prefetchQuery(latestFinancialsQueryOptions(stockGuid, true)),
    client.prefetchQuery(financialStatementsQueryOptions(stockGuid, 'ANNUALS')),
  ]);
});
