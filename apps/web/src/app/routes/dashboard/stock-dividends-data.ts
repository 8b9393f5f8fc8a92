import { dividendChartQueryOptions } from '../../../features/company/api/get-dividend-chart.ts';
import { defaultYearsBack, dividendInfoQueryOptions } from '../../../features/company/api/get-dividend-info.ts';
import { dividendsQueryOptions } from '../../../features/company/api/get-dividends.ts';
import { defaultYearCount, keyValuesQueryOptions } from '../../../features/company/api/get-key-values.ts';
import { firstCompanyPage } from '../../../features/company/hooks/use-paging.ts';
import { tabData } from './gated-tab-data.ts';

/**
 * The dividends tab: the chart by year, the averages, the table by year and the first page of the
 * distributions. Left to the tab, its four answers each redrew it as they came: blocking time of
 * 480 to 1,320 ms for Arabic members in Lighthouse, where visitors, who see the lock, had 25.
 */
export const stockDividendsLoader = tabData('CAN_VIEW_COMPANY_DIVIDENDS', (client, stockGuid) =>
  Promise.all([
    client.prefetchQuery(dividendChartQueryOptions(stockGuid, false)),
    client.prefetchQuery(dividendInfoQueryOptions(stockGuid, defaultYearsBack)),
    client.prefetchQuery(keyValuesQueryOptions(stockGuid, defaultYearCount)),
    client.prefetchQuery(dividendsQueryOptions(stockGuid, {}, firstCompanyPage)),
  ]),
);
