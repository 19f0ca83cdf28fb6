import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** Retries only what can succeed as it is: no answer, or a 5xx. A 4xx will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  return isApiError(error) && error.isRetryable;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient: route loaders fill it, pages read it. */
export const queryClient = createQueryClient();
