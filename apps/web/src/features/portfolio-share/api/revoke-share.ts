import { portfolioShareSchema, type PortfolioShare } from '@sahm/contracts/portfolio-share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shareKeys, sharePath } from './query-keys.ts';

export function revokeShare(guid: string): Promise<PortfolioShare> {
  return apiRequest(sharePath(guid), { method: 'DELETE', schema: portfolioShareSchema });
}

/** Turns the link off for good: sharing again makes another. */
export function useRevokeShare(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShare(guid),
    onSuccess: (state) => queryClient.setQueryData(shareKeys.owner(guid), state),
  });
}
