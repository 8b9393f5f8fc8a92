import { addFavoriteStockSchema } from '@sahm/contracts/stocks';
import { messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { apiPost } from '../../../shared/api/api-client.ts';

export function addFavoriteStock(stockGuid: string): Promise<MessageResponse> {
  const body = addFavoriteStockSchema.parse({ stock_guid: stockGuid });
  return apiPost('/stocks/favorites/', body, { schema: messageSchema });
}
