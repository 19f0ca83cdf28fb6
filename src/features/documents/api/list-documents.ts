import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { documentKeys } from './keys';
import { defaultDocumentListParams, serviceQueryOfDocuments, type DocumentListParams } from '../model/list-params';
import { documentListSchema, type DocumentSummary } from './schemas';

export interface DocumentPage {
  documents: DocumentSummary[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

const headerNumber = (headers: Headers, name: string, fallback: number) => {
  const raw = headers.get(name);
  const value = Number(raw);
  return raw !== null && Number.isFinite(value) ? value : fallback;
};

type Query = Record<string, string | number | undefined>;

/** GET /documents: one page, with the totals from the X-Pagination-* headers (as the profiles listing). */
export async function listDocuments(query: Query, signal?: AbortSignal): Promise<DocumentPage> {
  const { data, headers } = await http.requestFull(endpoints.listDocuments, {
    query,
    schema: documentListSchema,
    signal,
  });
  const limit = Number(query.limit ?? defaultDocumentListParams.pageSize);
  const totalCount = headerNumber(headers, 'X-Pagination-Total-Count', data.length);
  return {
    documents: data,
    totalCount,
    totalPages: headerNumber(headers, 'X-Pagination-Total-Pages', Math.max(1, Math.ceil(totalCount / limit))),
    page: headerNumber(headers, 'X-Pagination-Page', Number(query.page ?? 1)),
    pageSize: headerNumber(headers, 'X-Pagination-Limit', limit),
  };
}

export const documentsQuery = (ws: string, params: DocumentListParams) =>
  queryOptions({
    queryKey: documentKeys.list(ws, params),
    queryFn: ({ signal }) => listDocuments(serviceQueryOfDocuments(params), signal),
    // Paging keeps the current rows on screen until the next page is there.
    placeholderData: keepPreviousData,
  });

/** Which document, if any, already uses `slug` (the listing's exact `slug=` filter). */
export const slugUseQuery = (ws: string, slug: string) =>
  queryOptions({
    queryKey: documentKeys.slugUse(ws, slug),
    queryFn: async ({ signal }) => (await listDocuments({ slug, limit: 1, page: 1 }, signal)).documents[0] ?? null,
    staleTime: 5_000,
  });

/** The documents whose audience includes a profile, highest priority first (`forClientId=`). */
export const documentsForProfileQuery = (ws: string, clientId: number) =>
  queryOptions({
    queryKey: documentKeys.forProfile(ws, clientId),
    queryFn: ({ signal }) =>
      listDocuments({ forClientId: clientId, sortBy: 'priority', ordering: 'desc', limit: 100, page: 1 }, signal),
  });

/** The listing's largest page (src/simulator/README.md: limit 1…100). */
const everyDocumentPageSize = 100;

/**
 * Every document of the workspace, highest priority first: the listing's first page of 100, then the others at
 * once (a workspace holds a few hundred). A document moved between pages while they were read is kept once.
 */
export const everyDocumentQuery = (ws: string) =>
  queryOptions({
    queryKey: documentKeys.every(ws),
    queryFn: async ({ signal }) => {
      const page = (n: number) =>
        listDocuments({ page: n, limit: everyDocumentPageSize, sortBy: 'priority', ordering: 'desc' }, signal);
      const first = await page(1);
      const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)));
      const byId = new Map([first, ...rest].flatMap(({ documents }) => documents.map((d) => [d.id, d] as const)));
      return [...byId.values()];
    },
  });
