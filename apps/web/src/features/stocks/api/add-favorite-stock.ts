import { addFavoriteStockSchema } from '@sahm/contracts/stocks';
import { messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { apiPost } from '../../../shared/api/api-client.ts';

/** Queries showing a stock's favourite flag: lists, favourites, detail. */
export const favoriteStockKeys = ['stocks'] as const;

export function addFavoriteStock(stockGuid: string): Promise<MessageResponse> {
  const body = addFavoriteStockSchema.parse({ stock_guid: stockGuid });
  return apiPost('/stocks/favorites/', body, { schema: messageSchema });
}
