import type { Permission } from '@sahm/contracts/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { financialStatementsQueryOptions } from '../../../features/financials/api/get-financial-statements.ts';
import { latestFinancialsQueryOptions } from '../../../features/financials/api/get-latest-financials.ts';
import { statisticsQueryOptions } from '../../../features/financials/api/get-statistics.ts';
import { tooltipsQueryOptions } from '../../../features/financials/api/get-tooltips.ts';
import { getSession } from '../../../shared/auth/session.ts';
import { isGuid, routeData } from '../../route-data.ts';

/**
 * A gated tab's first view, for a member whose plan opens it (visitors and other plans see the
 * tab's lock, which needs nothing). Drawn with its data, the tab's figures come in the page's first
 * render; fetched after it, they arrived as a query's store update, which is never sliced: the
 * statistics tables were one task of about 70 ms (280 ms on Lighthouse's slowed phone), and the
 * statements' demo note pushed the latest results down the screen.
 */
const tabData = (permission: Permission, load: (client: QueryClient, stockGuid: string) => Promise<unknown>) =>
  routeData(async (client, { stockGuid }) => {
    if (isGuid(stockGuid) && getSession().user?.roles.includes(permission)) await load(client, stockGuid);
  });

/** The financial statements tab: the latest year's results and the yearly statements. */
export const stockFinancialsLoader = tabData('CAN_VIEW_FINANCIAL_STATEMENTS', (client, stockGuid) =>
  Promise.all([
    client.prefetchQuery(latestFinancialsQueryOptions(stockGuid, true)),
    client.prefetchQuery(financialStatementsQueryOptions(stockGuid, 'ANNUALS')),
  ]),
);

/** The statistics tab: the yearly indicators and their help texts. */
export const stockStatisticsLoader = tabData('CAN_VIEW_COMPANY_INDICES', (client, stockGuid) =>
  Promise.all([client.prefetchQuery(statisticsQueryOptions(stockGuid, 'ANNUALS')), client.prefetchQuery(tooltipsQueryOptions())]),
);
