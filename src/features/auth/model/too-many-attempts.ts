import { isApiError } from '../../../lib/api-error';

/**
 * The message for a 429 that says when to try again (`Retry-After`, ApiError.retryAt), in the person's own time
 * zone: the service's own message names the time in UTC. Undefined for any other failure, and for a 429 without
 * a readable Retry-After (then the service's message is shown as it is).
 */
export function tooManyAttemptsMessage(error: unknown, nowMs: number = Date.now()): string | undefined {
  if (!isApiError(error) || error.status !== 429 || error.retryAt === undefined) return undefined;
  const minutes = Math.max(1, Math.ceil((error.retryAt - nowMs) / 60_000));
  const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(error.retryAt);
  return `Too many attempts. Try again at ${time} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`;
}
