import type { QueryClient } from '@tanstack/react-query';

/**
 * The QueryClient, loaded on demand: the sign-in route has no queries, so it does not pay for the library.
 * Every caller gets the same instance as the routes that import it directly.
 */
export const loadQueryClient = (): Promise<QueryClient> =>
  import('./query-client').then((module) => module.queryClient);
