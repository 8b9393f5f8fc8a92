import type { EventType } from '@sahm/contracts/news';
import { queryScopes } from '../../../shared/api/query-keys.ts';
import type { AnnouncementParams } from '../filters.ts';

export type EventRange = { date_from: string; date_to: string; stock_guid?: string; type?: readonly EventType[] };

/** Announcements and events: one scope, refreshed together when a new announcement is told live. */
export const newsKeys = {
  all: queryScopes.news,
  lists: () => [...queryScopes.news, 'list'] as const,
  list: (params: AnnouncementParams) => [...queryScopes.news, 'list', params] as const,
  detail: (guid: string) => [...queryScopes.news, 'detail', guid] as const,
  events: (range: EventRange) => [...queryScopes.news, 'events', range] as const,
};
