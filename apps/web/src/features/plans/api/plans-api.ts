import {
  invoiceListSchema,
  packageListSchema,
  subscriptionSchema,
  type Invoice,
  type Package,
  type Subscription,
} from '@sahm/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { planKeys } from './query-keys.ts';

/** GET /packages/ — public. */
export function usePackages() {
  return useQuery({
    queryKey: planKeys.packages(),
    queryFn: async ({ signal }): Promise<Package[]> => (await apiGet('/packages/', { signal, schema: packageListSchema })).items,
    staleTime: 5 * 60_000,
  });
}

/** GET /subscriptions/current of the signed-in user `sub`. */
export const currentSubscriptionQueryOptions = (sub: string) =>
  queryOptions({
    queryKey: planKeys.subscription(sub),
    queryFn: ({ signal }): Promise<Subscription> => apiGet('/subscriptions/current', { signal, schema: subscriptionSchema, silent: true }),
    staleTime: 60_000,
  });

/** GET /subscriptions/current — only for a signed-in user; visitors have none (null). */
export function useCurrentSubscription() {
  const user = useSessionUser();
  return useQuery({ ...currentSubscriptionQueryOptions(user?.sub ?? ''), enabled: Boolean(user) });
}

/** GET /subscriptions/invoices */
export function useInvoices() {
  const user = useSessionUser();
  return useQuery({
    queryKey: planKeys.invoices(user?.sub ?? ''),
    queryFn: async ({ signal }): Promise<Invoice[]> =>
      (await apiGet('/subscriptions/invoices', { signal, schema: invoiceListSchema })).items,
    enabled: Boolean(user),
  });
}
