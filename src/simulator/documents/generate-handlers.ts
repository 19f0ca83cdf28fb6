import type { HttpHandler } from 'msw';
import { readJson, readJsonObject, route } from '../http/context';
import type { SimContext } from '../context';
import { ERROR_CODES, Validation, errorResponse, isPlainObject } from '../errors';
import { PII_AUTHORITY } from '../profiles/access-handlers';
import { maskRecord } from '../profiles/pii';
import type { IdentifierField, ProfileRecord } from '../profiles/record';
import { findByIdentifier, workspaceProfiles } from '../profiles/store';
import { documentsAccess, findDocument, type DocsAccessGranted } from './access-handlers';
import { audienceVerdict } from './audience';
import { readInsertValues } from './fields';
import { CLIENT_KEYS, generated, generationRefusal, namesProfileByPii, outrankingDocuments } from './generate';
import type { InsertValues } from '../../lib/inserts';
import { documentBySlug, workspaceDocuments } from './store';
import type { DocumentRecord, WorkspaceDocuments } from './state';

/** Generating a document (by slug, by id) and the profile preview; contract in ../README.md "Generating documents". */

const BASE = '*/schema-service/v2';

type Decision = { ok: true; profile?: ProfileRecord } | { ok: false; response: Response };

function decide(
  ctx: SimContext,
  request: Request,
  access: DocsAccessGranted,
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
): Decision {
  const forProfile = access.clientId !== undefined;
  const profile = forProfile ? workspaceProfiles(ctx, access.workspace).byId.get(access.clientId!) : undefined;
  const refusal = generationRefusal(wd, doc, forProfile, profile);
  if (refusal !== null) return { ok: false, response: errorResponse(request, 403, refusal) };
  return forProfile ? { ok: true, profile } : { ok: true };
}

/** The optional body of the generate POSTs: an object of string or number values. */
async function readValues(
  request: Request,
): Promise<{ ok: true; values: InsertValues } | { ok: false; response: Response }> {
  const read = await readJson(request);
  if (!read.ok) return read;
  if (read.value === undefined) return { ok: true, values: {} };
  const v = new Validation();
  if (!isPlainObject(read.value)) {
    return {
      ok: false,
      response: errorResponse(
        request,
        400,
        'The body must be a JSON object of string or number values, keyed like customer.firstName',
      ),
    };
  }
  const values = readInsertValues(read.value, v, 'body', '');
  if (v.failed || !values) return { ok: false, response: v.response(request) };
  return { ok: true, values };
}

/** The listing's 403 for a personal-data filter, when `client` names the profile by such an identifier. */
function piiIdentifierRefused(request: Request, access: DocsAccessGranted, client: unknown): Response | null {
  if (access.seesPii || !namesProfileByPii(client)) return null;
  return errorResponse(request, 403, `Missing permission: ${PII_AUTHORITY}`);
}

type ProfileLookup = { ok: true; profile: ProfileRecord } | { ok: false; response: Response };

/** The preview's `client`: exactly one of id, customId, email, uuid; 404 (field `client`) when unknown. */
function findClient(
  ctx: SimContext,
  request: Request,
  access: DocsAccessGranted,
  client: unknown,
  v: Validation,
): ProfileLookup | undefined {
  if (!isPlainObject(client)) {
    v.add(
      'client',
      client === undefined || client === null ? ERROR_CODES.REQUIRED : ERROR_CODES.INVALID_TYPE,
      'client must be an object with exactly one of id, customId, email, uuid',
      client,
    );
    return undefined;
  }
  const given = CLIENT_KEYS.filter((k) => client[k] !== undefined && client[k] !== null && client[k] !== '');
  if (given.length !== 1) {
    v.add('client', ERROR_CODES.INVALID_FORMAT, 'client must have exactly one of id, customId, email, uuid', client);
    return undefined;
  }
  const key = given[0] as (typeof CLIENT_KEYS)[number];
  const value = client[key];
  const wp = workspaceProfiles(ctx, access.workspace);
  let profile: ProfileRecord | undefined;
  if (key === 'id') {
    const id =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id)) {
      v.add('client.id', ERROR_CODES.INVALID_TYPE, 'client.id must be an integer', value);
      return undefined;
    }
    profile = wp.byId.get(id);
  } else {
    if (typeof value !== 'string') {
      v.add(`client.${key}`, ERROR_CODES.INVALID_TYPE, `client.${key} must be a string`, value);
      return undefined;
    }
    profile = findByIdentifier(wp, key as IdentifierField, value);
  }
  if (!profile) {
    const nf = new Validation();
    nf.add('client', ERROR_CODES.NOT_FOUND, `No profile with ${key} ${String(value)}`, value);
    return { ok: false, response: errorResponse(request, 404, `No profile with ${key} ${String(value)}`, nf.errors) };
  }
  return { ok: true, profile };
}

export function generateHandlers(ctx: SimContext): HttpHandler[] {
  async function bySlug(request: Request, slug: string, withBody: boolean): Promise<Response> {
    const access = await documentsAccess(ctx, request, 'READ', { allowProfiles: true });
    if (!access.ok) return access.response;
    const wd = workspaceDocuments(ctx, access.workspace);
    const doc = documentBySlug(wd, slug);
    if (!doc) return errorResponse(request, 404, `No document with slug ${slug}`);
    const decision = decide(ctx, request, access, wd, doc);
    if (!decision.ok) return decision.response;
    let values: InsertValues = {};
    if (withBody) {
      const read = await readValues(request);
      if (!read.ok) return read.response;
      values = read.values;
    }
    return Response.json(generated(doc, values, decision.profile));
  }

  return [
    route(ctx, 'get', `${BASE}/documents/:slug/generate`, ({ request, params }) =>
      bySlug(request, params.slug ?? '', false),
    ),
    route(ctx, 'post', `${BASE}/documents/:slug/generate`, ({ request, params }) =>
      bySlug(request, params.slug ?? '', true),
    ),

    route(ctx, 'post', `${BASE}/documents/by-id/:documentId/generate`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'READ', { allowProfiles: true });
      if (!found.ok) return found.response;
      const { access, wd, doc } = found;
      const decision = decide(ctx, request, access, wd, doc);
      if (!decision.ok) return decision.response;
      const read = await readValues(request);
      if (!read.ok) return read.response;
      // The reference types this answer as a string: the generated content, serialised.
      return Response.json(JSON.stringify(generated(doc, read.values, decision.profile).content));
    }),

    route(ctx, 'post', `${BASE}/documents/:documentId/preview`, async ({ request, params }) => {
      const found = await findDocument(ctx, request, params.documentId ?? '', 'READ');
      if (!found.ok) return found.response;
      const { access, wd, doc } = found;
      const read = await readJsonObject(request);
      if (!read.ok) return read.response;
      const refused = piiIdentifierRefused(request, access, read.body.client);
      if (refused) return refused;
      const v = new Validation();
      const lookup = findClient(ctx, request, access, read.body.client, v);
      const values = readInsertValues(read.body.params, v, 'params', 'params.');
      if (v.failed || !lookup || !values) return v.response(request);
      if (!lookup.ok) return lookup.response;
      const { profile } = lookup;
      // Inserts from the masked record; the audience is still decided on the real one (it reads no masked field).
      return Response.json({
        ...generated(doc, values, access.seesPii ? profile : maskRecord(profile)),
        audience: audienceVerdict(wd, doc.audience, profile),
        outrankedBy: outrankingDocuments(wd, doc, profile).map((d) => ({
          id: d.id,
          name: d.name,
          slug: d.slug,
          priority: d.priority,
        })),
      });
    }),
  ];
}
