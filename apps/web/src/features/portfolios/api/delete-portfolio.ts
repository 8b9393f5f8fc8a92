import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function deletePortfolio(guid: string): Promise<unknown> {
  return apiRequest(portfolioPath(guid), { method: 'DELETE', silent: true });
}

/** Errors are the caller's: the default portfolio's refusal has its own toast. */
export function useDeletePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolio,
    onSuccess: (_, guid) => {
      queryClient.removeQueries({ queryKey: portfolioKeys.one(guid) });
      return queryClient.invalidateQueries({ queryKey: portfolioKeys.list() });
    },
  });
}
