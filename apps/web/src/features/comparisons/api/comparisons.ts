import {
  comparisonParametersSchema,
  comparisonSchema,
  favoriteComparisonsSchema,
  type ComparisonParameters,
  type ComparisonPeriodType,
  type FavoriteComparisonsUpdate,
} from '@sahm/contracts/comparisons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { apiGet, apiPost } from '../../../shared/api/api-client.ts';
import { comparisonKeys } from './query-keys.ts';

/** What a comparison asks for, once the user presses compare. */
export type ComparisonRequest = {
  stocks: readonly string[];
  sectors: readonly string[];
  fields: readonly string[];
  period_type: ComparisonPeriodType;
};

export function useComparisonParameters(stockGuids: readonly string[], enabled = true) {
  return useQuery({
    queryKey: comparisonKeys.parameters(stockGuids),
    queryFn: ({ signal }) =>
      apiGet('/stocks/comparisons/.config', {
        params: { stock_guids: stockGuids.length ? stockGuids.join(',') : undefined },
        signal,
        schema: comparisonParametersSchema,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useComparison(request: ComparisonRequest | null) {
  return useQuery({
    queryKey: comparisonKeys.data(request ?? { stocks: [], sectors: [], fields: [], period_type: 'yearly' }),
    queryFn: ({ signal }) =>
      apiGet('/stocks/comparisons', {
        params: {
          stocks: request!.stocks.join(','),
          sectors: request!.sectors.join(','),
          fields: request!.fields.join(','),
          period_type: request!.period_type,
        },
        signal,
        schema: comparisonSchema,
      }),
    enabled: request !== null,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Adds and removes favourite indicators; every kept parameters answer takes the new list. */
export function useUpdateFavoriteIndicators() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: Partial<FavoriteComparisonsUpdate>) =>
      apiPost('/users/favorite-comparisons', { add: update.add ?? [], remove: update.remove ?? [] }, { schema: favoriteComparisonsSchema }),
    onSuccess: ({ favorites, message }) => {
      client.setQueriesData<ComparisonParameters>({ queryKey: comparisonKeys.allParameters() }, (old) =>
        old ? { ...old, favorites } : old,
      );
      enqueueSnackbar(message, { variant: 'success' });
    },
  });
}
