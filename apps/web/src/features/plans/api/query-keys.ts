import { queryScopes } from '../../../shared/api/query-keys.ts';

/** The account's plan data is per user (sub), so another account never sees it from the cache. */
export const planKeys = {
  all: queryScopes.plans,
  packages: () => [...queryScopes.plans, 'packages'] as const,
  subscription: (sub: string) => [...queryScopes.plans, 'subscription', sub] as const,
  invoices: (sub: string) => [...queryScopes.plans, 'invoices', sub] as const,
};
