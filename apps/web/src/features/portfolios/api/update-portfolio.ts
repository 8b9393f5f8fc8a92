import { portfolioSchema, updatePortfolioSchema, type Portfolio, type UpdatePortfolio } from '@sahm/contracts/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function updatePortfolio(guid: string, input: UpdatePortfolio): Promise<Portfolio> {
  return apiRequest(portfolioPath(guid), { method: 'PATCH', body: updatePortfolioSchema.parse(input), schema: portfolioSchema });
}

export function useUpdatePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, input }: { guid: string; input: UpdatePortfolio }) => updatePortfolio(guid, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
