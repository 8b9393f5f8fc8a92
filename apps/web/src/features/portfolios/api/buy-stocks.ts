import { buyRequestSchema, buyResultSchema, type BuyRequest, type BuyResult } from '@sahm/contracts/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function buyStocks(guid: string, items: BuyRequest): Promise<BuyResult> {
  return apiPost(portfolioPath(guid, 'buy'), buyRequestSchema.parse(items), { schema: buyResultSchema, silent: true });
}

/** Errors are the caller's: trading hours, too little cash and the stock limit each have their own answer. */
export function useBuyStocks(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BuyRequest) => buyStocks(guid, items),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
      ]),
  });
}
