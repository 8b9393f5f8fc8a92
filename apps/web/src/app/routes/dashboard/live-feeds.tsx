import type { Market } from '@sahm/contracts/markets';
import type { Movement } from '@sahm/contracts/stocks';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveMarket, useLiveMovement, useLiveSectors } from '../../../features/live/use-live-market-data.ts';
import { useLiveStock, useLiveStocks } from '../../../features/live/use-live-stocks.ts';
import { marketsQueryOptions } from '../../../features/markets/api/get-markets.ts';
import { useMarketStatus } from '../../../features/markets/api/get-market-status.ts';
import { sectorPointsQueryOptions } from '../../../features/markets/api/get-sector-points.ts';
import { MOVEMENT_SIZE, stockMovementQueryOptions, type MovementItem } from '../../../features/stocks/api/get-stock-movement.ts';
import { stockKeys } from '../../../features/stocks/api/query-keys.ts';

/*
 * Live data is pushed only while the market trades (spec §4); when it is closed the screens keep
 * what they fetched once. A stream that reports an error is dropped and its data fetched once
 * instead. Each feed renders nothing: it only keeps the query cache (or the tick store) current.
 */

function useMarketOpen(marketGuid: string | undefined): boolean {
  return useMarketStatus(marketGuid).data?.is_market_open === true;
}

/** A market's index figures, merged into the market list every screen reads. */
export function MarketFeed({ guid }: { guid: string }) {
  const queryClient = useQueryClient();
  const { queryKey } = marketsQueryOptions();
  useLiveMarket({
    guid,
    enabled: useMarketOpen(guid),
    onData: (markets: Market[]) =>
      queryClient.setQueryData(
        queryKey,
        (list) => list && { ...list, items: list.items.map((market) => markets.find((live) => live.guid === market.guid) ?? market) },
      ),
    onFallback: () => void queryClient.invalidateQueries({ queryKey }),
  });
  return null;
}

/** Every stock of a market ticks into the tick store; rows pick up their own stock. */
export function StocksFeed({ marketGuid }: { marketGuid: string }) {
  const queryClient = useQueryClient();
  useLiveStocks({
    marketGuid,
    enabled: useMarketOpen(marketGuid),
    onFallback: () => void queryClient.invalidateQueries({ queryKey: stockKeys.lists() }),
  });
  return null;
}

/** One stock's ticks, for its page. */
export function StockFeed({ guid, marketGuid }: { guid: string; marketGuid: string }) {
  const queryClient = useQueryClient();
  useLiveStock({
    guid,
    enabled: useMarketOpen(marketGuid),
    onFallback: () => void queryClient.invalidateQueries({ queryKey: stockKeys.detail(guid) }),
  });
  return null;
}

export function SectorsFeed({ marketGuid }: { marketGuid: string }) {
  const queryClient = useQueryClient();
  const { queryKey } = sectorPointsQueryOptions(marketGuid);
  useLiveSectors({
    marketGuid,
    enabled: useMarketOpen(marketGuid),
    onData: (sectors) => queryClient.setQueryData(queryKey, { items: sectors }),
    onFallback: () => void queryClient.invalidateQueries({ queryKey }),
  });
  return null;
}

/** The movers list on screen; its stream sends the whole list each step. */
export function MovementFeed({ marketGuid, movement }: { marketGuid: string; movement: Movement }) {
  const queryClient = useQueryClient();
  const { queryKey } = stockMovementQueryOptions(movement, marketGuid);
  useLiveMovement({
    movement,
    marketGuid,
    size: MOVEMENT_SIZE,
    enabled: useMarketOpen(marketGuid),
    onData: (items) =>
      queryClient.setQueryData(queryKey, (previous) => ({
        movement,
        // The stream's rows carry the live figures only; the last close stays from the fetched list.
        items: items.map((item): MovementItem => ({ ...previous?.items.find((known) => known.guid === item.guid), ...item })),
      })),
    onFallback: () => void queryClient.invalidateQueries({ queryKey }),
  });
  return null;
}
