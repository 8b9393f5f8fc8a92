import type { Queryable } from '../../../db/client.ts';
import { bulkInsert } from '../../../db/bulk-insert.ts';
import type { IndexState, Random, StockState } from './simulate.ts';
import { dayPath, type Bar } from './day-path.ts';
// Halalas, and index levels in hundredths of a point, both written with two decimals.
import { halalasToSar as sar } from '@sahm/contracts/money';

/** Writes the moved stocks' session figures to stock_quotes in one statement. */
export async function writeStockQuotes(db: Queryable, date: string, at: Date, all: readonly StockState[]): Promise<void> {
  // In chunks, yielding between them: an embedded database runs on this thread, and one long
  // statement would hold up every request waiting behind it.
  for (let i = 0; i < all.length; i += 100) {
    if (i) await new Promise((r) => setImmediate(r));
    await writeQuoteChunk(db, date, at, all.slice(i, i + 100));
  }
}

async function writeQuoteChunk(db: Queryable, date: string, at: Date, moved: readonly StockState[]): Promise<void> {
  await db.query(
    `UPDATE stock_quotes q SET trade_date = $1::date, price = v.price, open = v.open, high = v.high, low = v.low, prev_close = v.prev_close,
            volume = v.volume, value = v.value, trades = v.trades, updated_at = $2
       FROM unnest($3::uuid[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::bigint[], $10::numeric[], $11::int[])
            AS v(id, price, open, high, low, prev_close, volume, value, trades)
      WHERE q.stock_id = v.id`,
    [
      date,
      at,
      moved.map((s) => s.id),
      moved.map((s) => sar(s.price)),
      moved.map((s) => sar(s.open)),
      moved.map((s) => sar(s.high)),
      moved.map((s) => sar(s.low)),
      moved.map((s) => sar(s.prevClose)),
      moved.map((s) => s.volume),
      moved.map((s) => sar(s.value)),
      moved.map((s) => s.trades),
    ],
  );
}

export type IndexFigures = { volume: number; value: number; trades: number };

export async function writeMarketQuote(db: Queryable, date: string, at: Date, index: IndexState, f: IndexFigures): Promise<void> {
  await db.query(
    `UPDATE market_quotes SET trade_date = $2, value = $3, open = $4, high = $5, low = $6, prev_close = $7, volume = $8, traded_value = $9, trades = $10, updated_at = $11
      WHERE market_id = $1`,
    [
      index.marketId,
      date,
      sar(index.level),
      sar(index.open ?? index.level),
      sar(index.high),
      sar(index.low),
      sar(index.prevClose),
      f.volume,
      sar(f.value),
      f.trades,
      at,
    ],
  );
}

/** One point per stock for the day chart (the minute's last price), and one per index. */
export async function writeIntraday(
  db: Queryable,
  at: Date,
  stocks: readonly StockState[],
  indices: readonly { index: IndexState; f: IndexFigures }[],
): Promise<void> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
  await db.query(
    `INSERT INTO stock_intraday_points (stock_id, at, price, volume, value)
     SELECT id, $1::timestamptz, price, volume, value FROM unnest($2::uuid[], $3::numeric[], $4::bigint[], $5::numeric[]) AS v(id, price, volume, value)
     ON CONFLICT (stock_id, at) DO UPDATE SET price = EXCLUDED.price, volume = EXCLUDED.volume, value = EXCLUDED.value`,
    [minute, stocks.map((s) => s.id), stocks.map((s) => sar(s.price)), stocks.map((s) => s.volume), stocks.map((s) => sar(s.value))],
  );
  for (const { index, f } of indices) {
    await db.query(
      `INSERT INTO index_intraday_points (market_id, at, value, volume, traded_value) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (market_id, at) DO UPDATE SET value = EXCLUDED.value, volume = EXCLUDED.volume, traded_value = EXCLUDED.traded_value`,
      [index.marketId, minute, sar(index.level), f.volume, sar(f.value)],
    );
  }
}

/** The session's close becomes history: a daily bar per stock that traded and per index. */
export async function writeCloses(
  db: Queryable,
  date: string,
  stocks: readonly StockState[],
  indices: readonly { index: IndexState; f: IndexFigures }[],
): Promise<void> {
  const traded = stocks.filter((s) => s.volume > 0);
  const cols = [
    'open:numeric',
    'high:numeric',
    'low:numeric',
    'close:numeric',
    'prev_close:numeric',
    'volume:bigint',
    'value:numeric',
    'trades:int',
  ];
  await db.query('DELETE FROM stock_price_points WHERE trade_date = $1', [date]);
  await bulkInsert(
    db,
    'stock_price_points',
    ['stock_id:uuid', 'trade_date:date', ...cols],
    traded.map((s) => [s.id, date, sar(s.open), sar(s.high), sar(s.low), sar(s.price), sar(s.prevClose), s.volume, sar(s.value), s.trades]),
  );
  await db.query('DELETE FROM index_points WHERE trade_date = $1', [date]);
  await bulkInsert(
    db,
    'index_points',
    ['market_id:uuid', 'trade_date:date', ...cols],
    indices.map(({ index, f }) => [
      index.marketId,
      date,
      sar(index.open ?? index.level),
      sar(index.high),
      sar(index.low),
      sar(index.level),
      sar(index.prevClose),
      f.volume,
      sar(f.value),
      f.trades,
    ]),
  );
  // The day chart only ever shows the latest session; a fortnight is plenty to keep.
  await db.query(`DELETE FROM stock_intraday_points WHERE at < now() - interval '14 days'`);
  await db.query(`DELETE FROM index_intraday_points WHERE at < now() - interval '14 days'`);
}

/**
 * Day-chart points for a session the feed did not watch (filled-in or seeded days), drawn from
 * each daily bar every five minutes across the 10:00–15:00 Riyadh session.
 */
export async function writeSyntheticDay(
  db: Queryable,
  date: string,
  stocks: readonly { id: string; bar: Bar; volume: number; value: number }[],
  indices: readonly { id: string; bar: Bar; volume: number; value: number }[],
  random: Random,
): Promise<void> {
  const steps = 60;
  const start = Date.parse(`${date}T07:00:00Z`);
  const at = (i: number) => new Date(start + i * 5 * 60_000).toISOString();
  const stockRows: unknown[][] = [];
  for (const s of stocks) {
    const path = dayPath(s.bar, steps, random, date);
    path.forEach((p, i) =>
      stockRows.push([s.id, at(i), sar(p), Math.round((s.volume * i) / steps), sar(Math.round((s.value * i) / steps))]),
    );
  }
  await bulkInsert(
    db,
    'stock_intraday_points',
    ['stock_id:uuid', 'at:timestamptz', 'price:numeric', 'volume:bigint', 'value:numeric'],
    stockRows,
  );
  const indexRows: unknown[][] = [];
  for (const x of indices) {
    const path = dayPath(x.bar, steps, random);
    path.forEach((p, i) =>
      indexRows.push([x.id, at(i), sar(p), Math.round((x.volume * i) / steps), sar(Math.round((x.value * i) / steps))]),
    );
  }
  await bulkInsert(
    db,
    'index_intraday_points',
    ['market_id:uuid', 'at:timestamptz', 'value:numeric', 'volume:bigint', 'traded_value:numeric'],
    indexRows,
  );
}
