import { tooltipListSchema } from '@sahm/contracts/financials';
import type { HelpText } from '@sahm/contracts/indicators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { financialKeys } from './query-keys.ts';

export function getTooltips(signal?: AbortSignal): Promise<Map<string, HelpText>> {
  return apiGet('/tooltip', { signal, schema: tooltipListSchema, silent: true }).then(
    (list) => new Map(list.items.map((item) => [item.key, item])),
  );
}

/** The help texts change only with a release: fetched once per visit. */
export const tooltipsQueryOptions = () =>
  queryOptions({ queryKey: financialKeys.tooltips(), queryFn: ({ signal }) => getTooltips(signal), staleTime: Infinity });

export function useTooltips() {
  return useQuery(tooltipsQueryOptions());
}
