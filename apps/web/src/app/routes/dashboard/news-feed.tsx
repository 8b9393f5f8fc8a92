import { useQueryClient } from '@tanstack/react-query';
import { useLiveAnnouncements } from '../../../features/live/use-live-announcements.ts';
import { newsKeys } from '../../../features/news/api/query-keys.ts';

/** A newly published announcement (of the stock when given) refreshes the open news lists and calendars; renders nothing. */
export function NewsFeed({ stockGuid }: { stockGuid?: string }) {
  const queryClient = useQueryClient();
  useLiveAnnouncements({ stockGuid, onNotice: () => void queryClient.invalidateQueries({ queryKey: newsKeys.all }) });
  return null;
}
