import type { Locale, Page } from '@sahm/contracts/common';
import type {
  Market,
  MarketLivePoints,
  MarketPoint,
  MarketPoints,
  MarketPointsQuery,
  MarketStatus,
  MarketStatusPatch,
} from '@sahm/contracts/markets';
import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { bumpDataVersion, readDataVersion } from '../../platform/data-version.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { periodStart } from '../../domain/periods.ts';
import type { MarketCalendar } from './calendar.ts';
import { liveMarketPoint, sessionPoint, tickPoint, toMarket } from './mappers.ts';
import { messages } from './messages.ts';
import { indexHistory, indexTicks, lastIndexDate, marketRows, saveDayOverride } from './queries.ts';

export type MarketServiceDeps = { database: Database; calendar: MarketCalendar; checkEveryMs?: number };

/**
 * The markets (two rows read on every page) and their index charts, served from snapshots kept in
 * step with the market data version; the session calendar and its overrides.
 */
export function createMarketService({ database, calendar, checkEveryMs = 1000 }: MarketServiceDeps) {
  const version = () => readDataVersion(database, 'market_data');
  const snapshots = createVersionedCache<Market[]>({ max: 2, checkEveryMs, version, whenStale: 'serve-stale' });
  // Per market and period, and the day chart per minute: a few dozen entries.
  const histories = createVersionedCache<MarketPoint[]>({ max: 50, version });

  const list = (locale: Locale): Promise<Market[]> =>
    snapshots.get(locale, async () => (await marketRows(database.db)).map((r) => toMarket(locale, r)));
  const get = async (locale: Locale, guid: string): Promise<Market | undefined> => (await list(locale)).find((m) => m.guid === guid);
  const known = async (locale: Locale, guid: string): Promise<Market> => {
    const market = await get(locale, guid);
    if (!market) throw messages.error(404, 'marketNotFound');
    return market;
  };

  async function history(guid: string, period: Exclude<MarketPointsQuery['period'], 'day'>): Promise<MarketPoint[]> {
    const last = await lastIndexDate(database.db, guid);
    return last ? (await indexHistory(database.db, guid, periodStart(period, last))).map(sessionPoint) : [];
  }

  return {
    list,
    get,
    page: async (locale: Locale): Promise<Page<Market>> => {
      const items = await list(locale);
      return { items, total: items.length, page: 1, size: items.length };
    },
    /** One market, or 404. */
    one: (locale: Locale, guid: string): Promise<Market> => known(locale, guid),

    /** The index chart: the latest session's ticks (day), or one point per session with the session in progress last. */
    async points(locale: Locale, guid: string, { period }: MarketPointsQuery): Promise<MarketPoints> {
      const market = await known(locale, guid);
      const live = market.today_live_points;
      if (period === 'day') {
        const minute = Math.floor(Date.now() / 60_000);
        const items = await histories.get(`${guid}|day|${minute}`, async () => (await indexTicks(database.db, guid)).map(tickPoint));
        return { period, items, today_live_points: live };
      }
      const closed = await histories.get(`${guid}|${period}`, () => history(guid, period));
      const fresh = live && live.trade_date > (closed.at(-1)?.trade_date ?? '');
      return { period, items: fresh ? [...closed, liveMarketPoint(live)] : closed, today_live_points: live };
    },

    /** Open or closed now, holiday, session hours. */
    async status(locale: Locale, guid: string): Promise<MarketStatus> {
      await known(locale, guid);
      return calendar.status(locale, guid);
    },

    /** An administrator's override of one day (default today): closed, or open with its hours. */
    async overrideDay(locale: Locale, guid: string, patch: MarketStatusPatch): Promise<MarketStatus> {
      await known(locale, guid);
      await saveDayOverride(database.db, {
        marketId: guid,
        date: patch.date ?? riyadhClock(new Date()).date,
        isOpen: patch.is_market_open,
        sessionStart: patch.market_start_time,
        sessionEnd: patch.market_end_time,
      });
      await bumpDataVersion(database, 'calendar');
      calendar.invalidate();
      return calendar.status(locale, guid);
    },

    /** Moves the snapshot's index figures to the feed's latest, in both languages. */
    applyLive: (live: readonly { guid: string; live: MarketLivePoints }[]) => {
      for (const locale of ['ar', 'en'] as const) {
        list(locale).then(
          (markets) => {
            for (const m of markets) {
              const next = live.find((l) => l.guid === m.guid);
              if (next) m.today_live_points = next.live;
            }
          },
          // No snapshot to move (the database is away): the next load reads the figures the feed stored.
          () => {},
        );
      }
    },
    invalidate: () => snapshots.invalidate(),
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
