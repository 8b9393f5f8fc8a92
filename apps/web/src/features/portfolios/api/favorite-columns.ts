import { favoriteColumnsSchema, favoriteColumnsUpdateSchema, type FavoriteColumns, type PortfolioColumn } from '@sahm/contracts/portfolio';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfoliosPath } from './query-keys.ts';

const path = `${portfoliosPath}favorites-indices/`;

export function getFavoriteColumns(signal?: AbortSignal): Promise<FavoriteColumns> {
  return apiGet(path, { signal, schema: favoriteColumnsSchema });
}

export const favoriteColumnsQueryOptions = () =>
  queryOptions({ queryKey: portfolioKeys.columns(), queryFn: ({ signal }) => getFavoriteColumns(signal), staleTime: Infinity });

export function useFavoriteColumns(enabled = true) {
  return useQuery({ ...favoriteColumnsQueryOptions(), enabled });
}

export function saveFavoriteColumns(tags: readonly PortfolioColumn[] | 'all'): Promise<FavoriteColumns> {
  return apiPost(path, favoriteColumnsUpdateSchema.parse({ tags }), { schema: favoriteColumnsSchema });
}

export function useSaveFavoriteColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavoriteColumns,
    onSuccess: (columns) => queryClient.setQueryData(portfolioKeys.columns(), columns),
  });
}
