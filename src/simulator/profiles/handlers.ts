import type { HttpHandler } from 'msw';
import { browsersOf, geoDataOf, seededDevicesOf } from '../seed/profiles';
import { ERROR_CODES, Validation, errorResponse, isUuid } from '../errors';
import { readJson, readJsonObject, route } from '../http/context';
import type { SimContext } from '../context';
import { clientAccess, PII_AUTHORITY, type ClientAccessGranted, type ClientRole } from './access-handlers';
import { clientListsOf } from './client-lists';
import { parseProfileChanges } from './fields';
import { listProfiles, parseListingQuery, PII_FILTERS } from './listing';
import { maskRecord } from './pii';
import { type ProfileRecord } from './record';
import { enqueueChange, findByIdentifier, workspaceProfiles } from './store';
import {
  IDENTIFIER_REQUIRED,
  MAX_BATCH_ITEMS,
  checkIdentifiersFree,
  hasIdentifier,
  parseLinkedDevice,
  planBatch,
  todayOf,
} from './rules';

/** Profile operations (`/v4/clients`): routing only; contract in ../README.md "Profiles". */

const PROFILE_NOT_FOUND = 'Profile not found';

const accepted = () => new Response(null, { status: 202 });

/** The path's client id, or the 400 answer. */
function parseClientId(request: Request, raw: string | undefined, field = 'id'): number | Response {
  const value = raw ?? '';
  const id = Number(value);
  if (/^\d{1,16}$/.test(value) && Number.isSafeInteger(id) && id > 0) return id;
  const v = new Validation();
  v.add(field, ERROR_CODES.INVALID_FORMAT, `${field} must be a numeric client id`, value);
  return v.response(request);
}

/**
 * A record as answered: masked without PII permission, and seeded avatars (served by the simulator under
 * `/__simulator/avatars/`) made absolute on the host that was asked, so no image request leaves for another host.
 */
function present(request: Request, access: ClientAccessGranted, record: ProfileRecord): ProfileRecord {
  const shown = access.seesPii ? record : maskRecord(record);
  return shown.avatarUrl?.startsWith('/__simulator/')
    ? { ...shown, avatarUrl: new URL(shown.avatarUrl, request.url).href }
    : shown;
}

type Handler = (
  request: Request,
  access: ClientAccessGranted,
  params: Record<string, string>,
) => Promise<Response> | Response;

/** What every profile operation shares: the role check and the lookups of the profile a path names. */
function operationTools(ctx: SimContext) {
  /** An operation that needs the given role (Api-Version, consumer and permission checks first). */
  const op =
    (role: ClientRole, handler: Handler) =>
    async ({ request, params }: { request: Request; params: Record<string, string> }) => {
      const access = await clientAccess(ctx, request, role);
      if (!access.ok) return access.response;
      return handler(request, access, params);
    };

  /** The profile named by the path's `id`, or the 400/404 answer. */
  function profileAt(request: Request, access: ClientAccessGranted, raw: string | undefined): ProfileRecord | Response {
    const id = parseClientId(request, raw);
    if (id instanceof Response) return id;
    return workspaceProfiles(ctx, access.workspace).byId.get(id) ?? errorResponse(request, 404, PROFILE_NOT_FOUND);
  }

  /** The profile a `{uuid}` path segment names: 400 when it is not a uuid, 404 when no profile has it. */
  const profileByUuid = (request: Request, access: ClientAccessGranted, uuid: string): ProfileRecord | Response => {
    if (!isUuid(uuid)) {
      const v = new Validation();
      v.add('uuid', ERROR_CODES.INVALID_FORMAT, 'uuid must be a uuid', uuid);
      return v.response(request);
    }
    return (
      findByIdentifier(workspaceProfiles(ctx, access.workspace), 'uuid', uuid) ??
      errorResponse(request, 404, PROFILE_NOT_FOUND)
    );
  };

  return { op, profileAt, profileByUuid };
}

type Tools = ReturnType<typeof operationTools>;

/** The reads: listing, one profile, its devices, geo data, browsers, client lists. */
function readOperations(ctx: SimContext, { profileAt, profileByUuid }: Tools) {
  const list: Handler = (request, access) => {
    const params = new URL(request.url).searchParams;
    if (!access.seesPii) {
      const piiFilter = PII_FILTERS.find((f) => (params.get(`filters[${f}]`) ?? '').trim() !== '');
      if (piiFilter) return errorResponse(request, 403, `Missing permission: ${PII_AUTHORITY}`);
    }
    const v = new Validation();
    const query = parseListingQuery(params, v);
    if (v.failed) return v.response(request, 'Invalid listing parameters');
    const page = listProfiles(workspaceProfiles(ctx, access.workspace), query);
    return Response.json(
      page.items.map((record) => present(request, access, record)),
      {
        headers: {
          'X-Pagination-Total-Count': String(page.total),
          'X-Pagination-Total-Pages': String(Math.ceil(page.total / query.pageSize)),
          'X-Pagination-Page': String(query.pageIndex),
          'X-Pagination-Limit': String(query.pageSize),
        },
      },
    );
  };

  const get: Handler = (request, access, params) => {
    const record = profileAt(request, access, params.id);
    return record instanceof Response ? record : Response.json(present(request, access, record));
  };

  const byCustomId: Handler = (request, access, params) => {
    const record = findByIdentifier(workspaceProfiles(ctx, access.workspace), 'customId', params.customId ?? '');
    return record ? Response.json(present(request, access, record)) : errorResponse(request, 404, PROFILE_NOT_FOUND);
  };

  /** CHOSEN: `GET /v4/clients/by-uuid/{uuid}`, the lookup the reference implies (it has by-uuid/linked-devices). */
  const byUuid: Handler = (request, access, params) => {
    const record = profileByUuid(request, access, params.uuid ?? '');
    return record instanceof Response ? record : Response.json(present(request, access, record));
  };

  const geographicalData: Handler = (request, access, params) => {
    const record = profileAt(request, access, params.id);
    return record instanceof Response ? record : Response.json(geoDataOf(access.workspace, record));
  };

  const browsers: Handler = (request, access, params) => {
    const record = profileAt(request, access, params.id);
    return record instanceof Response ? record : Response.json(browsersOf(access.workspace, record));
  };

  const linkedDevices: Handler = (request, access, params) => {
    const record = profileAt(request, access, params.id);
    if (record instanceof Response) return record;
    const linked = workspaceProfiles(ctx, access.workspace).linkedDevices.get(record.clientId) ?? [];
    const seeded = seededDevicesOf(access.workspace, record).filter(
      (d) => !linked.some((l) => l.deviceId === d.deviceId),
    );
    return Response.json([...seeded, ...linked]);
  };

  const clientList: Handler = (request, access, params) => {
    const id = params.id ?? '';
    if (!isUuid(id)) {
      const v = new Validation();
      v.add('id', ERROR_CODES.INVALID_FORMAT, 'id must be a uuid', id);
      return v.response(request);
    }
    const definition = clientListsOf(access.workspace).find((l) => l.id === id.toLowerCase());
    if (!definition) return errorResponse(request, 404, 'Client list not found');
    let count = 0;
    for (const record of workspaceProfiles(ctx, access.workspace).records) if (definition.includes(record)) count += 1;
    return Response.json({ count, expiration: definition.expiration });
  };

  return { list, get, byCustomId, byUuid, geographicalData, browsers, linkedDevices, clientList };
}

/** The changes: each answers 202 and queues the change (store.ts applies it later). */
function changeOperations(ctx: SimContext, { profileAt, profileByUuid }: Tools) {
  const create: Handler = async (request, access) => {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    if (body.body.clientId !== undefined) {
      v.add('clientId', ERROR_CODES.READ_ONLY, 'clientId must not be sent: the service assigns it', body.body.clientId);
    }
    const changes = parseProfileChanges(body.body, v, { kind: 'create', today: todayOf(ctx) });
    if (!hasIdentifier(body.body)) v.add('email', ERROR_CODES.REQUIRED, IDENTIFIER_REQUIRED, body.body.email);
    if (v.failed) return v.response(request);
    const wp = workspaceProfiles(ctx, access.workspace);
    const conflicts = new Validation();
    checkIdentifiersFree(ctx, wp, changes, conflicts);
    if (conflicts.failed) {
      return errorResponse(request, 409, 'A profile with this identifier already exists', conflicts.errors);
    }
    enqueueChange(ctx, access.workspace, { kind: 'create', changes });
    return accepted();
  };

  const update: Handler = async (request, access, params) => {
    const record = profileAt(request, access, params.id);
    if (record instanceof Response) return record;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const { clientId } = body.body;
    if (clientId !== undefined && clientId !== record.clientId) {
      v.add('clientId', ERROR_CODES.NOT_ALLOWED, 'clientId must be the id in the path', clientId);
    }
    const changes = parseProfileChanges(body.body, v, { kind: 'update', today: todayOf(ctx) });
    checkIdentifiersFree(ctx, workspaceProfiles(ctx, access.workspace), changes, v, { target: record.clientId });
    if (v.failed) return v.response(request);
    enqueueChange(ctx, access.workspace, { kind: 'update', clientId: record.clientId, changes });
    return accepted();
  };

  const remove: Handler = (request, access, params) => {
    const record = profileAt(request, access, params.id);
    if (record instanceof Response) return record;
    enqueueChange(ctx, access.workspace, { kind: 'delete', clientId: record.clientId });
    return accepted();
  };

  const batch: Handler = async (request, access) => {
    const json = await readJson(request);
    if (!json.ok) return json.response;
    if (!Array.isArray(json.value)) {
      return errorResponse(request, 400, 'The request body must be a JSON array of changesets');
    }
    const items: unknown[] = json.value;
    if (items.length === 0 || items.length > MAX_BATCH_ITEMS) {
      return errorResponse(request, 400, `A batch holds 1 to ${MAX_BATCH_ITEMS} changesets (got ${items.length})`);
    }
    const plan = planBatch(ctx, access.workspace, items);
    if (plan.validation.failed) return plan.validation.response(request, 'Validation failed: nothing was queued');
    for (const change of plan.changes) enqueueChange(ctx, access.workspace, change);
    return accepted();
  };

  /** By uuid (the reference's path) or by client id (the vendor's clients call both); same body rules. */
  const linkDevice: Handler = async (request, access, params) => {
    const record =
      params.uuid !== undefined ? profileByUuid(request, access, params.uuid) : profileAt(request, access, params.id);
    if (record instanceof Response) return record;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const device = parseLinkedDevice(body.body, v);
    if (v.failed || !device) return v.response(request);
    enqueueChange(ctx, access.workspace, { kind: 'link-device', clientId: record.clientId, device });
    return accepted();
  };

  return { create, update, remove, batch, linkDevice };
}

export function profileHandlers(ctx: SimContext): HttpHandler[] {
  const tools = operationTools(ctx);
  const { op } = tools;
  const { list, get, byCustomId, byUuid, geographicalData, browsers, linkedDevices, clientList } = readOperations(
    ctx,
    tools,
  );
  const { create, update, remove, batch, linkDevice } = changeOperations(ctx, tools);
  return [
    route(ctx, 'get', '*/v4/clients', op('ROLE_CLIENT_SHOW', list)),
    route(ctx, 'post', '*/v4/clients', op('ROLE_CLIENT_CREATE', create)),
    route(ctx, 'post', '*/v4/clients/batch', op('ROLE_CLIENT_EDIT', batch)),
    route(ctx, 'get', '*/v4/clients/by-custom-id/:customId', op('ROLE_CLIENT_SHOW', byCustomId)),
    route(ctx, 'get', '*/v4/clients/by-uuid/:uuid', op('ROLE_CLIENT_SHOW', byUuid)),
    route(ctx, 'post', '*/v4/clients/by-uuid/:uuid/linked-devices', op('ROLE_CLIENT_SHOW', linkDevice)),
    route(ctx, 'get', '*/v4/clients/list/:id', op('ROLE_CLIENT_SHOW', clientList)),
    route(ctx, 'get', '*/v4/clients/:id/linked-devices', op('ROLE_CLIENT_SHOW', linkedDevices)),
    route(ctx, 'post', '*/v4/clients/:id/linked-devices', op('ROLE_CLIENT_SHOW', linkDevice)),
    route(ctx, 'get', '*/v4/clients/:id/geographical-data', op('ROLE_CLIENT_SHOW', geographicalData)),
    route(ctx, 'get', '*/v4/clients/:id/browsers', op('ROLE_CLIENT_SHOW', browsers)),
    route(ctx, 'get', '*/v4/clients/:id', op('ROLE_CLIENT_SHOW', get)),
    route(ctx, 'post', '*/v4/clients/:id', op('ROLE_CLIENT_EDIT', update)),
    route(ctx, 'delete', '*/v4/clients/:id', op('ROLE_CLIENT_DELETE', remove)),
  ];
}
