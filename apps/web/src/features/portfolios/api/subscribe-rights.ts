import { buyResultSchema, type BuyResult } from '@sahm/contracts/portfolio';
import { rightsSubscriptionSchema, type RightsSubscription } from '@sahm/contracts/portfolio-income';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function subscribeRights(guid: string, rightsGuid: string, body: RightsSubscription): Promise<BuyResult> {
  return apiPost(portfolioPath(guid, `rights/${encodeURIComponent(rightsGuid)}/subscribe`), rightsSubscriptionSchema.parse(body), {
    schema: buyResultSchema,
  });
}

/** Takes up a rights issue; a refusal (window closed, too little cash) is shown by the API client's toast. */
export function useSubscribeRights(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rightsGuid, ...body }: RightsSubscription & { rightsGuid: string }) => subscribeRights(guid, rightsGuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
      ]),
  });
}
