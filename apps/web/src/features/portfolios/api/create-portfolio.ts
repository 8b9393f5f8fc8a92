import { createPortfolioSchema, portfolioSchema, type CreatePortfolio, type Portfolio } from '@sahm/contracts/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfoliosPath } from './query-keys.ts';

export function createPortfolio(input: CreatePortfolio): Promise<Portfolio> {
  return apiPost(portfoliosPath, createPortfolioSchema.parse(input), { schema: portfolioSchema, silent: true });
}

/** Errors are the caller's: a missing permission becomes the upgrade prompt. */
export function useCreatePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortfolio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
  });
}
