import type { FastifyBaseLogger } from 'fastify';
import type { AnnouncementNotice } from '@sahm/contracts/live';
import type { LiveBus } from '../../platform/live-bus.ts';
import type { NewsWritten } from './writes.ts';

/**
 * A scheduled announcement is told when its time comes if that is within a day; later ones (and
 * those whose process restarts first) reach pages on their next refetch. Timers keep no process alive.
 */
const SCHEDULE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** Tells every process's subscribers of an announcement once it is published: now, or when its time comes. */
export function announcementNotices(bus: LiveBus<AnnouncementNotice>, log: FastifyBaseLogger) {
  const timers = new Set<NodeJS.Timeout>();
  const tell = (notice: AnnouncementNotice) =>
    bus.publish(notice).catch((err: unknown) => log.warn({ err }, 'announcement notice not published'));

  return {
    written(change: NewsWritten): void {
      if (change.kind !== 'announcement' || !change.created) return;
      const { publishedAt, stockIds, marketId } = change.created;
      const notice = { guid: change.guid, published_at: publishedAt.toISOString(), stock_guids: stockIds, market_guid: marketId };
      const wait = publishedAt.getTime() - Date.now();
      if (wait <= 0) return void tell(notice);
      if (wait > SCHEDULE_WITHIN_MS) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void tell(notice);
      }, wait).unref();
      timers.add(timer);
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
