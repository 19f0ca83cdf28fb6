import { http, session } from '../../../lib/api';
import { buildQuery } from '../../../lib/http';
import { loadRegionPreference } from '../../../lib/preferences';
import { apiBaseUrl } from '../../../lib/api-base-url';
import type { BuiltSearchRequest } from '../model/build-request';
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
  /** The page and page size asked for (null: the service's default size), for paging without metadata. */
  requested: { page: number; limit: number | null };
}

/** The page and limit a built request asks for (GET query or POST body). */
function requestedPaging(request: BuiltSearchRequest): SearchOutcome['requested'] {
  const source: Record<string, unknown> = request.method === 'GET' ? request.query : (request.body ?? {});
  const page = Number(source.page);
  const limit = Number(source.limit);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? limit : null,
  };
}

const exchanges = new WeakMap<object, SearchExchange>();

/** The exchange behind a failed search (for the inspector), when the request was made. */
export const exchangeOfError = (error: unknown): SearchExchange | undefined =>
  typeof error === 'object' && error ? exchanges.get(error) : undefined;

const baseUrl = () => apiBaseUrl(session.get()?.regionId ?? loadRegionPreference());

/** Sends a built search with the tracker key as `token` and no Authorization header. */
export async function runSearch(
  indexId: string,
  request: BuiltSearchRequest,
  trackerKey: string,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const query = { ...request.query, token: trackerKey };
  const exchange: SearchExchange = {
    method: request.method,
    url: `${baseUrl()}${request.endpoint.path(indexId)}${buildQuery(query)}`,
    body: request.multipart
      ? request.multipart.params
      : request.body
        ? JSON.stringify(request.body, null, 2)
        : undefined,
    image: request.multipart
      ? {
          name: request.multipart.image instanceof File ? request.multipart.image.name : 'image',
          type: request.multipart.image.type,
          size: request.multipart.image.size,
        }
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
    return { response: full.data, exchange, requested: requestedPaging(request) };
  } catch (error) {
    exchange.durationMs = performance.now() - started;
    if (typeof error === 'object' && error && 'status' in error && typeof error.status === 'number' && error.status > 0)
      exchange.status = error.status;
    if (typeof error === 'object' && error) exchanges.set(error, exchange);
    throw error;
  }
}

/**
 * Pagination as the answer gave it: the body's `meta` (includeMeta=true, which the playground sends), the
 * X-Pagination-* and Link headers when the browser may read them, or else only what the page itself shows
 * (`page-size`): a page as long as the limit asked for may have a next one. Counts are null when unknown.
 */
export interface PagingInfo {
  source: 'body' | 'headers' | 'page-size';
  totalCount: number | null;
  totalPages: number | null;
  page: number;
  limit: number | null;
  sortedBy: string | null;
  ordering: string | null;
  links: { url: string; rel: string }[];
  /** Whether a next page may exist. */
  hasNext: boolean;
}

/** `<url>; rel="next", <url>; rel="prev"` → [{url, rel}]. */
export function parseLinkHeader(value: string | null): { url: string; rel: string }[] {
  if (!value) return [];
  return value.split(/,(?=\s*<)/).flatMap((part) => {
    const match = /<([^>]*)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    return match ? [{ url: match[1]!, rel: match[2]! }] : [];
  });
}

export function pagingOf(outcome: SearchOutcome): PagingInfo {
  const { meta, data } = outcome.response;
  const requested = outcome.requested ?? { page: 1, limit: null };
  // Without a limit asked for, the first page's length is taken as the page size (the next page then asks for it).
  const fullPage = (limit: number | null) =>
    limit !== null ? data.length >= limit : requested.page === 1 && data.length > 0;
  const withNext = (info: Omit<PagingInfo, 'hasNext'>): PagingInfo => ({
    ...info,
    hasNext:
      info.totalPages !== null
        ? info.page < info.totalPages
        : info.links.length > 0
          ? info.links.some((link) => link.rel === 'next')
          : fullPage(info.limit),
  });
  if (meta && (meta.totalCount != null || meta.totalPages != null || meta.page != null)) {
    const limit = meta.limit ?? requested.limit;
    return withNext({
      source: 'body',
      totalCount: meta.totalCount ?? null,
      totalPages: meta.totalPages ?? (meta.totalCount != null && limit ? Math.ceil(meta.totalCount / limit) : null),
      page: meta.page ?? requested.page,
      limit,
      sortedBy: meta.sortedBy ?? null,
      ordering: meta.ordering ?? null,
      links: meta.link ?? [],
    });
  }
  const headers = new Headers(outcome.exchange.headers);
  const number = (name: string) => {
    const value = headers.get(name);
    return value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
  };
  const links = parseLinkHeader(headers.get('Link'));
  const totalCount = number('X-Pagination-Total-Count');
  const totalPages = number('X-Pagination-Total-Pages');
  if (totalCount !== null || totalPages !== null || links.length > 0) {
    const limit = number('X-Pagination-Limit') ?? requested.limit;
    return withNext({
      source: 'headers',
      totalCount,
      totalPages: totalPages ?? (totalCount !== null && limit ? Math.ceil(totalCount / limit) : null),
      page: number('X-Pagination-Page') ?? requested.page,
      limit,
      sortedBy: headers.get('X-Pagination-Sorted-By'),
      ordering: headers.get('X-Pagination-Ordering'),
      links,
    });
  }
  return withNext({
    source: 'page-size',
    totalCount: null,
    totalPages: null,
    page: requested.page,
    limit: requested.limit ?? (requested.page === 1 && data.length > 0 ? data.length : null),
    sortedBy: null,
    ordering: null,
    links: [],
  });
}
