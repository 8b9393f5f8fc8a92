import { announcementPageSchema, announcementSchema, type Announcement, type AnnouncementPage } from '@sahm/contracts/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import type { AnnouncementParams } from '../filters.ts';
import { newsKeys } from './query-keys.ts';

export function getAnnouncements(params: AnnouncementParams, signal?: AbortSignal): Promise<AnnouncementPage> {
  return apiGet('/announcements/', { params, signal, schema: announcementPageSchema });
}

export const announcementsQueryOptions = (params: AnnouncementParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    staleTime: 60_000,
    // Paging or filtering keeps the current items on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(params: AnnouncementParams, { enabled = true } = {}) {
  return useQuery({ ...announcementsQueryOptions(params), enabled });
}

export function getAnnouncement(guid: string, signal?: AbortSignal): Promise<Announcement> {
  return apiGet(`/announcements/${encodeURIComponent(guid)}/`, { params: {}, signal, schema: announcementSchema });
}

export function useAnnouncement(guid: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: newsKeys.detail(guid),
    queryFn: ({ signal }) => getAnnouncement(guid, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
