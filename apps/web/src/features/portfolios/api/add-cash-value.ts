import { cashEditResultSchema, cashEditSchema, type CashEditResult } from '@sahm/contracts/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

/** `cashValue` is a SAR string ("250.50", "-100.00"): money never goes out as a float. */
export function addCashValue(guid: string, cashValue: string): Promise<CashEditResult> {
  return apiPost(portfolioPath(guid, 'cash-value-transaction'), cashEditSchema.parse({ cash_value: cashValue }), {
    schema: cashEditResultSchema,
  });
}

/** Cash shows in the list (performance), the overview, the chart and the cash log. */
export function useAddCashValue(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cashValue: string) => addCashValue(guid, cashValue),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
      ]),
  });
}
