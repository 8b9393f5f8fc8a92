import { alertListSchema, type AlertList } from '@sahm/contracts/alerts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function getAlerts(signal?: AbortSignal): Promise<AlertList> {
  return apiGet('/alerts/', { signal, schema: alertListSchema });
}

/** The user's alerts with the plan's allowance. */
export function useAlerts(enabled = true) {
  return useQuery({ queryKey: alertKeys.list(), queryFn: ({ signal }) => getAlerts(signal), enabled });
}
