import { eventListSchema, type EventList } from '@sahm/contracts/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { newsKeys, type EventRange } from './query-keys.ts';

export function getEvents(range: EventRange, signal?: AbortSignal): Promise<EventList> {
  return apiGet('/events/', { params: range, signal, schema: eventListSchema });
}

export const eventsQueryOptions = (range: EventRange) =>
  queryOptions({
    queryKey: newsKeys.events(range),
    queryFn: ({ signal }) => getEvents(range, signal),
    staleTime: 5 * 60_000,
    // Moving a week or a month keeps the marked days until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useEvents(range: EventRange) {
  return useQuery(eventsQueryOptions(range));
}
