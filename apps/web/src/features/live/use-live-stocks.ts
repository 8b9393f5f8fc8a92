import type { StockTick } from '@sahm/contracts/live';
import { publishTicks } from '../../shared/live/tick-store.ts';
import { stockSubscription, stocksSubscription } from './documents.ts';
import { useLiveSubscription, type LiveState } from './use-live-subscription.ts';

type StocksData = { stocks: { stocks: StockTick[]; error: boolean } };
type StockData = { stock: { stocks: StockTick[]; error: boolean } };

type Options = { enabled: boolean; onFallback?: () => void };

/** Every stock of a market (or the given ones) ticks into the shared tick store, a batch per feed step. */
export function useLiveStocks({ marketGuid, guids, ...options }: Options & { marketGuid?: string; guids?: readonly string[] }): LiveState {
  return useLiveSubscription<StocksData>(
    stocksSubscription,
    { market_guid: marketGuid ?? null, guids: guids ? [...guids] : null },
    { ...options, select: (data) => data.stocks, onData: (data) => publishTicks(data.stocks.stocks) },
  );
}

/** One stock's ticks (the stock page). */
export function useLiveStock({ guid, ...options }: Options & { guid: string }): LiveState {
  return useLiveSubscription<StockData>(
    stockSubscription,
    { guid },
    { ...options, select: (data) => data.stock, onData: (data) => publishTicks(data.stock.stocks) },
  );
}
