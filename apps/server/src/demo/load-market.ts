import type { Queryable } from '../db/client.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { DailyBar, Fundamentals, IndexBar } from './generator/types.ts';
import type { StockTodayPoints } from '@sahm/contracts/stocks';

/** Halalas (or index hundredths) to an exact decimal string with two places. */
export const hundredths = (v: number): string => {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(Math.round(v));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};
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
  hundredths(b.open),
  hundredths(b.high),
  hundredths(b.low),
  hundredths(b.close),
  hundredths(b.prev_close),
  b.volume,
  hundredths(b.value),
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
    hundredths(last.close),
    hundredths(last.open),
    hundredths(last.high),
    hundredths(last.low),
    hundredths(last.prev_close),
    last.volume,
    hundredths(last.value),
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

export function todayPointsRow(id: string, p: StockTodayPoints): unknown[] {
  const n = (v: number | null) => (v === null ? null : String(v));
  return [
    id,
    p.trade_date,
    n(p.close),
    n(p.change_value),
    n(p.change_ratio),
    p.trade_volume,
    n(p.trade_value),
    p.trade_count,
    n(p.return_last_week),
    n(p.return_value_last_week),
    n(p.return_last_month),
    n(p.return_value_last_month),
    n(p.return_last_year),
    n(p.return_value_last_year),
    n(p.fifty_two_week_high),
    n(p.fifty_two_week_low),
    n(p.daily_market_capitalization),
    n(p.basic_earnings_per_share_ttm),
    n(p.daily_price_to_earnings),
    n(p.book_value_per_share_ttm),
    n(p.daily_price_to_book_value),
  ];
}

export async function insertTodayPoints(db: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(
    db,
    'stock_today_points',
    [
      'stock_id:uuid',
      'trade_date:date',
      'close:numeric',
      'change_value:numeric',
      'change_ratio:numeric',
      'trade_volume:bigint',
      'trade_value:numeric',
      'trade_count:int',
      'return_last_week:numeric',
      'return_value_last_week:numeric',
      'return_last_month:numeric',
      'return_value_last_month:numeric',
      'return_last_year:numeric',
      'return_value_last_year:numeric',
      'fifty_two_week_high:numeric',
      'fifty_two_week_low:numeric',
      'market_cap:numeric',
      'eps_ttm:numeric',
      'price_to_earnings:numeric',
      'book_value_per_share:numeric',
      'price_to_book:numeric',
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
