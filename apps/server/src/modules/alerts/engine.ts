import type { FastifyBaseLogger } from 'fastify';
import { stockAlertKinds, type StockAlertKind } from '@sahm/contracts/alerts';
import type { AnnouncementNotice } from '@sahm/contracts/live';
import type { Database } from '../../db/client.ts';
import type { FeedEvent, LiveBus } from '../../platform/live-bus.ts';
import type { AlertControl } from './control.ts';
import type { Delivery, Firing } from './delivery.ts';
import {
  activeAlerts,
  alertById,
  announcementTitle,
  averageVolumes,
  dividendById,
  stockNames,
  type AlertRow,
  type StockName,
} from './queries.ts';
import type { FiredFacts } from './texts.ts';
import { barOf, thresholdIndex, valueOf, type StockFigures } from './threshold-index.ts';

/** The one lock that makes a single evaluator run across every process. */
export const alertsLock = 7_263_017;

const isStockKind = (kind: string): kind is StockAlertKind => (stockAlertKinds as readonly string[]).includes(kind);

/** What the evaluator keeps of an alert; `bar` is the signed threshold of stock kinds. */
type Held = AlertRow & { bar: number };

/** A feed tick's figures in hundredths; the volume against the 20-day average when there is one. */
export function figuresOf(
  tick: { price: number; change_ratio: number; trade_volume: number },
  avgVolume: number | undefined,
): StockFigures {
  return {
    price: Math.round(tick.price * 100),
    change: Math.round(tick.change_ratio * 100),
    volume: avgVolume && avgVolume > 0 ? Math.floor((tick.trade_volume * 100) / avgVolume) : null,
  };
}

export type EngineDeps = {
  database: Database;
  bus: LiveBus;
  newsBus: LiveBus<AnnouncementNotice>;
  control: LiveBus<AlertControl>;
  delivery: Delivery;
  log: FastifyBaseLogger;
  /** The portfolio's change today in hundredths of a percent (null when it holds nothing), and the stocks it holds. */
  portfolioChange: (alert: AlertRow) => Promise<{ change: number | null; name: string; held: Set<string> } | undefined>;
  /** How often portfolio alerts are looked at while their stocks move (default 10 s). */
  portfolioEveryMs?: number;
  lockRetryMs?: number;
};

/**
 * Evaluates every alert in one pass per feed step. Stock alerts sit in ladders by stock, kind and
 * threshold, so a step touches only the alerts its move crossed; an alert fires on the rise of
 * its condition when armed and out of cooldown, and is re-armed when the condition falls back.
 * Armed state and last firing are written with each firing, so a restart does not fire again.
 * Company alerts fire on announcements and dividends as they are published; portfolio alerts are
 * looked at every few seconds while their stocks move. One process evaluates (a database lock);
 * the others relay its notifications to their sockets.
 */
export function createAlertEngine(deps: EngineDeps) {
  const { database, log } = deps;
  const held = new Map<string, Held>();
  const index = thresholdIndex();
  const byStock = new Map<string, Set<string>>(); // company alerts by stock
  const portfolioAlerts = new Map<string, Held>();
  const last = new Map<string, number>();
  const latest = new Map<string, StockFigures>();
  let names = new Map<string, StockName>();
  let averages = new Map<string, number>();
  let averagesDate: string | null = null;
  const moved = new Set<string>();
  // Writes that failed (the database away) are tried again with the next step, with their original time.
  let retryFires: Firing[] = [];
  let retryRearms: string[] = [];
  let queue: Promise<void> = Promise.resolve();
  const offs: (() => void)[] = [];
  let portfolioTimer: NodeJS.Timeout | undefined;

  let failures = 0;
  const serial = (what: string, fn: () => Promise<void>) => {
    queue = queue.then(fn).then(
      () => {
        if (failures) log.info({ failures }, 'alerts evaluator works again');
        failures = 0;
      },
      // One line for the first failure and one every thirtieth after (a database outage fails every step).
      (err: unknown) => {
        if (failures++ % 30 === 0) log.error({ err, failures }, `alerts: ${what} failed`);
      },
    );
    return queue;
  };

  const coolAt = (a: Held, at: number) => a.lastFiredAt === null || at - a.lastFiredAt.getTime() >= a.cooldownMinutes * 60_000;

  function place(row: AlertRow): void {
    const a: Held = { ...row, bar: 0 };
    if (isStockKind(a.kind) && a.stockId && a.threshold !== null) {
      a.bar = barOf(a.kind, a.threshold);
      index.add(a.stockId, a.kind, a.bar, a.id);
    } else if (a.kind === 'portfolio_move') portfolioAlerts.set(a.id, a);
    else if (a.stockId) {
      let set = byStock.get(a.stockId);
      if (!set) byStock.set(a.stockId, (set = new Set()));
      set.add(a.id);
    }
    held.set(a.id, a);
  }

  function unplace(id: string): void {
    const a = held.get(id);
    if (!a) return;
    held.delete(id);
    if (isStockKind(a.kind) && a.stockId) index.remove(a.stockId, a.kind, a.bar, a.id);
    portfolioAlerts.delete(id);
    if (a.stockId) byStock.get(a.stockId)?.delete(id);
  }

  const stockFacts = (a: Held, f: StockFigures): FiredFacts => {
    const kind = a.kind as StockAlertKind;
    const base = { stockId: a.stockId as string, threshold: a.threshold as number };
    if (kind === 'price_above' || kind === 'price_below') return { kind, ...base, price: f.price };
    if (kind === 'change_up' || kind === 'change_down') return { kind, ...base, change: f.change };
    return { kind, ...base, ratio: f.volume ?? 0 };
  };

  /** Where a stock alert stands against the last figures seen: fire, re-arm, or nothing. */
  function judge(a: Held, f: StockFigures, at: Date, fires: Firing[], rearms: string[]): void {
    const v = valueOf(a.kind as StockAlertKind, f);
    if (v === null) return;
    if (v >= a.bar) {
      if (a.armed && coolAt(a, at.getTime())) fires.push(fireOf(a, stockFacts(a, f), at));
    } else if (!a.armed) {
      a.armed = true;
      rearms.push(a.id);
    }
  }

  function fireOf(a: Held, facts: FiredFacts, at: Date): Firing {
    // Taken in memory at once, so the next step does not fire it again while this one is written.
    if (facts.kind !== 'announcement' && facts.kind !== 'dividend' && facts.kind !== 'shariah_change') a.armed = false;
    a.lastFiredAt = at;
    return { alert: a, facts, at, stock: a.stockId ? names.get(a.stockId) : undefined };
  }

  async function commit(fires: Firing[], rearms: string[]): Promise<void> {
    const allFires = retryFires.concat(fires);
    const allRearms = retryRearms.concat(rearms);
    retryFires = [];
    retryRearms = [];
    if (!allFires.length && !allRearms.length) return;
    try {
      await deps.delivery.record(allFires, allRearms);
    } catch (err) {
      retryFires = allFires;
      retryRearms = allRearms;
      throw err;
    }
  }

  async function onFeed(e: FeedEvent): Promise<void> {
    if (averagesDate !== e.trade_date) {
      averages = await averageVolumes(database, e.trade_date);
      averagesDate = e.trade_date;
    }
    const at = new Date(e.at);
    const fires: Firing[] = [];
    const rearms: string[] = [];
    for (const tick of e.stocks) {
      const f = figuresOf(tick, averages.get(tick.guid));
      latest.set(tick.guid, f);
      moved.add(tick.guid);
      for (const kind of stockAlertKinds) {
        if (!index.has(tick.guid, kind)) continue;
        const v = valueOf(kind, f);
        if (v === null) continue;
        const key = `${tick.guid}|${kind}`;
        const from = last.get(key) ?? null;
        last.set(key, v);
        const { risen, fallen } = index.cross(tick.guid, kind, from, v);
        for (const id of risen) {
          const a = held.get(id);
          if (a?.armed && coolAt(a, at.getTime())) fires.push(fireOf(a, stockFacts(a, f), at));
        }
        for (const id of fallen) {
          const a = held.get(id);
          if (a && !a.armed) {
            a.armed = true;
            rearms.push(id);
          }
        }
      }
    }
    await commit(fires, rearms);
  }

  function companyFires(
    stockIds: readonly string[],
    kind: 'announcement' | 'dividend' | 'shariah_change',
    facts: (stockId: string) => FiredFacts,
    at: Date,
    provider?: string,
  ) {
    const fires: Firing[] = [];
    for (const stockId of stockIds) {
      for (const id of byStock.get(stockId) ?? []) {
        const a = held.get(id);
        if (a?.kind === kind && (!provider || a.provider === provider) && coolAt(a, at.getTime()))
          fires.push(fireOf(a, facts(stockId), at));
      }
    }
    return fires;
  }

  async function onAnnouncement(n: AnnouncementNotice): Promise<void> {
    if (!n.stock_guids.some((s) => byStock.has(s))) return;
    const title = await announcementTitle(database, n.guid);
    if (!title) return;
    const at = new Date(n.published_at) > new Date() ? new Date() : new Date(n.published_at);
    await commit(
      companyFires(n.stock_guids, 'announcement', (stockId) => ({ kind: 'announcement', stockId, announcementId: n.guid, title }), at),
      [],
    );
  }

  async function onControl(c: AlertControl): Promise<void> {
    if (c.type === 'alert') {
      unplace(c.id);
      const row = await alertById(database.db, c.id);
      if (!row?.active) return;
      place(row);
      // Judged at once against the last figures, so an alert set just past the price does not wait for the next cross.
      const a = held.get(row.id) as Held;
      const f = a.stockId ? latest.get(a.stockId) : undefined;
      if (isStockKind(a.kind) && f) {
        const fires: Firing[] = [];
        const rearms: string[] = [];
        judge(a, f, new Date(), fires, rearms);
        await commit(fires, rearms);
      }
    } else if (c.type === 'dividend') {
      if (!byStock.has(c.stockId)) return;
      const d = await dividendById(database, c.stockId, c.dividendId);
      if (!d) return;
      await commit(
        companyFires([c.stockId], 'dividend', (stockId) => ({ kind: 'dividend', stockId, ...d }), new Date()),
        [],
      );
    } else if (c.type === 'shariah') {
      const { provider, status } = c;
      const facts = (stockId: string): FiredFacts => ({ kind: 'shariah_change', stockId, provider, status });
      await commit(companyFires([c.stockId], 'shariah_change', facts, new Date(), provider), []);
    }
  }

  async function checkPortfolios(): Promise<void> {
    if (!portfolioAlerts.size || !moved.size) return;
    const touched = new Set(moved);
    moved.clear();
    const fires: Firing[] = [];
    const rearms: string[] = [];
    const at = new Date();
    for (const a of portfolioAlerts.values()) {
      const now = await deps.portfolioChange(a);
      if (!now || now.change === null || ![...now.held].some((s) => touched.has(s))) continue;
      if (Math.abs(now.change) >= (a.threshold as number)) {
        if (a.armed && coolAt(a, at.getTime()))
          fires.push(
            fireOf(a, { kind: 'portfolio_move', portfolioName: now.name, threshold: a.threshold as number, change: now.change }, at),
          );
      } else if (!a.armed) {
        a.armed = true;
        rearms.push(a.id);
      }
    }
    await commit(fires, rearms);
  }

  async function load(): Promise<void> {
    names = await stockNames(database.db);
    for (const row of await activeAlerts(database.db)) place(row);
    log.info({ alerts: held.size }, 'alerts evaluator loaded');
  }

  type Lock = NonNullable<Awaited<ReturnType<Database['tryLock']>>>;
  let lock: Lock | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function listen(): void {
    offs.push(deps.bus.subscribe((e) => void serial('a feed step', () => onFeed(e))));
    offs.push(deps.newsBus.subscribe((n) => void serial('an announcement', () => onAnnouncement(n))));
    offs.push(deps.control.subscribe((c) => void serial('an alert change', () => onControl(c))));
    portfolioTimer = setInterval(() => void serial('portfolio alerts', checkPortfolios), deps.portfolioEveryMs ?? 10_000);
    portfolioTimer.unref();
  }

  function quiet(): void {
    for (const off of offs.splice(0)) off();
    if (portfolioTimer) clearInterval(portfolioTimer);
    held.clear();
    portfolioAlerts.clear();
    byStock.clear();
    last.clear();
    latest.clear();
    // The database is the record: whoever evaluates next places every alert afresh from it.
    retryFires = [];
    retryRearms = [];
  }

  const tryAgainLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void lead();
    }, deps.lockRetryMs ?? 5000);
    retry.unref();
  };

  /** One attempt to become the evaluator; never throws, tries again while another process holds it or the database is away. */
  async function lead(): Promise<void> {
    if (stopped || lock) return;
    let got: Lock | undefined;
    try {
      got = await database.tryLock(alertsLock);
    } catch (err) {
      log.debug({ err }, 'alerts evaluator could not reach its lock');
    }
    if (!got) return tryAgainLater();
    if (stopped) return got.release();
    lock = got;
    const mine = got;
    void mine.lost.then(async () => {
      if (lock !== mine) return;
      lock = undefined;
      log.warn('alerts evaluator lost its lock; stepping down');
      quiet();
      await queue;
      tryAgainLater();
    });
    // Listening before loading: what arrives meanwhile waits in the queue behind the load.
    listen();
    await serial('loading', load);
  }

  return {
    start: () => {
      stopped = false;
      return lead();
    },
    /** Resolves when everything heard so far has been evaluated and written (the tests wait on it). */
    settled: async () => {
      await queue;
    },
    checkPortfolios: () => serial('portfolio alerts', checkPortfolios),
    async stop(): Promise<void> {
      stopped = true;
      if (retry) clearTimeout(retry);
      const was = lock;
      lock = undefined;
      quiet();
      await queue;
      await was?.release();
    },
  };
}
export type AlertEngine = ReturnType<typeof createAlertEngine>;
