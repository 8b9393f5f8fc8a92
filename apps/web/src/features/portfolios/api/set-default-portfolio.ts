import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function setDefaultPortfolio(guid: string): Promise<unknown> {
  return apiPost(portfolioPath(guid, 'set-default'));
}

export function useSetDefaultPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPortfolio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
  });
}
