import { sellRequestSchema, sellResultSchema, type SellRequest, type SellResult } from '@sahm/contracts/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function sellStock(guid: string, body: SellRequest): Promise<SellResult> {
  return apiPost(portfolioPath(guid, 'sell'), sellRequestSchema.parse(body), { schema: sellResultSchema, silent: true });
}

/** Errors are the caller's (trading hours have their own toast). */
export function useSellStock(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellRequest) => sellStock(guid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
      ]),
  });
}
