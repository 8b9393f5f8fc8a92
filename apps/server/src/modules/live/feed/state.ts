import { sarToHalalasRounded } from '@sahm/contracts/money';
import type { Queryable } from '../../../db/client.ts';
import type { MarketKind } from '../../../domain/market-kind.ts';
import type { IndexState, StockState } from './simulate.ts';

/** A NUMERIC column (SAR, or index points) in halalas (hundredths), half up. */
const halalas = (v: string | number | null) => (v === null ? 0 : sarToHalalasRounded(String(v)));

/** Where each stock and index stands: the quote row and the last close before it. */
export type FeedState = {
  tradeDate: string | null;
  stocks: StockState[];
  indices: IndexState[];
  indexFigures: Map<string, { volume: number; value: number; trades: number }>;
};

export async function loadFeedState(db: Queryable): Promise<FeedState> {
  const rows = await db.query<{
    id: string;
    market_id: string;
    kind: MarketKind;
    shares_outstanding: number;
    free_float_ratio: string;
    sector_id: string;
    parent_id: string | null;
    grandparent_id: string | null;
    trade_date: string | null;
    price: string | null;
    open: string | null;
    high: string | null;
    low: string | null;
    prev_close: string | null;
    volume: number | null;
    value: string | null;
    trades: number | null;
    daily_volume: number | null;
  }>(`
    SELECT s.id, s.market_id, m.kind, s.shares_outstanding, s.free_float_ratio, s.sector_id, sec.parent_id, psec.parent_id AS grandparent_id,
           q.trade_date::text AS trade_date, q.price, q.open, q.high, q.low, q.prev_close, q.volume, q.value, q.trades,
           tp.trade_volume AS daily_volume
      FROM stocks s JOIN markets m ON m.id = s.market_id JOIN sectors sec ON sec.id = s.sector_id
      LEFT JOIN sectors psec ON psec.id = sec.parent_id
      LEFT JOIN stock_quotes q ON q.stock_id = s.id LEFT JOIN stock_today_points tp ON tp.stock_id = s.id
     WHERE q.price IS NOT NULL ORDER BY s.symbol_code`);
  const stocks = rows.map((r): StockState => ({
    id: r.id,
    marketId: r.market_id,
    kind: r.kind,
    ff: Math.round(r.shares_outstanding * Number(r.free_float_ratio)),
    sectorIds: [r.sector_id, r.parent_id, r.grandparent_id].filter((x): x is string => !!x),
    prevClose: halalas(r.prev_close),
    open: halalas(r.open),
    high: halalas(r.high),
    low: halalas(r.low),
    price: halalas(r.price),
    volume: r.volume ?? 0,
    value: halalas(r.value),
    trades: r.trades ?? 0,
    dailyVolume: Math.max(1000, r.daily_volume ?? 100_000),
  }));
  const idx = await db.query<{
    market_id: string;
    value: string;
    open: string;
    high: string;
    low: string;
    prev_close: string;
    volume: number;
    traded_value: string;
    trades: number;
  }>(`SELECT market_id, value, open, high, low, prev_close, volume, traded_value, trades FROM market_quotes`);
  return {
    tradeDate: rows[0]?.trade_date ?? null,
    stocks,
    indices: idx.map((r) => ({
      marketId: r.market_id,
      prevClose: halalas(r.prev_close),
      open: halalas(r.open),
      high: halalas(r.high),
      low: halalas(r.low),
      level: halalas(r.value),
    })),
    indexFigures: new Map(idx.map((r) => [r.market_id, { volume: r.volume, value: halalas(r.traded_value), trades: r.trades }])),
  };
}
