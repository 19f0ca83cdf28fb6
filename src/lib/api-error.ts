/** The reference's error body. Some answers carry only timestamp, status, error, message and path. */
export interface ErrorBody {
  error?: string;
  status?: number;
  timestamp?: string;
  path?: string;
  message?: string;
  errors?: { code?: number; field?: string; message?: string; rejectedValue?: unknown }[];
}

export type FieldError = NonNullable<ErrorBody['errors']>[number];

/**
 * - `http`: the service answered with a non-2xx status.
 * - `network`: no answer (offline, DNS, CORS, connection reset).
 * - `timeout`: no answer in time.
 * - `schema`: a 2xx answer whose body does not match what the reference describes.
 * - `aborted`: the caller cancelled the request.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  method: string;
  path: string;
  body?: ErrorBody;
  /** The permission the operation needs, when the endpoint table names one (used to explain a 403). */
  requiredPermission?: string;
  /** When to try again (epoch ms), from a `Retry-After` header (retryAtFrom). */
  retryAt?: number;
  detail?: string;
  cause?: unknown;
}

const missingPermissionPattern = /missing permission:?\s*([A-Z0-9_]+)/i;

/** Every failure of the HTTP client, whatever its cause, is one of these. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly body?: ErrorBody;
  readonly requiredPermission?: string;
  /** When the service says to try again (epoch ms): a 429 or 503 with `Retry-After`. */
  readonly retryAt?: number;

  constructor(init: ApiErrorInit) {
    super(ApiError.describe(init), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.requiredPermission = init.requiredPermission;
    this.retryAt = init.retryAt;
  }

  private static describe(init: ApiErrorInit): string {
    if (init.body?.message) return init.body.message;
    switch (init.kind) {
      case 'network':
        return 'The service could not be reached. Check your connection and try again.';
      case 'timeout':
        return 'The service took too long to answer. Try again.';
      case 'schema':
        return `The service answered in an unexpected format${init.detail ? ` (${init.detail})` : ''}.`;
      case 'aborted':
        return 'The request was cancelled.';
      case 'http':
        return init.body?.error ?? `The service answered with status ${init.status}.`;
    }
  }

  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }

  /** Worth trying again as it is: no answer, or the service failed (5xx). */
  get isRetryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && this.status >= 500);
  }

  /** The permission a 403 is about: named by the service's message, else by the endpoint table. */
  get missingPermission(): string | undefined {
    if (this.status !== 403) return undefined;
    const named = this.body?.message?.match(missingPermissionPattern)?.[1];
    return named ?? this.requiredPermission;
  }
}

/** `Retry-After` (delay in seconds, or an HTTP date) as the time to try again (epoch ms); undefined if unreadable. */
export function retryAtFrom(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return nowMs + Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
