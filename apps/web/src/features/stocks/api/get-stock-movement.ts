import { movementListSchema, type Movement, type StockListItem } from '@sahm/contracts/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { stockKeys } from './query-keys.ts';

/** What a movers row shows; the live stream sends no more than this. */
export type MovementItem = Pick<StockListItem, 'guid' | 'symbol_code' | 'short_name' | 'company_name' | 'logo'> & {
  today_live_points: Pick<
    NonNullable<StockListItem['today_live_points']>,
    'price' | 'change_value' | 'change_ratio' | 'trade_volume' | 'trade_value' | 'datetime'
  > | null;
  today_points?: StockListItem['today_points'];
};
export type MovementData = { movement: Movement; items: MovementItem[] };

export const MOVEMENT_SIZE = 10;

export function getStockMovement(movement: Movement, marketGuid: string, signal?: AbortSignal): Promise<MovementData> {
  return apiGet('/stocks/movement/', {
    params: { movement, market_guid: marketGuid, size: MOVEMENT_SIZE },
    signal,
    schema: movementListSchema,
  });
}

export const stockMovementQueryOptions = (movement: Movement, marketGuid: string) =>
  queryOptions({
    queryKey: stockKeys.movement(movement, marketGuid),
    queryFn: ({ signal }) => getStockMovement(movement, marketGuid, signal),
  });

export function useStockMovement(movement: Movement, marketGuid: string | undefined) {
  return useQuery({ ...stockMovementQueryOptions(movement, marketGuid ?? ''), enabled: Boolean(marketGuid) });
}
