import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Quotes are delayed up to 15 minutes anyway; refetching on every focus is noise.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves; retry only network and server failures, once.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The browser app's one client: the routes' loaders fill it with a page's data while React and the
 * page's code are still loading, and the providers hand the same client to the components.
 */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
