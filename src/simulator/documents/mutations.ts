import type { HttpHandler } from 'msw';
import { readJson, readJsonObject, route, type SimContext } from '../http/context';
import { ERROR_CODES, Validation, isPlainObject } from '../http/errors';
import { documentsAccess, findDocument, type FoundDocument } from './access';
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
import { addDocument, nextDocumentId, workspaceDocuments, type DocumentRecord, type WorkspaceDocuments } from './store';

/** Create, initialize, the four edit operations and the soft delete (shapes and rules in handlers.ts). */

const BASE = '*/schema-service/v2';

type Found = Extract<FoundDocument, { ok: true }>;

/**
 * The shape of every edit (PUT) of one document: find it (EDIT access, 404), let `change` read and check the
 * body, then apply the change only when nothing failed, stamp `updatedAt` and answer with the document.
 * `change` returns the change to apply, a response when the body cannot be read, or null after a failed check.
 */
async function editDocument(
  ctx: SimContext,
  request: Request,
  documentId: string,
  change: (found: Found, v: Validation) => Promise<(() => void) | Response | null>,
): Promise<Response> {
  const found = await findDocument(ctx, request, documentId, 'EDIT');
  if (!found.ok) return found.response;
  const v = new Validation();
  const outcome = await change(found, v);
  if (outcome instanceof Response) return outcome;
  if (v.failed || !outcome) return v.response(request);
  outcome();
  found.doc.updatedAt = ctx.now();
  return updated(found.wd, found.doc);
}

/**
 * The shape of both creations: CREATE access, a JSON object body, `read` checks it and returns the fields it
 * sets (used only when nothing failed); the rest start as a fresh draft by the caller.
 */
async function createDocument(
  ctx: SimContext,
  request: Request,
  present: (doc: DocumentRecord, wd: WorkspaceDocuments) => Record<string, unknown>,
  read: (
    wd: WorkspaceDocuments,
    body: Record<string, unknown>,
    v: Validation,
  ) => Pick<DocumentRecord, 'name' | 'directoryId'> & Partial<DocumentRecord>,
): Promise<Response> {
  const access = await documentsAccess(ctx, request, 'CREATE');
  if (!access.ok) return access.response;
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const wd = workspaceDocuments(ctx, access.workspace);
  const v = new Validation();
  const fields = read(wd, body.body, v);
  if (v.failed) return v.response(request);
  const now = ctx.now();
  const doc: DocumentRecord = {
    id: nextDocumentId(wd),
    priority: 0,
    content: {},
    slug: null,
    schema: null,
    groupId: null,
    audience: null,
    schedule: null,
    ...fields,
    status: 'DRAFT',
    author: access.author,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  addDocument(wd, doc);
  return Response.json(present(doc, wd));
}

export function mutationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'post', `${BASE}/documents/init`, ({ request }) =>
      createDocument(ctx, request, initialized, (wd, body, v) => {
        const name = readName(body.name, v, 'name', false);
        const directoryId = readDirectoryId(wd, body.directory, v, 'directory', false);
        return { name: name ?? DEFAULT_DOCUMENT_NAME, directoryId: directoryId ?? wd.defaultDirectoryId };
      }),
    ),

    route(ctx, 'post', `${BASE}/documents`, ({ request }) =>
      createDocument(
        ctx,
        request,
        (doc, wd) => presentDocument(wd, doc),
        (wd, body, v) => {
          const name = readName(body.name, v);
          const priority = readPriority(body.priority, v);
          const content = readContent(body.content, v, true);
          const slug = readSlug(wd, body.slug, v);
          const schema = readSchema(body.schema, v, false);
          const groupId = readGroupId(wd, body.groupId, v);
          let audience;
          if (body.audience === undefined || body.audience === null)
            v.add('audience', ERROR_CODES.REQUIRED, 'audience is required', body.audience);
          else if (!isPlainObject(body.audience))
            v.add('audience', ERROR_CODES.INVALID_TYPE, 'audience must be an object', body.audience);
          else audience = readAudience(wd, body.audience, v, 'audience.');
          const schedule = readSchedule(body.schedule, v);
          const directoryId = readDirectoryId(wd, body.directoryId, v, 'directoryId', true);
          return {
            name: name as string,
            priority: priority as number,
            content: content as DocumentRecord['content'],
            slug: slug as string,
            schema: schema ?? null,
            groupId: groupId ?? null,
            directoryId: directoryId as string,
            audience: audience ?? null,
            schedule: schedule ?? null,
          };
        },
      ),
    ),

    route(ctx, 'put', `${BASE}/documents/:documentId/audience`, ({ request, params }) =>
      editDocument(ctx, request, params.documentId ?? '', async ({ wd, doc }, v) => {
        const read = await readJsonObject(request);
        if (!read.ok) return read.response;
        const audience = readAudience(wd, read.body, v);
        return audience ? () => void (doc.audience = audience) : null;
      }),
    ),

    route(ctx, 'put', `${BASE}/documents/:documentId/content`, ({ request, params }) =>
      editDocument(ctx, request, params.documentId ?? '', async ({ wd, doc }, v) => {
        const read = await readJsonObject(request);
        if (!read.ok) return read.response;
        const { body } = read;
        const priority = readPriority(body.priority, v);
        const content = readContent(body.content, v, false);
        const slug = readSlug(wd, body.slug, v, doc.id);
        const schema = readSchema(body.schema, v, true);
        const groupId = readGroupId(wd, body.groupId, v);
        const directoryId = readDirectoryId(wd, body.directoryId, v, 'directoryId', false);
        return () => {
          doc.priority = priority as number;
          doc.content = content as DocumentRecord['content'];
          doc.slug = slug as string;
          doc.schema = schema as string;
          if (groupId !== undefined) doc.groupId = groupId;
          if (directoryId !== undefined) doc.directoryId = directoryId;
        };
      }),
    ),

    route(ctx, 'put', `${BASE}/documents/:documentId/name`, ({ request, params }) =>
      editDocument(ctx, request, params.documentId ?? '', async ({ doc }, v) => {
        const read = await readJson(request);
        if (!read.ok) return read.response;
        if (read.value !== undefined && typeof read.value !== 'string') {
          v.add(
            'name',
            ERROR_CODES.INVALID_TYPE,
            'The body must be a JSON string with the new name, e.g. "Welcome banner"',
            read.value,
          );
          return null;
        }
        const name = readName(read.value, v);
        return name === undefined ? null : () => void (doc.name = name);
      }),
    ),

    route(ctx, 'put', `${BASE}/documents/:documentId/priority`, ({ request, params }) =>
      editDocument(ctx, request, params.documentId ?? '', async ({ doc }, v) => {
        const read = await readJson(request);
        if (!read.ok) return read.response;
        const priority = readPriority(read.value, v);
        return priority === undefined ? null : () => void (doc.priority = priority);
      }),
    ),

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
