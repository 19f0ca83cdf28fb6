import type { $ZodType } from 'zod/v4/core';
import { ApiError, retryAtFrom, type ErrorBody } from './api-error';
import { API_VERSION } from './endpoints/endpoint';
import type { Endpoint } from './endpoints';
import { takeEarlyResponse } from './early-responses';

const defaultTimeoutMs = 30_000;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** How a request authenticates: the session's token (refreshed once on a 401), an explicit token, or none. */
export type RequestAuth = 'session' | 'none' | { token: string };

export interface RequestOptions<T> {
  /** Any zod schema (classic or mini) whose output is T. */
  schema: $ZodType<T>;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (multipart uploads); wins over `body`. */
  rawBody?: BodyInit;
  signal?: AbortSignal;
  auth?: RequestAuth;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type ParamsOption<P extends unknown[]> = P extends [] ? { params?: [] } : { params: P };

export interface FullResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** What the client needs from the session: the current token, and a way to get a fresh one after a 401. */
export interface TokenSource {
  token(): string | null;
  /** Called with the token that was answered 401; resolves to a usable token, or null when the session is over. */
  recover(failedToken: string): Promise<string | null>;
}

export interface HttpClientDeps {
  baseUrl: () => string;
  tokens: TokenSource;
  fetch?: typeof fetch;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `answer`, or the signal's reason once it aborts first (as fetch itself rejects). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

export function createHttpClient(deps: HttpClientDeps) {
  const doFetch = (input: string, init: RequestInit) => (deps.fetch ?? globalThis.fetch)(input, init);

  async function send<T, P extends unknown[]>(
    endpoint: Endpoint<P>,
    options: RequestOptions<T> & ParamsOption<P>,
  ): Promise<FullResponse<T>> {
    const path = endpoint.path(...((options.params ?? []) as P));
    const url = `${deps.baseUrl()}${path}${buildQuery(options.query)}`;
    const auth = options.auth ?? 'session';
    const failure = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'method' | 'path' | 'requiredPermission'>) =>
      new ApiError({ ...init, method: endpoint.method, path, requiredPermission: endpoint.permission });

    const attempt = async (token: string | null): Promise<Response> => {
      const headers = new Headers({ Accept: 'application/json', ...options.headers });
      if (endpoint.apiVersion) headers.set('Api-Version', API_VERSION);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let body: BodyInit | undefined = options.rawBody;
      if (body === undefined && options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers.set('Content-Type', 'application/json');
      }
      const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      // The same request, sent by the preload script at navigation (only plain reads: no body, no extra headers).
      const early =
        endpoint.method === 'GET' && body === undefined && !options.headers ? takeEarlyResponse(url, token) : undefined;
      try {
        return await (early
          ? untilAborted(early, signal)
          : doFetch(url, { method: endpoint.method, headers, body, signal, credentials: 'omit' }));
      } catch (cause) {
        if (options.signal?.aborted) throw failure({ kind: 'aborted', status: 0, cause });
        if (timeout.aborted) throw failure({ kind: 'timeout', status: 0, cause });
        throw failure({ kind: 'network', status: 0, cause });
      }
    };

    const initialToken = auth === 'session' ? deps.tokens.token() : auth === 'none' ? null : auth.token;
    let response = await attempt(initialToken);
    if (response.status === 401 && auth === 'session' && initialToken) {
      // One refresh for any number of concurrent 401s (the session makes it single-flight), then one retry.
      const next = await deps.tokens.recover(initialToken);
      if (next) response = await attempt(next);
    }

    let payload: unknown;
    try {
      payload = await readJson(response);
    } catch (cause) {
      if (response.ok)
        throw failure({ kind: 'schema', status: response.status, detail: 'the body is not JSON', cause });
      payload = undefined;
    }

    if (!response.ok) {
      const { errorBodySchema } = await import('./error-body');
      const parsed = errorBodySchema.safeParse(payload);
      const body: ErrorBody | undefined = parsed.success ? parsed.data : undefined;
      // Retry-After is readable cross-origin only when the service exposes it (the simulator's server does).
      const retryAt = retryAtFrom(response.headers.get('Retry-After'), Date.now());
      throw failure({ kind: 'http', status: response.status, body, retryAt });
    }

    // Zod schemas implement Standard Schema: validating through it keeps zod itself out of this module.
    const parsed = await options.schema['~standard'].validate(payload);
    if (parsed.issues) {
      const first = parsed.issues[0];
      const where = first?.path
        ?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
        .join('.');
      const detail = first ? `${where || 'body'}: ${first.message}` : undefined;
      throw failure({ kind: 'schema', status: response.status, detail, cause: parsed.issues });
    }
    return { data: parsed.value as T, status: response.status, headers: response.headers };
  }

  return {
    /** The parsed body of a successful answer; anything else throws an ApiError. */
    async request<T, P extends unknown[] = []>(endpoint: Endpoint<P>, options: RequestOptions<T> & ParamsOption<P>) {
      return (await send(endpoint, options)).data;
    },
    /** Like `request`, with the status and headers (pagination headers, correlation ids). */
    requestFull: send,
  };
}
