import * as z from 'zod/mini';

/**
 * The documents listing's state, as it stands in the page's URL (a link reproduces the view) and as it is
 * sent to `GET /documents`. Defaults are left out of the URL; anything that does not parse falls back.
 */
export const documentSorts = ['updatedAt', 'priority'] as const;
export type DocumentSort = (typeof documentSorts)[number];
export const documentStatuses = ['DRAFT', 'PUBLISHED'] as const;
export const documentPageSizes = [10, 25, 50, 100] as const;

export interface DocumentListParams {
  page: number;
  pageSize: number;
  search: string;
  directoryId: string;
  groupId: string;
  schema: string;
  status: string;
  sortBy: DocumentSort;
  ordering: 'asc' | 'desc';
}

export const defaultDocumentListParams: DocumentListParams = {
  page: 1,
  pageSize: 25,
  search: '',
  directoryId: '',
  groupId: '',
  schema: '',
  status: '',
  sortBy: 'updatedAt',
  ordering: 'desc',
};

const positiveInt = z
  .pipe(z.string(), z.transform(Number))
  .check(z.refine((value) => Number.isInteger(value) && value >= 1));

const urlKeys = { search: 'q', directoryId: 'dir', groupId: 'group', schema: 'type', status: 'status' } as const;
type TextKey = keyof typeof urlKeys;

export function documentParamsFromSearch(search: URLSearchParams): DocumentListParams {
  const params = { ...defaultDocumentListParams };
  const page = positiveInt.safeParse(search.get('page') ?? '');
  if (page.success) params.page = page.data;
  const size = positiveInt.safeParse(search.get('size') ?? '');
  if (size.success && (documentPageSizes as readonly number[]).includes(size.data)) params.pageSize = size.data;
  for (const key of Object.keys(urlKeys) as TextKey[]) params[key] = search.get(urlKeys[key])?.trim() ?? '';
  if (!(documentStatuses as readonly string[]).includes(params.status)) params.status = '';
  const sort = search.get('sort');
  if ((documentSorts as readonly string[]).includes(sort ?? '')) params.sortBy = sort as DocumentSort;
  const order = search.get('order');
  // Priority reads naturally highest first, recency newest first: both default to descending.
  params.ordering = order === 'asc' ? 'asc' : 'desc';
  return params;
}

export function searchFromDocumentParams(params: DocumentListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(urlKeys) as TextKey[]) if (params[key]) search.set(urlKeys[key], params[key]);
  if (params.sortBy !== defaultDocumentListParams.sortBy) search.set('sort', params.sortBy);
  if (params.ordering !== defaultDocumentListParams.ordering) search.set('order', params.ordering);
  if (params.pageSize !== defaultDocumentListParams.pageSize) search.set('size', String(params.pageSize));
  if (params.page !== defaultDocumentListParams.page) search.set('page', String(params.page));
  return search;
}

/** The service's query parameters for a listing state. */
export function serviceQueryOfDocuments(params: DocumentListParams): Record<string, string | number | undefined> {
  return {
    page: params.page,
    limit: params.pageSize,
    search: params.search || undefined,
    sortBy: params.sortBy,
    ordering: params.ordering,
    directoryId: params.directoryId || undefined,
    groupId: params.groupId || undefined,
    schema: params.schema || undefined,
    status: params.status || undefined,
  };
}
