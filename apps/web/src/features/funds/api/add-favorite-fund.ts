import { addFavoriteFundSchema } from '@sahm/contracts/funds';
import { messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { apiPost } from '../../../shared/api/api-client.ts';

export function addFavoriteFund(guid: string): Promise<MessageResponse> {
  return apiPost('/mutual-funds/favorites/', addFavoriteFundSchema.parse({ guid }), { schema: messageSchema });
}
