import type { HttpHandler } from 'msw';
import { readJson, readJsonObject, route, type SimContext } from '../http/context';
import { ERROR_CODES, Validation, errorResponse, isPlainObject } from '../http/errors';
import { PII_AUTHORITY } from '../profiles/access';
import { PII_FILTERS } from '../profiles/listing';
import { maskRecord } from '../profiles/pii';
import type { IdentifierField, ProfileRecord } from '../profiles/record';
import { findByIdentifier, workspaceProfiles } from '../profiles/store';
import { documentsAccess, findDocument, type DocsAccessGranted } from './access';
import { audienceVerdict, isInAudience } from './audience';
import { readInsertValues } from './fields';
import { generateContent, type InsertValues } from './inserts';
import {
  documentBySlug,
  liveDocuments,
  workspaceDocuments,
  type DocumentRecord,
  type WorkspaceDocuments,
} from './store';

/**
 * Generating a document's content (by slug, by id) and the preview for a profile (rules in handlers.ts and
 * inserts.ts). The consumer decides who may generate what:
 * - Workspace and User tokens: only documents whose audience is ALL (403 otherwise); inserts from the body only;
 * - Profile and Anonymous tokens: the token's profile must be in the audience (403 otherwise); inserts from the
 *   body first, then that profile.
 * The preview (Workspace/User, READ) generates for any profile, whatever the audience, and says why. A user without
 * ROLE_CLIENT_PII_SHOW gets the inserts filled from the masked record (profiles/pii.ts, as in the profile listing),
 * and may not name the profile by an identifier the listing refuses to filter on (email): 403 before any lookup,
 * so the preview cannot tell whether an address exists.
 */

const BASE = '*/schema-service/v2';
export const ALL_ONLY_MESSAGE = 'Only documents whose audience is ALL can be generated with a Workspace or User token';
export const NOT_IN_AUDIENCE_MESSAGE = 'This profile is not in the audience of the document';

type Decision = { ok: true; profile?: ProfileRecord } | { ok: false; response: Response };

function decide(
  ctx: SimContext,
  request: Request,
  access: DocsAccessGranted,
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
): Decision {
  if (access.clientId === undefined) {
    if (doc.audience?.targetType !== 'ALL')
      return { ok: false, response: errorResponse(request, 403, ALL_ONLY_MESSAGE) };
    return { ok: true };
  }
  const profile = workspaceProfiles(ctx, access.workspace).byId.get(access.clientId);
  const included =
    doc.audience?.targetType === 'ALL' || (profile !== undefined && isInAudience(wd, doc.audience, profile));
  if (!included) return { ok: false, response: errorResponse(request, 403, NOT_IN_AUDIENCE_MESSAGE) };
  return { ok: true, profile };
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

function generated(doc: DocumentRecord, values: InsertValues, profile: ProfileRecord | undefined) {
  return {
    uuid: doc.id,
    slug: doc.slug,
    schema: doc.schema,
    content: generateContent(doc.content, values, profile).content,
  };
}

const CLIENT_KEYS = ['id', 'customId', 'email', 'uuid'] as const;
/** The preview's identifiers that are personal data: those the profile listing refuses as filters without PII. */
const PII_CLIENT_KEYS: readonly string[] = CLIENT_KEYS.filter((k) => (PII_FILTERS as readonly string[]).includes(k));

/** The listing's 403 for a personal-data filter, when `client` names the profile by such an identifier. */
function piiIdentifierRefused(request: Request, access: DocsAccessGranted, client: unknown): Response | null {
  if (access.seesPii || !isPlainObject(client)) return null;
  const given = PII_CLIENT_KEYS.some((k) => client[k] !== undefined && client[k] !== null && client[k] !== '');
  return given ? errorResponse(request, 403, `Missing permission: ${PII_AUTHORITY}`) : null;
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

/** The slug's placement: its first word (`home` of `home-spring-sale`). */
const placementOf = (slug: string | null) => (slug === null ? null : (slug.split('-')[0] ?? null));

/** Other live documents with a higher priority, for this profile, in the same placement or of the same schema. */
export function outrankingDocuments(
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
  profile: ProfileRecord,
): DocumentRecord[] {
  const placement = placementOf(doc.slug);
  return liveDocuments(wd)
    .filter(
      (other) =>
        other.id !== doc.id &&
        other.priority > doc.priority &&
        ((placement !== null && placementOf(other.slug) === placement) ||
          (doc.schema !== null && other.schema === doc.schema)) &&
        isInAudience(wd, other.audience, profile),
    )
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
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
