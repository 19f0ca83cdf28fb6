import { http, session } from '../../../lib/api';
import { buildQuery } from '../../../lib/http';
import { loadRegionPreference } from '../../../lib/preferences';
import { apiBaseUrl } from '../../../lib/regions';
import type { BuiltSearchRequest } from './build-request';
import { searchResponseSchema, type SearchResponse } from './schemas';

/** One request and its answer, as the request inspector shows them. */
export interface SearchExchange {
  method: 'GET' | 'POST';
  /** The exact URL sent (with the tracker key, which is public). */
  url: string;
  /** POST: the JSON body; visual POST: the `params` part. */
  body?: string;
  /** Visual POST: the file part. */
  image?: { name: string; type: string; size: number };
  status: number | null;
  headers: [string, string][];
  durationMs: number;
  startedAt: number;
}

export interface SearchOutcome {
  response: SearchResponse;
  exchange: SearchExchange;
}

const exchanges = new WeakMap<object, SearchExchange>();

/** The exchange behind a failed search (for the inspector), when the request was made. */
export const exchangeOfError = (error: unknown): SearchExchange | undefined => (typeof error === 'object' && error ? exchanges.get(error) : undefined);

const baseUrl = () => apiBaseUrl(session.get()?.regionId ?? loadRegionPreference());

/** Sends a built search with the tracker key as `token` and no Authorization header. */
export async function runSearch(indexId: string, request: BuiltSearchRequest, trackerKey: string, signal?: AbortSignal): Promise<SearchOutcome> {
  const query = { ...request.query, token: trackerKey };
  const exchange: SearchExchange = {
    method: request.method,
    url: `${baseUrl()}${request.endpoint.path(indexId)}${buildQuery(query)}`,
    body: request.multipart ? request.multipart.params : request.body ? JSON.stringify(request.body, null, 2) : undefined,
    image: request.multipart
      ? { name: request.multipart.image instanceof File ? request.multipart.image.name : 'image', type: request.multipart.image.type, size: request.multipart.image.size }
      : undefined,
    status: null,
    headers: [],
    durationMs: 0,
    startedAt: Date.now(),
  };
  let rawBody: FormData | undefined;
  if (request.multipart) {
    rawBody = new FormData();
    rawBody.append('image', request.multipart.image, exchange.image?.name);
    rawBody.append('params', request.multipart.params);
  }
  const started = performance.now();
  try {
    const full = await http.requestFull(request.endpoint, {
      params: [indexId],
      query,
      body: rawBody ? undefined : request.body,
      rawBody,
      schema: searchResponseSchema,
      signal,
      auth: 'none',
    });
    exchange.durationMs = performance.now() - started;
    exchange.status = full.status;
    exchange.headers = [...full.headers.entries()];
    return { response: full.data, exchange };
  } catch (error) {
    exchange.durationMs = performance.now() - started;
    if (typeof error === 'object' && error && 'status' in error && typeof error.status === 'number' && error.status > 0) exchange.status = error.status;
    if (typeof error === 'object' && error) exchanges.set(error, exchange);
    throw error;
  }
}

/** Pagination as the answer gave it: the body's `meta` (includeMeta) or the X-Pagination-* and Link headers. */
export interface PagingInfo {
  source: 'body' | 'headers';
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
  sortedBy: string | null;
  ordering: string | null;
  links: { url: string; rel: string }[];
}

/** `<url>; rel="next", <url>; rel="prev"` → [{url, rel}]. */
export function parseLinkHeader(value: string | null): { url: string; rel: string }[] {
  if (!value) return [];
  return value.split(/,(?=\s*<)/).flatMap((part) => {
    const match = /<([^>]*)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    return match ? [{ url: match[1]!, rel: match[2]! }] : [];
  });
}

export function pagingOf(outcome: SearchOutcome): PagingInfo | null {
  const { meta } = outcome.response;
  if (meta) {
    return {
      source: 'body',
      totalCount: meta.totalCount,
      totalPages: meta.totalPages,
      page: meta.page,
      limit: meta.limit,
      sortedBy: meta.sortedBy ?? null,
      ordering: meta.ordering ?? null,
      links: meta.link ?? [],
    };
  }
  const headers = new Headers(outcome.exchange.headers);
  const number = (name: string) => {
    const value = headers.get(name);
    return value !== null && Number.isFinite(Number(value)) ? Number(value) : null;
  };
  const totalCount = number('X-Pagination-Total-Count');
  if (totalCount === null) return null;
  return {
    source: 'headers',
    totalCount,
    totalPages: number('X-Pagination-Total-Pages') ?? 1,
    page: number('X-Pagination-Page') ?? 1,
    limit: number('X-Pagination-Limit') ?? outcome.response.data.length,
    sortedBy: headers.get('X-Pagination-Sorted-By'),
    ordering: headers.get('X-Pagination-Ordering'),
    links: parseLinkHeader(headers.get('Link')),
  };
}
