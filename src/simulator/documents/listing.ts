import type { HttpHandler } from 'msw';
import { route, type SimContext } from '../http/context';
import { ERROR_CODES, Validation, errorResponse } from '../http/errors';
import type { ProfileRecord } from '../profiles/record';
import { workspaceProfiles } from '../profiles/store';
import { documentsAccess, findDocument } from './access';
import { isInAudience } from './audience';
import { presentDocument } from './present';
import { SCHEMAS } from './seed';
import { segmentSizes } from './segments';
import { DOCUMENT_STATUSES, liveDocuments, workspaceDocuments, type DocumentRecord } from './store';

/** The reading operations: listing, get one, directories, groups, schemas, segments (shapes in handlers.ts). */

export const SORT_FIELDS = ['priority', 'updatedAt', 'name', 'createdAt'] as const;
export type DocumentSortField = (typeof SORT_FIELDS)[number];
export const ORDERINGS = ['asc', 'desc'] as const;
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
export const MAX_SEGMENT_LIMIT = 100;

const BASE = '*/schema-service/v2';
const INTEGER = /^\d{1,15}$/;

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

function readParam(params: URLSearchParams, name: string): string | undefined {
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

export function listingHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', `${BASE}/documents`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'READ');
      if (!access.ok) return access.response;
      const v = new Validation();
      const query = parseDocumentQuery(new URL(request.url).searchParams, v);
      if (v.failed) return v.response(request);
      const wd = workspaceDocuments(ctx, access.workspace);
      let inAudience: ((doc: DocumentRecord) => boolean) | undefined;
      if (query.forClientId !== undefined) {
        const profile: ProfileRecord | undefined = workspaceProfiles(ctx, access.workspace).byId.get(query.forClientId);
        if (!profile) {
          v.add('forClientId', ERROR_CODES.NOT_FOUND, `No profile ${query.forClientId}`, String(query.forClientId));
          return errorResponse(request, 404, `No profile ${query.forClientId}`, v.errors);
        }
        inAudience = (doc) => isInAudience(wd, doc.audience, profile);
      }
      const selected = selectDocuments(liveDocuments(wd), query, inAudience);
      const start = (query.page - 1) * query.limit;
      const items = selected.slice(start, start + query.limit).map((d) => presentDocument(wd, d, false));
      return Response.json(items, {
        headers: {
          'X-Pagination-Total-Count': String(selected.length),
          'X-Pagination-Total-Pages': String(Math.ceil(selected.length / query.limit)),
          'X-Pagination-Page': String(query.page),
          'X-Pagination-Limit': String(query.limit),
        },
      });
    }),

    route(ctx, 'get', `${BASE}/documents/:documentId`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'READ');
      if (!found.ok) return found.response;
      return Response.json(presentDocument(found.wd, found.doc));
    }),

    route(ctx, 'get', `${BASE}/directories`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'READ');
      if (!access.ok) return access.response;
      const wd = workspaceDocuments(ctx, access.workspace);
      const counts = new Map<string, number>();
      for (const d of liveDocuments(wd)) counts.set(d.directoryId, (counts.get(d.directoryId) ?? 0) + 1);
      return Response.json(
        wd.directories.map((d) => ({
          id: d.id,
          name: d.name,
          parentId: d.parentId,
          documentCount: counts.get(d.id) ?? 0,
        })),
      );
    }),

    route(ctx, 'get', `${BASE}/groups`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'READ');
      if (!access.ok) return access.response;
      const wd = workspaceDocuments(ctx, access.workspace);
      const counts = new Map<string, number>();
      for (const d of liveDocuments(wd))
        if (d.groupId !== null) counts.set(d.groupId, (counts.get(d.groupId) ?? 0) + 1);
      return Response.json(wd.groups.map((g) => ({ id: g.id, name: g.name, documentCount: counts.get(g.id) ?? 0 })));
    }),

    route(ctx, 'get', `${BASE}/schemas`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'READ');
      if (!access.ok) return access.response;
      return Response.json(SCHEMAS.map((s) => ({ name: s.name, description: s.description })));
    }),

    route(ctx, 'get', `${BASE}/segments`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'READ');
      if (!access.ok) return access.response;
      const params = new URL(request.url).searchParams;
      const v = new Validation();
      let limit = MAX_SEGMENT_LIMIT;
      const rawLimit = readParam(params, 'limit');
      if (rawLimit !== undefined) {
        if (INTEGER.test(rawLimit) && Number(rawLimit) >= 1 && Number(rawLimit) <= MAX_SEGMENT_LIMIT)
          limit = Number(rawLimit);
        else
          v.add('limit', ERROR_CODES.OUT_OF_RANGE, `limit must be an integer from 1 to ${MAX_SEGMENT_LIMIT}`, rawLimit);
      }
      if (v.failed) return v.response(request);
      const search = readParam(params, 'search')?.toLowerCase();
      const wd = workspaceDocuments(ctx, access.workspace);
      const sizes = segmentSizes(ctx, wd);
      const matching = wd.segments.filter(
        (s) =>
          search === undefined || [s.name, s.description, s.rule].some((text) => text.toLowerCase().includes(search)),
      );
      return Response.json(
        matching
          .slice(0, limit)
          .map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            rule: s.rule,
            size: sizes.get(s.id) ?? 0,
          })),
      );
    }),
  ];
}
