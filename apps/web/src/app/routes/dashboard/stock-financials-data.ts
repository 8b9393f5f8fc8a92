import { financialStatementsQueryOptions } from '../../../features/financials/api/get-financial-statements.ts';
import { latestFinancialsQueryOptions } from '../../../features/financials/api/get-latest-financials.ts';
import { statisticsQueryOptions } from '../../../features/financials/api/get-statistics.ts';
import { tooltipsQueryOptions } from '../../../features/financials/api/get-tooltips.ts';
import { tabData } from './gated-tab-data.ts';

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
