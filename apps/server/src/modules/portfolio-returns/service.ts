import type { BenchmarkQuery, PortfolioBenchmark } from '@sahm/contracts/portfolio-returns';
import type { Database } from '../../db/client.ts';
import { periodStart } from '../../domain/periods.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import {
  datedCash,
  datedTrades,
  tradedPrice,
  type CorporateEvents,
  type PortfolioService,
  type PortfolioWithCash,
} from '../portfolios/index.ts';
import { benchmarkOf, type Trade } from './benchmark.ts';
import { lastTasiSession, stockCloses, tasiCloses, type Close } from './queries.ts';

/** `portfolios` gives the caller's portfolio row, settled (dividends credited, corporate actions applied), or 404. */
export type ReturnsDeps = { database: Database; portfolios: Pick<PortfolioService, 'settledRow' | 'corporateEvents'>; now?: () => Date };
export type Caller = { userId: string };

/**
 * The first day of a period ending on the session `last`; its return is measured from the close
 * of the session before that day. The daily periods are the stock chart's; since_start begins on
 * the portfolio's first entry (so the base is the close before the first deposit or buy).
 */
function periodFrom(period: BenchmarkQuery['period'], last: string, firstEntry: string | undefined): string {
  if (period === 'ytd') return `${last.slice(0, 4)}-01-01`;
  // An empty portfolio measures its last session: nothing held, said as such.
  if (period === 'since_start') return firstEntry ?? last;
  return periodStart(period, last);
}

/**
 * Returns of one of the caller's portfolios against TASI. The cash ledger is read per request (one
 * indexed read), the stock ledger is kept per ledger version like the faith figures, the closes
 * per market data version, period and last session, and the answer under all of these and the
 * capital changes, so a repeated read does no arithmetic.
 */
/**
 * The stored closes are adjusted for bonus issues, splits and reductions; the ledger's shares are
 * as held then. Each close is turned into the price the share traded at that day, so a holding's
 * value runs on unbroken across an action instead of jumping by its ratio.
 */
function asTraded(closes: ReadonlyMap<string, readonly Close[]>, events: CorporateEvents, today: string): Map<string, Close[]> {
  return new Map(
    [...closes].map(([id, list]) => {
      const actions = events.actions.get(id);
      return [id, actions ? list.map((c) => ({ ...c, close: tradedPrice(c.close, actions, c.date, today).toString() })) : [...list]];
    }),
  );
}

export function createReturnsService(deps: ReturnsDeps) {
  const now = deps.now ?? (() => new Date());
  const { database } = deps;
  const reader = database.read;
  const marketVersion = () => readDataVersion(database, 'market_data');
  const ledgers = createCache<{ version: number; trades: Promise<Trade[]> }>({ max: 2000 });
  const lastSession = createVersionedCache<string | null>({ max: 1, version: marketVersion });
  // Per first day and last session: a handful of periods a day.
  const tasi = createVersionedCache<Close[]>({ max: 100, version: marketVersion });
  // Per held stocks, first day and last session.
  const closes = createVersionedCache<Map<string, Close[]>>({ max: 500, version: marketVersion });
  // The answers, under what they rest on: the stock ledger's version, the length of the cash
  // ledger (it is only ever appended to), the period and the last session.
  const answers = createVersionedCache<PortfolioBenchmark>({ max: 1000, version: marketVersion });

  function tradesOf(row: PortfolioWithCash): Promise<Trade[]> {
    const hit = ledgers.get(row.id);
    if (hit?.version === row.ledgerVersion) return hit.trades;
    const trades = datedTrades(database.db, row.id);
    ledgers.set(row.id, { version: row.ledgerVersion, trades });
    trades.catch(() => ledgers.get(row.id)?.trades === trades && ledgers.delete(row.id));
    return trades;
  }

  return {
    async benchmark(caller: Caller, guid: string, { period }: BenchmarkQuery): Promise<PortfolioBenchmark> {
      const row = await deps.portfolios.settledRow(caller, guid);
      const [trades, cash, last, events] = await Promise.all([
        tradesOf(row),
        datedCash(database.db, row.id),
        lastSession.get('tasi', () => lastTasiSession(reader)),
        deps.portfolios.corporateEvents(),
      ]);
      const today = riyadhClock(now()).date;
      if (!last) return benchmarkOf({ period, sessions: [], trades, cash, closes: new Map() });
      return answers.get([row.id, row.ledgerVersion, cash.length, period, last, events.version, today].join('|'), async () => {
        const firstEntry = [...trades, ...cash].map((e) => e.date).sort()[0];
        const from = periodFrom(period, last, firstEntry);
        const sessions = await tasi.get(`${from}|${last}`, () => tasiCloses(reader, from, last));
        const base = sessions[0]?.date ?? from;
        const ids = [...new Set(trades.filter((e) => e.date <= last).map((e) => e.stockId))].sort();
        const held = await closes.get(`${ids.join(',')}|${base}|${last}`, () => stockCloses(reader, ids, base, last));
        return benchmarkOf({ period, sessions, trades, cash, closes: asTraded(held, events, today) });
      });
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
