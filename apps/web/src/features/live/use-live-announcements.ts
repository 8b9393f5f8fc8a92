import { announcementsSubscription } from './documents.ts';
import { useLiveSubscription, type LiveState } from './use-live-subscription.ts';

/** The fields read of a notice (the contract's AnnouncementNotice has more). */
type Notice = { guid: string };
type AnnouncementsData = { announcements: { announcements: Notice[]; error: boolean } };

/** Newly published announcements: of the stock when given, else all of them. */
export function useLiveAnnouncements({ stockGuid, onNotice }: { stockGuid?: string; onNotice: (notices: Notice[]) => void }): LiveState {
  return useLiveSubscription<AnnouncementsData>(
    announcementsSubscription,
    { stock_guid: stockGuid ?? null },
    // Announcements are rare and come at any hour, so unlike prices they are listened for whether the market is open or not.
    { enabled: true, select: (data) => data.announcements, onData: (data) => onNotice(data.announcements.announcements) },
  );
}
