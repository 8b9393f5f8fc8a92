import { stockTransactionPageSchema, type StockTransactionPage } from '@sahm/contracts/portfolio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

/** The log tables show 25 rows a page (spec §9). */
export const LOG_PAGE_SIZE = 25;

export function getStockTransactions(guid: string, page: number, signal?: AbortSignal): Promise<StockTransactionPage> {
  return apiGet(portfolioPath(guid, 'stock-transactions/'), {
    params: { page, size: LOG_PAGE_SIZE },
    signal,
    schema: stockTransactionPageSchema,
  });
}

export function useStockTransactions(guid: string, page: number) {
  return useQuery({
    queryKey: portfolioKeys.stockTransactions(guid, page),
    queryFn: ({ signal }) => getStockTransactions(guid, page, signal),
    placeholderData: keepPreviousData,
  });
}
