import { sarToHalalasRounded } from '@sahm/contracts/money';
import type { Db } from '../../../db/client.ts';
import { feedIndexRows, feedStockRows } from '../queries.ts';
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

export async function loadFeedState(db: Db): Promise<FeedState> {
  const rows = await feedStockRows(db);
  const stocks = rows.map((r): StockState => ({
    id: r.id,
    marketId: r.marketId,
    kind: r.kind,
    ff: Math.round(r.sharesOutstanding * Number(r.freeFloatRatio)),
    sectorIds: [r.sectorId, r.parentId, r.grandparentId].filter((x): x is string => !!x),
    prevClose: halalas(r.prevClose),
    open: halalas(r.open),
    high: halalas(r.high),
    low: halalas(r.low),
    price: halalas(r.price),
    volume: r.volume ?? 0,
    value: halalas(r.value),
    trades: r.trades ?? 0,
    dailyVolume: Math.max(1000, r.dailyVolume ?? 100_000),
  }));
  const idx = await feedIndexRows(db);
  return {
    tradeDate: rows[0]?.tradeDate ?? null,
    stocks,
    indices: idx.map((r) => ({
      marketId: r.marketId,
      prevClose: halalas(r.prevClose),
      open: halalas(r.open),
      high: halalas(r.high),
      low: halalas(r.low),
      level: halalas(r.value),
    })),
    indexFigures: new Map(idx.map((r) => [r.marketId, { volume: r.volume, value: halalas(r.tradedValue), trades: r.trades }])),
  };
}
