import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { addDays, riyadhClock, riyadhDateTime } from '../../../domain/calendar.ts';
import { bumpDataVersion } from '../../../platform/data-version.ts';
import { refreshCurrentIndicators } from '../../financials/index.ts';
import type { MarketCalendar } from '../../markets/index.ts';
import type { FeedEvent, LiveBus } from '../../../platform/live-bus.ts';
import { toMarketLive, toStockTick } from './events.ts';
import { writeCloses, writeIntraday, writeMarketQuote, writeStockQuotes, writeSyntheticDay, type IndexFigures } from './persist.ts';
import { indexLevel, moveIndex, openSession, sectorChanges, step, type IndexState, type Random, type StockState } from './simulate.ts';
import { intradaySince, sessionInHistory } from '../queries.ts';
import { loadFeedState } from './state.ts';
import { refreshTodayPoints } from './today-points.ts';

/** The one lock that makes a single feed run across every process. */
export const feedLock = 7_263_002;

export type FeedOptions = {
  database: Database;
  bus: LiveBus;
  calendar: MarketCalendar;
  log: FastifyBaseLogger;
  intervalMs: number;
  delayMinutes: number;
  random?: Random;
  /** How often a process without the lock tries to take it (default 5 s). */
  lockRetryMs?: number;
};

type Index = { index: IndexState; f: IndexFigures };

/**
 * The market feed: while a market is open it moves prices every interval, recomputes indices and
 * sectors, publishes the step on the live bus and keeps the database current (quotes each step,
 * a day-chart point a minute, the day's close when the session ends). Days missed while nothing
 * ran are filled in at start, so the history continues day after day.
 */
export function createFeed(opts: FeedOptions) {
  const { database: db, bus, calendar, log } = opts;
  const random = opts.random ?? Math.random;
  let stocks: StockState[] = [];
  let indices = new Map<string, Index>();
  let tradeDate: string | null = null;
  let sessionClosed = true;
  let lastIntraday = 0;
  let lastQuotes = 0;
  let lastVersionBump = 0;
  // Stocks moved since quotes were last written: the bus carries every step at once, the
  // database only needs to keep up within seconds (it is what a new process starts from).
  const dirty = new Set<string>();
  const pending: { due: number; run: () => Promise<void> }[] = [];

  const marketIds = () => [...indices.keys()];
  const members = (marketId: string) => stocks.filter((s) => s.marketId === marketId);

  async function closedInHistory(date: string): Promise<boolean> {
    return sessionInHistory(db.db, date);
  }

  function openAll(): void {
    stocks = stocks.map((s) => openSession(s, s.price));
    for (const [id, { index }] of indices) {
      indices.set(id, {
        index: { marketId: id, prevClose: index.level, open: null, high: index.level, low: index.level, level: index.level },
        f: { volume: 0, value: 0, trades: 0 },
      });
    }
  }

  function recomputeIndices(): void {
    for (const [id, entry] of indices) {
      const m = members(id);
      const f = m.reduce((t, s) => ({ volume: t.volume + s.volume, value: t.value + s.value, trades: t.trades + s.trades }), {
        volume: 0,
        value: 0,
        trades: 0,
      });
      indices.set(id, { index: moveIndex(entry.index, indexLevel(entry.index, m)), f });
    }
  }

  /** Writes a session's close, unless that day is not a trading day (the always-open demo on a weekend). */
  async function closeSession(date: string): Promise<void> {
    const first = marketIds()[0];
    const session = first ? await calendar.session(first, date) : undefined;
    const trading = session?.isTradingDay ?? false;
    const at = lastTradeAt(date, session);
    await writeStockQuotes(db, date, at, stocks);
    for (const e of indices.values()) await writeMarketQuote(db, date, at, e.index, e.f);
    dirty.clear();
    if (trading) {
      await writeCloses(db, date, stocks, [...indices.values()]);
      await refreshTodayPoints(db, date);
      await refreshCurrentIndicators(db, date);
    }
    await bumpDataVersion(db, 'market_data');
    sessionClosed = true;
    log.info({ date, written: trading }, 'market feed closed a session');
  }

  /**
   * When a closed session last traded: its closing time, not the moment this process noticed the
   * close (a feed started in the evening would otherwise stamp prices hours after the market shut).
   * The always-open demo trades until the day rolls, so there it is now.
   */
  function lastTradeAt(date: string, session: { end: string } | undefined): Date {
    const now = new Date();
    if (!session || calendar.mode === 'always-open') return now;
    const end = new Date(riyadhDateTime(date, session.end));
    return end < now ? end : now;
  }

  /** Simulates whole sessions for trading days that passed while no feed ran. */
  async function backfill(now: Date): Promise<void> {
    const first = marketIds()[0];
    if (!first || !tradeDate) return;
    const last = await calendar.lastClosedSession(first, now);
    let filled = 0;
    for (let d = addDays(tradeDate, 1); d <= last; d = addDays(d, 1)) {
      if (!(await calendar.session(first, d)).isTradingDay) continue;
      openAll();
      // A few hundred large steps make a plausible day; volume is scaled to a full session.
      for (let i = 0; i < 300; i++) step(stocks, d, random, { activity: 1, lotScale: 30 });
      recomputeIndices();
      await writeCloses(db, d, stocks, [...indices.values()]);
      tradeDate = d;
      filled += 1;
    }
    if (filled) {
      const at = lastTradeAt(tradeDate, await calendar.session(first, tradeDate));
      await writeStockQuotes(db, tradeDate, at, stocks);
      for (const e of indices.values()) await writeMarketQuote(db, tradeDate, at, e.index, e.f);
      await refreshTodayPoints(db, tradeDate);
      await refreshCurrentIndicators(db, tradeDate);
      await bumpDataVersion(db, 'market_data');
      log.info({ days: filled, through: tradeDate }, 'market feed filled in missed sessions');
    }
  }

  function event(date: string, at: string, moved: readonly StockState[]): FeedEvent {
    const sectors: FeedEvent['sectors'] = [];
    for (const marketId of [undefined, ...marketIds()]) {
      for (const [guid, change_ratio] of sectorChanges(stocks, marketId))
        sectors.push({ guid, market_guid: marketId ?? null, change_ratio });
    }
    return {
      at,
      trade_date: date,
      stocks: moved.map((s) => toStockTick(s, date, at)),
      markets: [...indices.values()].map(({ index, f }) => ({ guid: index.marketId, live: toMarketLive(index, f, date, at) })),
      sectors,
    };
  }

  /** One feed step at `now`: roll or close sessions as the clock says, move prices when open. */
  async function tick(now: Date): Promise<void> {
    const { date } = riyadhClock(now);
    const open = new Set<string>();
    for (const id of marketIds()) if (await calendar.isOpen(id, now)) open.add(id);

    if (tradeDate !== date && open.size) {
      if (tradeDate && !sessionClosed) await closeSession(tradeDate);
      openAll();
      tradeDate = date;
      sessionClosed = false;
    } else if (!open.size && tradeDate === date && !sessionClosed) {
      await closeSession(date);
      return;
    }
    if (!open.size || !tradeDate) return;

    const trading = stocks.filter((s) => open.has(s.marketId));
    const moved = step(trading, date, random);
    const byId = new Map(trading.map((s) => [s.id, s]));
    stocks = stocks.map((s) => byId.get(s.id) ?? s);
    recomputeIndices();

    const at = now.toISOString();
    const ev = event(date, at, moved);
    for (const s of moved) dirty.add(s.id);
    const due = (last: number, every: number) => now.getTime() - last >= every;
    const writeQuotes = due(lastQuotes, 10_000);
    const writeIntradayNow = due(lastIntraday, 60_000);
    // Processes that cannot hear the bus (no Redis) still converge on the quotes within a minute;
    // an embedded database has no other process to tell.
    const bump = db.kind !== 'pglite' && due(lastVersionBump, 60_000);
    if (writeQuotes) lastQuotes = now.getTime();
    if (writeIntradayNow) lastIntraday = now.getTime();
    if (bump) lastVersionBump = now.getTime();
    const toWrite = writeQuotes ? stocks.filter((s) => dirty.has(s.id)) : [];
    if (writeQuotes) dirty.clear();
    const snapshot = { stocks: [...stocks], indices: [...indices.values()] };
    pending.push({
      due: now.getTime() + opts.delayMinutes * 60_000,
      run: async () => {
        await bus.publish(ev);
        if (writeQuotes) {
          await writeStockQuotes(db, date, now, toWrite);
          for (const e of snapshot.indices) await writeMarketQuote(db, date, now, e.index, e.f);
        }
        if (writeIntradayNow) await writeIntraday(db, now, snapshot.stocks, snapshot.indices);
        if (bump) await bumpDataVersion(db, 'market_data');
      },
    });
    await flush(now);
  }

  /** Publishes (and stores) what has waited out the configured delay. */
  async function flush(now: Date): Promise<void> {
    while (pending.length && (pending[0] as { due: number }).due <= now.getTime()) {
      const next = pending.shift() as { run: () => Promise<void> };
      await next.run();
    }
  }

  async function load(now: Date): Promise<void> {
    const state = await loadFeedState(db.db);
    stocks = state.stocks;
    indices = new Map(
      state.indices.map((index) => [
        index.marketId,
        { index, f: state.indexFigures.get(index.marketId) ?? { volume: 0, value: 0, trades: 0 } },
      ]),
    );
    tradeDate = state.tradeDate;
    sessionClosed = tradeDate ? await closedInHistory(tradeDate) : true;
    await backfill(now);
    await drawLastSession();
  }

  /** Gives the last closed session a day chart when no feed watched it (a fresh data set, a filled-in day). */
  async function drawLastSession(): Promise<void> {
    if (!tradeDate || !sessionClosed) return;
    if (await intradaySince(db.db, tradeDate)) return;
    const bar = (open: number, high: number, low: number, close: number) => ({ open, high, low, close });
    await writeSyntheticDay(
      db,
      tradeDate,
      stocks
        .filter((s) => s.volume > 0)
        .map((s) => ({ id: s.id, bar: bar(s.open, s.high, s.low, s.price), volume: s.volume, value: s.value })),
      [...indices.values()].map(({ index, f }) => ({
        id: index.marketId,
        bar: bar(index.open ?? index.level, index.high, index.low, index.level),
        volume: f.volume,
        value: f.value,
      })),
      random,
    );
    log.info({ tradeDate }, "market feed drew the last session's day chart");
  }

  type Lock = NonNullable<Awaited<ReturnType<Database['tryLock']>>>;
  const retryMs = opts.lockRetryMs ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lock: Lock | undefined;
  let stopped = false;
  let stepping = false;
  let failures = 0;
  let running: Promise<void> = Promise.resolve();

  const tryAgainLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void lead();
    }, retryMs);
  };

  /**
   * One attempt to become the feed. It never throws: when the lock is held elsewhere or the
   * database is away it tries again in a few seconds, for as long as the process runs.
   */
  async function lead(): Promise<void> {
    if (stopped || lock) return;
    let held: Lock | undefined;
    try {
      held = await db.tryLock(feedLock);
    } catch (err) {
      log.debug({ err }, 'market feed could not reach its lock');
    }
    if (!held) return tryAgainLater();
    if (stopped) return held.release();
    lock = held;
    const mine = held;
    void mine.lost.then(() => stepDown(mine));
    try {
      await load(new Date());
    } catch (err) {
      log.warn({ err }, 'market feed could not load its state; trying again');
      if (lock === mine) {
        lock = undefined;
        await mine.release();
      }
      return tryAgainLater();
    }
    if (lock !== mine || stopped) return;
    log.info({ tradeDate, intervalMs: opts.intervalMs }, 'market feed running');
    timer = setInterval(stepNow, opts.intervalMs);
  }

  /** The lock's connection died, and the lock with it: stop stepping, so another process (or this one, later) can lead. */
  async function stepDown(held: Lock): Promise<void> {
    if (lock !== held) return;
    lock = undefined;
    if (timer) clearInterval(timer);
    timer = undefined;
    if (stopped) return;
    log.warn('market feed lost its lock; stepping down');
    await running;
    // Whoever leads next starts from the database; nothing of this process's run is published late.
    pending.length = 0;
    dirty.clear();
    await held.release();
    tryAgainLater();
  }

  function stepNow(): void {
    // Steps never overlap: a slow write delays the next step instead of racing it.
    if (stepping) return;
    stepping = true;
    running = tick(new Date())
      .then(
        () => {
          if (failures) log.info({ failures }, 'market feed steps again');
          failures = 0;
        },
        (err: unknown) => {
          // One line for the first failure and one a minute or so after, not one per step.
          if (failures++ % 30 === 0) log.error({ err, failures }, 'market feed step failed');
        },
      )
      .finally(() => (stepping = false));
  }

  return {
    load,
    tick,
    /** Tries to become the one feed; retries every few seconds while another process holds it or the database is away. */
    start: lead,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retry) clearTimeout(retry);
      await running;
      const held = lock;
      lock = undefined;
      await held?.release();
    },
  };
}
export type Feed = ReturnType<typeof createFeed>;
