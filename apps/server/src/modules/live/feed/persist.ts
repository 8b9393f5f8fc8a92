import type { Database } from '../../../db/client.ts';
import type { IndexState, Random, StockState } from './simulate.ts';
import { dayPath, type Bar } from './day-path.ts';
import { insertIntraday, replaceCloses, updateMarketQuote, updateStockQuotes, upsertIntraday, type QuoteFigures } from '../queries.ts';
// Halalas, and index levels in hundredths of a point, both written with two decimals.
import { halalasToSar as sar } from '@sahm/contracts/money';

const quoteOf = (s: StockState): QuoteFigures => ({
  stockId: s.id,
  price: sar(s.price),
  open: sar(s.open),
  high: sar(s.high),
  low: sar(s.low),
  prevClose: sar(s.prevClose),
  volume: s.volume,
  value: sar(s.value),
  trades: s.trades,
});

/** Writes the moved stocks' session figures to stock_quotes. */
export async function writeStockQuotes(db: Database, date: string, at: Date, all: readonly StockState[]): Promise<void> {
  await inChunks(all, (chunk) => updateStockQuotes(db.db, date, at, chunk.map(quoteOf)));
}

/**
 * Writes in chunks, yielding between them: an embedded database runs on this thread, and one long
 * statement holds up every request waiting behind it. A chunk of 50 rows keeps each stop to a few
 * milliseconds; the whole market in one upsert stopped it for tens of milliseconds.
 */
async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<void>, size = 50): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    if (i) await new Promise((r) => setImmediate(r));
    await write(rows.slice(i, i + size));
  }
}

export type IndexFigures = { volume: number; value: number; trades: number };

export async function writeMarketQuote(db: Database, date: string, at: Date, index: IndexState, f: IndexFigures): Promise<void> {
  await updateMarketQuote(db.db, date, at, {
    marketId: index.marketId,
    value: sar(index.level),
    open: sar(index.open ?? index.level),
    high: sar(index.high),
    low: sar(index.low),
    prevClose: sar(index.prevClose),
    volume: f.volume,
    tradedValue: sar(f.value),
    trades: f.trades,
  });
}

/** One point per stock for the day chart (the minute's last price), and one per index. */
export async function writeIntraday(
  db: Database,
  at: Date,
  stocks: readonly StockState[],
  indices: readonly { index: IndexState; f: IndexFigures }[],
): Promise<void> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  await inChunks(stocks, (chunk) =>
    upsertIntraday(
      db.db,
      chunk.map((s) => ({ stockId: s.id, at: minute, price: sar(s.price), volume: s.volume, value: sar(s.value) })),
      [],
    ),
  );
  await upsertIntraday(
    db.db,
    [],
    indices.map(({ index, f }) => ({
      marketId: index.marketId,
      at: minute,
      value: sar(index.level),
      volume: f.volume,
      tradedValue: sar(f.value),
    })),
  );
}

/** The session's close becomes history: a daily bar per stock that traded and per index. */
export async function writeCloses(
  db: Database,
  date: string,
  stocks: readonly StockState[],
  indices: readonly { index: IndexState; f: IndexFigures }[],
): Promise<void> {
  await replaceCloses(
    db,
    date,
    stocks
      .filter((s) => s.volume > 0)
      .map((s) => ({
        stockId: s.id,
        tradeDate: date,
        open: sar(s.open),
        high: sar(s.high),
        low: sar(s.low),
        close: sar(s.price),
        prevClose: sar(s.prevClose),
        volume: s.volume,
        value: sar(s.value),
        trades: s.trades,
      })),
    indices.map(({ index, f }) => ({
      marketId: index.marketId,
      tradeDate: date,
      open: sar(index.open ?? index.level),
      high: sar(index.high),
      low: sar(index.low),
      close: sar(index.level),
      prevClose: sar(index.prevClose),
      volume: f.volume,
      value: sar(f.value),
      trades: f.trades,
    })),
  );
}

/** A day of one stock or index, as filled in: its bar and the volume and value it traded. */
type Day = { id: string; bar: Bar; volume: number; value: number };

/**
 * Day-chart points for a session the feed did not watch (filled-in or seeded days), drawn from
 * each daily bar every five minutes across the 10:00–15:00 Riyadh session.
 */
export async function writeSyntheticDay(
  db: Database,
  date: string,
  stocks: readonly Day[],
  indices: readonly Day[],
  random: Random,
): Promise<void> {
  const steps = 60;
  const start = Date.parse(`${date}T07:00:00Z`);
  // Stocks' paths keep to the tick of their price on the day; an index has no tick.
  const pointsOf = (day: Day, tickDate?: string) =>
    dayPath(day.bar, steps, random, tickDate).map((p, i) => ({
      at: new Date(start + i * 5 * 60_000),
      price: sar(p),
      volume: Math.round((day.volume * i) / steps),
      value: sar(Math.round((day.value * i) / steps)),
    }));
  await insertIntraday(
    db,
    stocks.flatMap((s) => pointsOf(s, date).map((p) => ({ stockId: s.id, ...p }))),
    // An index's level goes in its value column, what it traded in traded_value.
    indices.flatMap((x) => pointsOf(x).map(({ price, value, ...p }) => ({ marketId: x.id, ...p, value: price, tradedValue: value }))),
  );
}
