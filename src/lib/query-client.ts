import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** How long an answer is fresh: a page opened again within it shows the cached data without asking. */
export const STALE_TIME_MS = 30_000;

/** Retries only what can succeed as it is: no answer, or a 5xx. A 4xx will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  return isApiError(error) && error.isRetryable;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient: route loaders fill it, pages read it. */
export const queryClient = createQueryClient();
