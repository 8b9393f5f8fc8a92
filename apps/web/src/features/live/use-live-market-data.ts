import type { StockTick } from '@sahm/contracts/live';
import type { Market } from '@sahm/contracts/markets';
import type { SectorPoint } from '@sahm/contracts/sectors';
import type { Movement, StockListItem } from '@sahm/contracts/stocks';
import { marketSubscription, movementSubscription, sectorsSubscription } from './documents.ts';
import { useLiveSubscription, type LiveState } from './use-live-subscription.ts';

type Options<T> = { enabled: boolean; onData: (items: T[]) => void; onFallback?: () => void };

type MarketData = { market: { markets: Market[]; error: boolean } };
type SectorsData = { sectors: { sectors: SectorPoint[]; error: boolean } };

/** A stock as the movers stream sends it: names, logo and the session's live figures. */
export type LiveMover = Pick<StockListItem, 'guid' | 'symbol_code' | 'company_name' | 'short_name' | 'logo'> & {
  today_live_points: Omit<StockTick, 'guid'> | null;
};
type MovementData = { stockMovement: { stock_movement: LiveMover[]; error: boolean } };

/** A market's index figures, each feed step. */
export function useLiveMarket({ guid, onData, ...options }: Options<Market> & { guid: string }): LiveState {
  return useLiveSubscription<MarketData>(
    marketSubscription,
    { guid },
    { ...options, select: (data) => data.market, onData: (data) => onData(data.market.markets) },
  );
}

/** The sectors' change of the session for one market. */
export function useLiveSectors({ marketGuid, onData, ...options }: Options<SectorPoint> & { marketGuid: string }): LiveState {
  return useLiveSubscription<SectorsData>(
    sectorsSubscription,
    { market_guid: marketGuid },
    { ...options, select: (data) => data.sectors, onData: (data) => onData(data.sectors.sectors) },
  );
}

/** One movers list (gainers, losers, most active) for one market. */
export function useLiveMovement({
  movement,
  marketGuid,
  size,
  onData,
  ...options
}: Options<LiveMover> & { movement: Movement; marketGuid: string; size: number }): LiveState {
  return useLiveSubscription<MovementData>(
    movementSubscription,
    { movement, market_guid: marketGuid, size },
    { ...options, select: (data) => data.stockMovement, onData: (data) => onData(data.stockMovement.stock_movement) },
  );
}
