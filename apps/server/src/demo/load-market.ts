import { halalasToSar } from '@sahm/contracts/money';
import type { Queryable } from '../db/client.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { DailyBar, Fundamentals, IndexBar } from './generator/types.ts';

/** Halalas (or index hundredths) to an exact decimal string with two places. */
const twoPlaces = (v: number): string => halalasToSar(Math.round(v));
/** Halalas per share with two decimals to SAR with four. */
const perShareSar = (v: number): string => (v / 100).toFixed(4);

const barColumns = [
  'trade_date:date',
  'open:numeric',
  'high:numeric',
  'low:numeric',
  'close:numeric',
  'prev_close:numeric',
  'volume:bigint',
  'value:numeric',
  'trades:int',
];
const barRow = (b: DailyBar | IndexBar): unknown[] => [
  b.trade_date,
  twoPlaces(b.open),
  twoPlaces(b.high),
  twoPlaces(b.low),
  twoPlaces(b.close),
  twoPlaces(b.prev_close),
  b.volume,
  twoPlaces(b.value),
  b.trades,
];

/** Buffers price rows across stocks and writes them in large batches. */
export function priceWriter(db: Queryable, flushAt = 20_000) {
  let rows: unknown[][] = [];
  const flush = async () => {
    if (!rows.length) return;
    const batch = rows;
    rows = [];
    await bulkInsert(db, 'stock_price_points', ['stock_id:uuid', ...barColumns], batch, flushAt);
  };
  return {
    add: async (stockId: string, bars: readonly DailyBar[]) => {
      for (const b of bars) rows.push([stockId, ...barRow(b)]);
      if (rows.length >= flushAt) await flush();
    },
    flush,
  };
}

export async function insertIndexBars(db: Queryable, marketId: string, bars: readonly IndexBar[]): Promise<void> {
  await bulkInsert(
    db,
    'index_points',
    ['market_id:uuid', ...barColumns],
    bars.map((b) => [marketId, ...barRow(b)]),
  );
}

/** The last session as the current quote: what list pages show until the feed moves it. */
export function quoteRow(id: string, last: DailyBar | IndexBar, at: string): unknown[] {
  return [
    id,
    last.trade_date,
    twoPlaces(last.close),
    twoPlaces(last.open),
    twoPlaces(last.high),
    twoPlaces(last.low),
    twoPlaces(last.prev_close),
    last.volume,
    twoPlaces(last.value),
    last.trades,
    at,
  ];
}

export async function insertStockQuotes(db: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(
    db,
    'stock_quotes',
    [
      'stock_id:uuid',
      'trade_date:date',
      'price:numeric',
      'open:numeric',
      'high:numeric',
      'low:numeric',
      'prev_close:numeric',
      'volume:bigint',
      'value:numeric',
      'trades:int',
      'updated_at:timestamptz',
    ],
    rows,
  );
}

export async function insertMarketQuotes(db: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(
    db,
    'market_quotes',
    [
      'market_id:uuid',
      'trade_date:date',
      'value:numeric',
      'open:numeric',
      'high:numeric',
      'low:numeric',
      'prev_close:numeric',
      'volume:bigint',
      'traded_value:numeric',
      'trades:int',
      'updated_at:timestamptz',
    ],
    rows,
  );
}

export async function insertFundamentals(db: Queryable, rows: { id: string; asOf: string; f: Fundamentals }[]): Promise<void> {
  await bulkInsert(
    db,
    'stock_fundamentals',
    ['stock_id:uuid', 'as_of:date', 'eps_ttm:numeric', 'book_value_per_share:numeric'],
    rows.map(({ id, asOf, f }) => [id, asOf, perShareSar(f.eps_ttm), perShareSar(f.book_value_per_share)]),
  );
}
