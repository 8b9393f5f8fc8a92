import type { Locale, Page } from '@sahm/contracts/common';
import type { AccessClaims } from '@sahm/contracts/identity';
import type { StockTick } from '@sahm/contracts/live';
import type {
  FavoriteStock,
  Movement,
  MovementList,
  PricePoint,
  StockDetail,
  StockList,
  StockListItem,
  StockListQuery,
} from '@sahm/contracts/stocks';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { periodStart, type DailyPeriod } from '../../domain/periods.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { changeRatio, round2 } from '../../platform/numbers.ts';
import { latestPrepared, type PreparedJson } from '../../platform/prepared-json.ts';
import { filterStocks } from './list-filter.ts';
import { livePoint, toExtras, toPricePoint, type StockExtras } from './mappers.ts';
import { messages } from './messages.ts';
import {
  addFavoriteStock,
  currentHolderRows,
  dayPointRows,
  extrasRow,
  favoriteRows,
  historyRows,
  lastSessionDate,
  removeFavoriteStock,
} from './queries.ts';
import { loadUniverse, type UniverseEntry } from './universe.ts';

export type StockServiceDeps = { database: Database; checkEveryMs?: number };

const movementOrder: Record<Movement, StockListQuery['order_by']> = {
  HIGHEST: '-change_ratio',
  LOWEST: 'change_ratio',
  MOST_ACTIVE_VOLUME: '-trade_volume',
  MOST_ACTIVE_VALUE: '-trade_value',
};

type Snapshot = { entries: UniverseEntry[]; byGuid: Map<string, UniverseEntry> };
/** A chart's closed sessions as JSON text, with its latest full body (history plus the session in progress) prepared. */
type History = { last: string; json: string; body: ReturnType<typeof latestPrepared> };
type FavoriteQuery = { page: number; size: number; market_guid?: string | undefined };

const historyOf = (points: PricePoint[]): History => ({
  last: points.at(-1)?.trade_date ?? '',
  json: points.map((p) => JSON.stringify(p)).join(','),
  body: latestPrepared(),
});

/**
 * The stock list is a few hundred rows read hundreds of times a second: it is served from a
 * per-process snapshot, reloaded when the market data version moves (checked at most once a
 * second), instead of a query per request, which the embedded database could not sustain. Live
 * ticks from the feed are applied to the snapshot in place as they arrive.
 *
 * Market data, and the version it is cached under, come from one handle of `database.read` (a
 * read replica when configured, taken once so that the version and the data come from the same
 * server); favourites, which the caller has just written, from the primary.
 */
export function createStockService({ database, checkEveryMs = 1000 }: StockServiceDeps) {
  const reader = database.read;
  const marketData = () => readDataVersionFrom(reader, 'market_data');
  const snapshots = createVersionedCache<Snapshot>({ max: 1, checkEveryMs, version: marketData, whenStale: 'serve-stale' });
  const loadSnapshot = async (): Promise<Snapshot> => {
    const entries = await loadUniverse(reader);
    return { entries, byGuid: new Map(entries.map((e) => [e.items.en.guid, e])) };
  };
  const universe = () => snapshots.get('all', loadSnapshot);
  // Serialized pages of the current snapshot and tick: the same page is asked for over and over
  // (every visitor's first page of a market), and serializing it is most of a request's cost.
  // Searches are open-ended: the least recently asked pages go first.
  const bodies = createCache<Buffer>({ max: 500 });
  let bodiesOf: Snapshot | undefined;
  // Moves with every batch of live ticks, so readers that derive tables from the snapshot know to rebuild.
  let ticksApplied = 0;
  // Histories change when a session closes; extras (year's base, share data) even less often.
  const histories = createVersionedCache<History>({ max: 400, version: marketData });
  // The detail's share data and major holders also move with company data (an administrator's edits).
  const marketAndCompanyData = async () => `${await marketData()}:${await readDataVersionFrom(reader, 'company_data')}`;
  const extras = createVersionedCache<StockExtras | undefined>({ max: 1000, version: marketAndCompanyData });

  const list = async (locale: Locale, q: StockListQuery): Promise<Page<StockListItem>> =>
    filterStocks((await universe()).entries, locale, q);
  /** The same page as UTF-8 JSON, cached while the snapshot lasts (encoded once, not per request). */
  const listJson = async (locale: Locale, q: StockListQuery): Promise<Buffer> => {
    const snapshot = await universe();
    if (bodiesOf !== snapshot) {
      bodies.clear();
      bodiesOf = snapshot;
    }
    const key = [locale, q.page, q.size, q.search ?? '', q.sector ?? '', q.market_guid ?? '', q.order_by ?? ''].join('|');
    return bodies.getOrSet(key, () => Buffer.from(JSON.stringify(filterStocks(snapshot.entries, locale, q))));
  };
  const get = async (locale: Locale, guid: string): Promise<StockListItem | undefined> =>
    (await universe()).byGuid.get(guid)?.items[locale];
  const known = async (locale: Locale, guid: string): Promise<StockListItem> => {
    const stock = await get(locale, guid);
    if (!stock) throw messages.error(404, 'stockNotFound');
    return stock;
  };
  const favoriteIds = async (user: AccessClaims | null): Promise<Set<string>> =>
    new Set(user ? (await favoriteRows(database.db, user.sub)).map((f) => f.stockId) : []);
  /** Top movers of a market: gainers, losers, most traded by volume or value, among stocks that traded. */
  const movement = async (locale: Locale, movement: Movement, marketGuid: string | undefined, size: number): Promise<StockListItem[]> => {
    const traded = (await universe()).entries.filter((e) => (e.items.en.today_live_points?.trade_volume ?? 0) > 0);
    return filterStocks(traded, locale, { page: 1, size, market_guid: marketGuid, order_by: movementOrder[movement] }).items;
  };

  return {
    list,
    listJson,
    get,
    /**
     * Every listed stock with its live figures, and a stamp that changes whenever those figures do
     * (a reload or a batch of ticks): the screener rebuilds its table when the stamp moves.
     */
    entries: async (): Promise<{ entries: readonly UniverseEntry[]; stamp: readonly [object, number] }> => {
      const snapshot = await universe();
      return { entries: snapshot.entries, stamp: [snapshot, ticksApplied] };
    },
    marketOf: async (guid: string): Promise<string | undefined> => (await universe()).byGuid.get(guid)?.marketId,
    movement,

    /** A page of the list: anonymous pages come pre-serialized (JSON text); a signed-in caller's marks the favourites. */
    async page(locale: Locale, q: StockListQuery, user: AccessClaims | null): Promise<Buffer | StockList> {
      if (!user) return listJson(locale, q);
      const [page, favorites] = await Promise.all([list(locale, q), favoriteIds(user)]);
      return { ...page, items: page.items.map((s) => (favorites.has(s.guid) ? { ...s, is_favorite: true } : s)) };
    },

    movementList: async (
      locale: Locale,
      q: { movement: Movement; market_guid?: string | undefined; size: number },
    ): Promise<MovementList> => ({
      movement: q.movement,
      items: await movement(locale, q.movement, q.market_guid, q.size),
    }),

    /** The caller's favourite stocks, newest first, in one market or all. */
    async favorites(locale: Locale, { page, size, market_guid }: FavoriteQuery, user: AccessClaims): Promise<Page<FavoriteStock>> {
      const all: FavoriteStock[] = [];
      for (const f of await favoriteRows(database.db, user.sub)) {
        const stock = await get(locale, f.stockId);
        if (stock && (!market_guid || stock.market.guid === market_guid)) {
          all.push({ guid: stock.guid, created_at: f.createdAt.toISOString(), stock: { ...stock, is_favorite: true } });
        }
      }
      return { items: all.slice((page - 1) * size, page * size), total: all.length, page, size };
    },

    async follow(locale: Locale, user: AccessClaims, guid: string): Promise<MessageResponse> {
      await known('en', guid);
      await addFavoriteStock(database.db, user.sub, guid);
      return { message: messages.t(locale, 'favoriteStockAdded') };
    },

    async unfollow(locale: Locale, user: AccessClaims, guid: string): Promise<MessageResponse> {
      await known('en', guid);
      await removeFavoriteStock(database.db, user.sub, guid);
      return { message: messages.t(locale, 'favoriteStockRemoved') };
    },

    /** One stock with its year-to-date change and share data. */
    async detail(locale: Locale, guid: string, user: AccessClaims | null): Promise<StockDetail> {
      const stock = await known(locale, guid);
      const live = stock.today_live_points;
      const year = (live?.trade_date ?? riyadhClock(new Date()).date).slice(0, 4);
      const [more, favorites] = await Promise.all([
        extras.get(`${stock.guid}|${year}`, async () => {
          const [row, holders] = await Promise.all([extrasRow(reader, stock.guid, year), currentHolderRows(reader, stock.guid)]);
          return row && toExtras(row, holders);
        }),
        favoriteIds(user),
      ]);
      if (!more) throw messages.error(404, 'stockNotFound');
      const price = live?.price ?? stock.today_points?.close ?? null;
      const base = more.ytdBase;
      return {
        ...stock,
        is_favorite: favorites.has(stock.guid),
        ytd_change_value: price !== null && base !== null ? round2(price - base) : null,
        ytd_change_ratio: price !== null && base !== null ? changeRatio(price, base) : null,
        // The change is measured from the previous session's close, so that close is the price less the change.
        previous_close: live
          ? round2(live.price - live.change_value)
          : stock.today_points
            ? round2(stock.today_points.close - stock.today_points.change_value)
            : null,
        profile: more.profile,
        stock_shareholder: more.holders[locale],
      };
    },

    /**
     * A price chart as prepared JSON: the latest session's ticks (`day`, cached within the minute,
     * as a new point lands each minute) or one point per session, the history cached as JSON text
     * and the session in progress added once per live tick.
     */
    async points(guid: string, period: DailyPeriod | 'day'): Promise<PreparedJson> {
      const stock = await known('en', guid);
      if (period === 'day') {
        const minute = Math.floor(Date.now() / 60_000);
        const day = await histories.get(`${stock.guid}|day|${minute}`, async () =>
          historyOf((await dayPointRows(reader, stock.guid)).map(toPricePoint)),
        );
        return day.body('', () => `{"period":"day","items":[${day.json}]}`);
      }
      const history = await histories.get(`${stock.guid}|${period}`, async () => {
        const last = await lastSessionDate(reader, stock.guid);
        return historyOf(last ? (await historyRows(reader, stock.guid, periodStart(period, last))).map(toPricePoint) : []);
      });
      const live = stock.today_live_points;
      const tp = stock.today_points;
      const extra =
        live && live.trade_date > history.last
          ? JSON.stringify(livePoint(live, tp?.basic_earnings_per_share_ttm ?? null, tp?.book_value_per_share_ttm ?? null))
          : '';
      return history.body(extra, () => `{"period":"${period}","items":[${[history.json, extra].filter(Boolean).join(',')}]}`);
    },

    /** Moves the snapshot's live figures to the feed's latest ticks and drops the cached pages. */
    applyTicks: async (ticks: readonly StockTick[]): Promise<void> => {
      const snapshot = await universe();
      for (const { guid, ...live } of ticks) {
        const entry = snapshot.byGuid.get(guid);
        if (!entry) continue;
        entry.items.ar = { ...entry.items.ar, today_live_points: live };
        entry.items.en = { ...entry.items.en, today_live_points: live };
      }
      bodies.clear();
      ticksApplied += 1;
    },
    /** After a write to quotes, stocks, logos or company data in this process. */
    invalidate: () => {
      snapshots.invalidate();
      extras.invalidate();
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
