import { messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { apiRequest } from '../../../shared/api/api-client.ts';

export function removeFavoriteFund(guid: string): Promise<MessageResponse> {
  return apiRequest(`/mutual-funds/favorites/${encodeURIComponent(guid)}`, { method: 'DELETE', schema: messageSchema });
}
