import { messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { apiRequest } from '../../../shared/api/api-client.ts';

export function removeFavoriteStock(stockGuid: string): Promise<MessageResponse> {
  return apiRequest(`/stocks/favorites/${encodeURIComponent(stockGuid)}`, { method: 'DELETE', schema: messageSchema });
}
