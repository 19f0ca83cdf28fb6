import type { HttpHandler } from 'msw';
import { route } from '../http/context';
import type { SimContext } from '../context';
import { ERROR_CODES, Validation, errorResponse } from '../errors';
import type { ProfileRecord } from '../profiles/record';
import { workspaceProfiles } from '../profiles/store';
import { documentsAccess, findDocument } from './access-handlers';
import { isInAudience } from './audience';
import { presentDocument } from './present';
import { SCHEMAS } from './seed';
import { liveDocuments, segmentSizes, workspaceDocuments } from './store';
import { type DocumentRecord } from './state';
import { BASE, INTEGER, MAX_SEGMENT_LIMIT, parseDocumentQuery, readParam, selectDocuments } from './listing';

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
        matching.slice(0, limit).map((s) => ({
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
