import { userProfileSchema, type UserProfile } from '@sahm/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { userKeys } from './query-keys.ts';

export function getMe(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet('/users/me', { signal, schema: userProfileSchema });
}

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
