import { ERROR_CODES, Validation } from '../errors';
import { DOCUMENT_STATUSES, type DocumentRecord } from './state';

/** The reading operations: listing, get one, directories, groups, schemas, segments (shapes in handlers.ts). */

export const SORT_FIELDS = ['priority', 'updatedAt', 'name', 'createdAt'] as const;
export type DocumentSortField = (typeof SORT_FIELDS)[number];
export const ORDERINGS = ['asc', 'desc'] as const;
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
export const MAX_SEGMENT_LIMIT = 100;

export const BASE = '*/schema-service/v2';
export const INTEGER = /^\d{1,15}$/;

export interface DocumentQuery {
  page: number;
  limit: number;
  sortBy: DocumentSortField;
  ordering: 'asc' | 'desc';
  search?: string;
  directoryId?: string;
  groupId?: string;
  schema?: string;
  status?: string;
  slug?: string;
  forClientId?: number;
}

export function readParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

export function parseDocumentQuery(params: URLSearchParams, v: Validation): DocumentQuery {
  const read = (name: string) => readParam(params, name);
  const query: DocumentQuery = { page: 1, limit: DEFAULT_LIMIT, sortBy: 'updatedAt', ordering: 'desc' };
  const page = read('page');
  if (page !== undefined) {
    if (INTEGER.test(page) && Number(page) >= 1) query.page = Number(page);
    else v.add('page', ERROR_CODES.OUT_OF_RANGE, 'page must be an integer of at least 1 (pages are one-based)', page);
  }
  const limit = read('limit');
  if (limit !== undefined) {
    if (INTEGER.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT) query.limit = Number(limit);
    else v.add('limit', ERROR_CODES.OUT_OF_RANGE, `limit must be an integer from 1 to ${MAX_LIMIT}`, limit);
  }
  query.sortBy = v.oneOf('sortBy', read('sortBy'), SORT_FIELDS) ?? query.sortBy;
  query.ordering = v.oneOf('ordering', read('ordering'), ORDERINGS) ?? query.ordering;
  query.status = v.oneOf('status', read('status'), DOCUMENT_STATUSES);
  const forClientId = read('forClientId');
  if (forClientId !== undefined) {
    if (INTEGER.test(forClientId)) query.forClientId = Number(forClientId);
    else v.add('forClientId', ERROR_CODES.INVALID_FORMAT, 'forClientId must be a profile id (an integer)', forClientId);
  }
  query.search = read('search')?.toLowerCase();
  query.directoryId = read('directoryId')?.toLowerCase();
  query.groupId = read('groupId')?.toLowerCase();
  query.schema = read('schema');
  query.slug = params.get('slug') ?? undefined;
  if (query.slug === '') query.slug = undefined;
  return query;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: DocumentRecord, b: DocumentRecord, sortBy: DocumentSortField): number {
  switch (sortBy) {
    case 'name':
      return collator.compare(a.name, b.name);
    default:
      return a[sortBy] - b[sortBy];
  }
}

/** Filters and sorts (ties: name ascending, then id ascending, in both orderings). */
export function selectDocuments(
  docs: readonly DocumentRecord[],
  query: DocumentQuery,
  inAudience?: (doc: DocumentRecord) => boolean,
): DocumentRecord[] {
  const out = docs.filter(
    (d) =>
      (query.search === undefined ||
        d.name.toLowerCase().includes(query.search) ||
        (d.slug ?? '').includes(query.search)) &&
      (query.slug === undefined || d.slug === query.slug) &&
      (query.directoryId === undefined || d.directoryId === query.directoryId) &&
      (query.groupId === undefined || d.groupId === query.groupId) &&
      (query.schema === undefined || d.schema === query.schema) &&
      (query.status === undefined || d.status === query.status) &&
      (inAudience === undefined || inAudience(d)),
  );
  const sign = query.ordering === 'asc' ? 1 : -1;
  return out.sort(
    (a, b) => sign * compare(a, b, query.sortBy) || collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1),
  );
}
