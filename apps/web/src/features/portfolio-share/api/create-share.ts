import { portfolioShareSchema, type PortfolioShare } from '@sahm/contracts/portfolio-share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { shareKeys, sharePath } from './query-keys.ts';

export function createShare(guid: string): Promise<PortfolioShare> {
  return apiPost(sharePath(guid), undefined, { schema: portfolioShareSchema });
}

/** Turns the link on; the answer is the link's state. */
export function useCreateShare(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createShare(guid),
    onSuccess: (state) => queryClient.setQueryData(shareKeys.owner(guid), state),
  });
}
