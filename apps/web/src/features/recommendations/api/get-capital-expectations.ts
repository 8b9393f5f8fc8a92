import { capitalExpectationPageSchema, type CapitalExpectationPage } from '@sahm/contracts/recommendations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import type { RecommendationParams } from '../filters.ts';
import { recommendationKeys } from './query-keys.ts';

export function getCapitalExpectations(params: RecommendationParams, signal?: AbortSignal): Promise<CapitalExpectationPage> {
  return apiGet('/stock-capital-expectations/', { params, signal, schema: capitalExpectationPageSchema });
}

export const capitalExpectationsQueryOptions = (params: RecommendationParams) =>
  queryOptions({
    queryKey: recommendationKeys.list(params),
    queryFn: ({ signal }) => getCapitalExpectations(params, signal),
    staleTime: 60_000,
    // Paging or filtering keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCapitalExpectations(params: RecommendationParams, { enabled = true } = {}) {
  return useQuery({ ...capitalExpectationsQueryOptions(params), enabled });
}
