import { cashTransactionPageSchema, type CashTransactionPage } from '@sahm/contracts/portfolio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { LOG_PAGE_SIZE } from './get-stock-transactions.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function getCashTransactions(guid: string, page: number, signal?: AbortSignal): Promise<CashTransactionPage> {
  return apiGet(portfolioPath(guid, 'liquidity/'), { params: { page, size: LOG_PAGE_SIZE }, signal, schema: cashTransactionPageSchema });
}

export function useCashTransactions(guid: string, page: number) {
  return useQuery({
    queryKey: portfolioKeys.cashTransactions(guid, page),
    queryFn: ({ signal }) => getCashTransactions(guid, page, signal),
    placeholderData: keepPreviousData,
  });
}
