import { queryScopes } from '../../../shared/api/query-keys.ts';

export const userKeys = {
  all: queryScopes.users,
  me: () => [...queryScopes.users, 'me'] as const,
};
