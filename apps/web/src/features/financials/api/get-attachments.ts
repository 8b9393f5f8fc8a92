import { attachmentListSchema, type AttachmentList, type PeriodFilter } from '@sahm/contracts/financials';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { financialKeys } from './query-keys.ts';

export function getAttachments(guid: string, filter: PeriodFilter, signal?: AbortSignal): Promise<AttachmentList> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/financials/attachments`, {
    params: { period_filter: filter },
    signal,
    schema: attachmentListSchema,
    // The section says so itself, with a retry: a toast as well would say it twice.
    silent: true,
  });
}

export const attachmentsQueryOptions = (guid: string, filter: PeriodFilter) =>
  queryOptions({
    queryKey: financialKeys.attachments(guid, filter),
    queryFn: ({ signal }) => getAttachments(guid, filter, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useAttachments(guid: string, filter: PeriodFilter) {
  return useQuery(attachmentsQueryOptions(guid, filter));
}
