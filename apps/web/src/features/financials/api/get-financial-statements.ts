import { financialStatementsSchema, type FinancialStatements, type PeriodFilter } from '@sahm/contracts/financials';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { financialKeys } from './query-keys.ts';

export function getFinancialStatements(guid: string, filter: PeriodFilter, signal?: AbortSignal): Promise<FinancialStatements> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/financial-statements`, {
    params: { period_filter: filter },
    signal,
    schema: financialStatementsSchema,
  });
}

export const financialStatementsQueryOptions = (guid: string, filter: PeriodFilter) =>
  queryOptions({
    queryKey: financialKeys.statements(guid, filter),
    queryFn: ({ signal }) => getFinancialStatements(guid, filter, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useFinancialStatements(guid: string, filter: PeriodFilter) {
  return useQuery(financialStatementsQueryOptions(guid, filter));
}
