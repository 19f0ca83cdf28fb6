import type { HttpHandler } from 'msw';
import { readJson, readJsonObject, route, type SimContext } from '../http/context';
import { ERROR_CODES, Validation, isPlainObject } from '../http/errors';
import { documentsAccess, findDocument } from './access';
import { readAudience } from './audience';
import {
  readContent,
  readDirectoryId,
  readGroupId,
  readName,
  readPriority,
  readSchedule,
  readSchema,
  readSlug,
} from './fields';
import { initialized, presentDocument, updated } from './present';
import { DEFAULT_DOCUMENT_NAME } from './seed';
import { addDocument, nextDocumentId, workspaceDocuments, type DocumentRecord } from './store';

/** Create, initialize, the four edit operations and the soft delete (shapes and rules in handlers.ts). */

const BASE = '*/schema-service/v2';

export function mutationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'post', `${BASE}/documents/init`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'CREATE');
      if (!access.ok) return access.response;
      const read = await readJsonObject(request);
      if (!read.ok) return read.response;
      const { body } = read;
      const wd = workspaceDocuments(ctx, access.workspace);
      const v = new Validation();
      const name = readName(body.name, v, 'name', false);
      const directoryId = readDirectoryId(wd, body.directory, v, 'directory', false);
      if (v.failed) return v.response(request);
      const now = ctx.now();
      const doc: DocumentRecord = {
        id: nextDocumentId(wd),
        name: name ?? DEFAULT_DOCUMENT_NAME,
        priority: 0,
        content: {},
        slug: null,
        schema: null,
        groupId: null,
        directoryId: directoryId ?? wd.defaultDirectoryId,
        audience: null,
        schedule: null,
        status: 'DRAFT',
        author: access.author,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      addDocument(wd, doc);
      return Response.json(initialized(doc));
    }),

    route(ctx, 'post', `${BASE}/documents`, async ({ request }) => {
      const access = await documentsAccess(ctx, request, 'CREATE');
      if (!access.ok) return access.response;
      const read = await readJsonObject(request);
      if (!read.ok) return read.response;
      const { body } = read;
      const wd = workspaceDocuments(ctx, access.workspace);
      const v = new Validation();
      const name = readName(body.name, v);
      const priority = readPriority(body.priority, v);
      const content = readContent(body.content, v, true);
      const slug = readSlug(wd, body.slug, v);
      const schema = readSchema(body.schema, v, false);
      const groupId = readGroupId(wd, body.groupId, v);
      let audience;
      if (body.audience === undefined || body.audience === null) v.add('audience', ERROR_CODES.REQUIRED, 'audience is required', body.audience);
      else if (!isPlainObject(body.audience)) v.add('audience', ERROR_CODES.INVALID_TYPE, 'audience must be an object', body.audience);
      else audience = readAudience(wd, body.audience, v, 'audience.');
      const schedule = readSchedule(body.schedule, v);
      const directoryId = readDirectoryId(wd, body.directoryId, v, 'directoryId', true);
      if (v.failed) return v.response(request);
      const now = ctx.now();
      const doc: DocumentRecord = {
        id: nextDocumentId(wd),
        name: name as string,
        priority: priority as number,
        content: content as DocumentRecord['content'],
        slug: slug as string,
        schema: schema ?? null,
        groupId: groupId ?? null,
        directoryId: directoryId as string,
        audience: audience ?? null,
        schedule: schedule ?? null,
        status: 'DRAFT',
        author: access.author,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      addDocument(wd, doc);
      return Response.json(presentDocument(wd, doc));
    }),

    route(ctx, 'put', `${BASE}/documents/:documentId/audience`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'EDIT');
      if (!found.ok) return found.response;
      const read = await readJsonObject(request);
      if (!read.ok) return read.response;
      const v = new Validation();
      const audience = readAudience(found.wd, read.body, v);
      if (v.failed || !audience) return v.response(request);
      found.doc.audience = audience;
      found.doc.updatedAt = ctx.now();
      return updated(found.wd, found.doc);
    }),

    route(ctx, 'put', `${BASE}/documents/:documentId/content`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'EDIT');
      if (!found.ok) return found.response;
      const read = await readJsonObject(request);
      if (!read.ok) return read.response;
      const { body } = read;
      const { wd, doc } = found;
      const v = new Validation();
      const priority = readPriority(body.priority, v);
      const content = readContent(body.content, v, false);
      const slug = readSlug(wd, body.slug, v, doc.id);
      const schema = readSchema(body.schema, v, true);
      const groupId = readGroupId(wd, body.groupId, v);
      const directoryId = readDirectoryId(wd, body.directoryId, v, 'directoryId', false);
      if (v.failed) return v.response(request);
      doc.priority = priority as number;
      doc.content = content as DocumentRecord['content'];
      doc.slug = slug as string;
      doc.schema = schema as string;
      if (groupId !== undefined) doc.groupId = groupId;
      if (directoryId !== undefined) doc.directoryId = directoryId;
      doc.updatedAt = ctx.now();
      return updated(wd, doc);
    }),

    route(ctx, 'put', `${BASE}/documents/:documentId/name`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'EDIT');
      if (!found.ok) return found.response;
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const v = new Validation();
      if (read.value !== undefined && typeof read.value !== 'string') {
        v.add('name', ERROR_CODES.INVALID_TYPE, 'The body must be a JSON string with the new name, e.g. "Welcome banner"', read.value);
        return v.response(request);
      }
      const name = readName(read.value, v);
      if (v.failed || name === undefined) return v.response(request);
      found.doc.name = name;
      found.doc.updatedAt = ctx.now();
      return updated(found.wd, found.doc);
    }),

    route(ctx, 'put', `${BASE}/documents/:documentId/priority`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'EDIT');
      if (!found.ok) return found.response;
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const v = new Validation();
      const priority = readPriority(read.value, v);
      if (v.failed || priority === undefined) return v.response(request);
      found.doc.priority = priority;
      found.doc.updatedAt = ctx.now();
      return updated(found.wd, found.doc);
    }),

    route(ctx, 'delete', `${BASE}/documents/:documentId`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'DELETE');
      if (!found.ok) return found.response;
      const now = ctx.now();
      found.doc.deletedAt = now;
      found.doc.updatedAt = now;
      return new Response(null, { status: 204 });
    }),
  ];
}
