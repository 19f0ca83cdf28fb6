import type { HttpHandler } from 'msw';
import { browsersOf, geoDataOf, seededDevicesOf, type LinkedDevice } from '../seed/profiles';
import type { SeedWorkspace } from '../seed/workspaces';
import { ERROR_CODES, Validation, errorResponse, isPlainObject, isUuid, type JsonObject } from '../http/errors';
import { readJson, readJsonObject, route, type SimContext } from '../http/context';
import { clientAccess, PII_AUTHORITY, type ClientAccessGranted, type ClientRole } from './access';
import { clientListsOf } from './client-lists';
import { parseProfileChanges } from './fields';
import { listProfiles, parseListingQuery, PII_FILTERS } from './listing';
import { maskRecord } from './pii';
import { IDENTIFIER_FIELDS, type IdentifierField, type ProfileRecord } from './record';
import type { ProfileChanges, WorkspaceProfiles } from './state';
import { claimantOf, enqueueChange, findByIdentifier, workspaceProfiles } from './store';

/**
 * Profiles (legacy `/v4/clients` operations of the reference). Access rules: access.ts; field validation:
 * fields.ts; the queue of accepted changes: store.ts.
 *
 * CHOSEN shapes (the reference does not give them; the dashboard relies on exactly these):
 *
 * - `GET /v4/clients` — query `sortBy` (the vendor's enum: firstName | lastName | lastActivityDate | email | city |
 *   phone; omitted: the default order, clientId), `sortOrder` (ASC | DESC, upper case; default ASC), `pageIndex` (one-based, default 1),
 *   `pageSize` (1…500, default 20), `filters[anonymous]` (true | false; omitted = all), `filters[firstName]`,
 *   `filters[lastName]`, `filters[email]`, `filters[city]`, `filters[phone]` (case-insensitive "contains"; phone
 *   compares digits only, and needs at least one). Empty values count as absent; other unknown `filters[…]` are a
 *   400; other unknown parameters are ignored. Bad parameters → 400, one `errors[]` entry per parameter, `field` =
 *   the parameter name. Answer 200: a JSON array of profile records (the page) with headers
 *   `X-Pagination-Total-Count`, `X-Pagination-Total-Pages` (0 when nothing matches), `X-Pagination-Page`,
 *   `X-Pagination-Limit`. Sorting: case- and accent-insensitive, phones by digits, ties by clientId ascending,
 *   null values last in both orders. A page past the end → 200 `[]`.
 * - Profile record: `clientId, anonymous, email, phone, customId, firstName, lastName, displayName, uuid,
 *   avatarUrl, birthDate, company, city, address, zipCode, province, countryCode, sex, lastActivityDate,
 *   agreements{email,sms,push,bluetooth,rfid,wifi}, attributes, tags`; absent values null (attributes `{}`, tags
 *   `[]`). Without ROLE_CLIENT_PII_SHOW (user tokens) email, phone, firstName, lastName, displayName, address,
 *   zipCode and birthDate are masked (see pii.ts); filtering on firstName, lastName, email or phone → 403.
 * - `GET /v4/clients/{id}`, `GET /v4/clients/by-custom-id/{customId}` → the record; 404 when none; a non-numeric
 *   id → 400 on field `id`.
 * - Create `POST /v4/clients`, update `POST /v4/clients/{id}`, delete `DELETE /v4/clients/{id}`, batch
 *   `POST /v4/clients/batch`, link device `POST /v4/clients/by-uuid/{uuid}/linked-devices` (and, as the vendor's
 *   clients call it, `POST /v4/clients/{id}/linked-devices`), my-account update →
 *   202 with an empty body; the change is applied 0.3 to 2 s later (then visible everywhere, with a
 *   `client.updateData` event).
 * - Create: 409 (error body, one `errors[]` entry per clashing identifier, code 1008) when the email, phone,
 *   customId or uuid belongs to a profile of the workspace or to a queued change; 400 on field `email` when no
 *   identifier is given; 400 on `clientId` when one is sent.
 * - Batch: a JSON array of 1…1000 changesets (update fields plus `clientId`, `customId`, `email` or `uuid` to find
 *   the profile: the first that matches an existing profile → update; none → create). All or nothing: any problem
 *   → 400 listing every one with `field` `[i].name` (zero-based), nothing queued. Over 1000 → 400.
 * - Link device body: `deviceId` and `registrationId` (required strings: the vendor's model requires
 *   registrationId), `type` (required; android | ios | windows, the vendor's lower-case enum), the reference's other
 *   device strings, `publicKey` (vendor), `screenHeight`/`screenWidth` (int16); any other field → 400 on it.
 * - `GET /v4/clients/{id}/linked-devices` → `[{deviceId, type, registrationId, bluetoothAddress, macAddress,
 *   manufacturer, model, osVersion, product, publicKey, screenHeight, screenWidth}]` (absent values null).
 * - `GET /v4/clients/{id}/geographical-data` → `{ip, isp, as, city, province, countryCode, lat, lon}`.
 * - `GET /v4/clients/{id}/browsers` → `[{name, version, os, device (desktop|mobile|tablet), lastSeen (ISO)}]`,
 *   most recent first.
 * - `GET /v4/clients/list/{uuid}` → `{count, expiration}`; 404 unknown; 400 on field `id` when not a uuid.
 */

export const MAX_BATCH_ITEMS = 1_000;
const INT16_MIN = -32_768;
const INT16_MAX = 32_767;
const PROFILE_NOT_FOUND = 'Profile not found';

const accepted = () => new Response(null, { status: 202 });

export function todayOf(ctx: SimContext): string {
  return new Date(ctx.now()).toISOString().slice(0, 10);
}

/** The path's client id, or the 400 answer. */
export function parseClientId(request: Request, raw: string | undefined, field = 'id'): number | Response {
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

/**
 * Checks that every identifier the changes set is free: not held by another profile, nor claimed by a queued
 * change. `target` is the profile being changed (undefined for a create). Problems go to `v` as `prefix + field`.
 */
export function checkIdentifiersFree(
  ctx: SimContext,
  wp: WorkspaceProfiles,
  changes: ProfileChanges,
  v: Validation,
  options: { target?: number; prefix?: string; fieldName?: (field: IdentifierField) => string } = {},
): void {
  for (const field of IDENTIFIER_FIELDS) {
    const value = changes.strings[field];
    if (typeof value !== 'string') continue;
    const claimant = claimantOf(ctx, wp, field, value, options.target);
    if (!claimant) continue;
    const name = options.fieldName?.(field) ?? field;
    const whose = claimant.kind === 'pending-create' ? 'a profile being created' : 'another profile';
    v.add(`${options.prefix ?? ''}${name}`, ERROR_CODES.ALREADY_EXISTS, `${name} already belongs to ${whose}`, value);
  }
}

export const IDENTIFIER_REQUIRED = 'At least one identifier (email, phone, customId or uuid) is required';

function hasIdentifier(body: JsonObject): boolean {
  return IDENTIFIER_FIELDS.some((field) => body[field] !== undefined && body[field] !== null);
}

export function profileHandlers(ctx: SimContext): HttpHandler[] {
  type Handler = (
    request: Request,
    access: ClientAccessGranted,
    params: Record<string, string>,
  ) => Promise<Response> | Response;

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

  // -------------------------------------------------------------------------------------------------------------
  // Reads

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

  // -------------------------------------------------------------------------------------------------------------
  // Changes (202, applied later)

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

// ---------------------------------------------------------------------------------------------------------------
// Batch planning

type PlannedChange =
  { kind: 'create'; changes: ProfileChanges } | { kind: 'update'; clientId: number; changes: ProfileChanges };

/** Lookup order of a batch item's profile: the first of these that matches an existing profile. */
const BATCH_LOOKUP: readonly IdentifierField[] = ['customId', 'email', 'uuid'];

/**
 * Validates every item and decides, per item, update (an existing profile matched by clientId, customId, email or
 * uuid) or create (none matched; the create rules apply). Identifiers set by two items for different profiles
 * clash like identifiers of existing profiles.
 */
function planBatch(
  ctx: SimContext,
  workspace: SeedWorkspace,
  items: unknown[],
): { validation: Validation; changes: PlannedChange[] } {
  const wp = workspaceProfiles(ctx, workspace);
  const v = new Validation();
  const changes: PlannedChange[] = [];
  /** `field:key` → the item that set it and its target (`id:…` or `new:…`). */
  const claims = new Map<string, { item: number; target: string }>();
  const today = todayOf(ctx);

  items.forEach((item, i) => {
    const prefix = `[${i}].`;
    if (!isPlainObject(item)) {
      v.add(`[${i}]`, ERROR_CODES.INVALID_TYPE, `[${i}] must be an object (a changeset)`, item);
      return;
    }
    const problemsBefore = v.errors.length;
    const itemChanges = parseProfileChanges(item, v, { kind: 'batch-item', prefix, today });
    let target: ProfileRecord | undefined;
    if (item.clientId !== undefined) {
      const id = item.clientId;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
        v.add(`${prefix}clientId`, ERROR_CODES.INVALID_TYPE, `${prefix}clientId must be a positive integer`, id);
      } else {
        target = wp.byId.get(id);
        if (!target)
          v.add(`${prefix}clientId`, ERROR_CODES.NOT_FOUND, 'No profile with this clientId in the workspace', id);
      }
    } else {
      for (const field of BATCH_LOOKUP) {
        const value = itemChanges.strings[field];
        target = typeof value === 'string' ? findByIdentifier(wp, field, value) : undefined;
        if (target) break;
      }
    }
    if (v.errors.length > problemsBefore) return;
    if (!target && !hasIdentifier(item)) {
      v.add(`${prefix}email`, ERROR_CODES.REQUIRED, IDENTIFIER_REQUIRED, item.email);
      return;
    }
    checkIdentifiersFree(ctx, wp, itemChanges, v, { target: target?.clientId, prefix });
    const targetKey = target ? `id:${target.clientId}` : `new:${i}`;
    for (const field of IDENTIFIER_FIELDS) {
      const value = itemChanges.strings[field];
      if (typeof value !== 'string') continue;
      const claimKey = `${field}:${value.toLowerCase()}`;
      const earlier = claims.get(claimKey);
      if (earlier && earlier.target !== targetKey) {
        v.add(
          `${prefix}${field}`,
          ERROR_CODES.ALREADY_EXISTS,
          `${field} is also set by item [${earlier.item}] for another profile`,
          value,
        );
      } else if (!earlier) {
        claims.set(claimKey, { item: i, target: targetKey });
      }
    }
    changes.push(
      target
        ? { kind: 'update', clientId: target.clientId, changes: itemChanges }
        : { kind: 'create', changes: itemChanges },
    );
  });
  return { validation: v, changes };
}

// ---------------------------------------------------------------------------------------------------------------
// Linked devices

/** The vendor's device types (lower case, as its clients send them). */
export const DEVICE_TYPES = ['android', 'ios', 'windows'] as const;
const DEVICE_STRINGS = [
  'bluetoothAddress',
  'macAddress',
  'manufacturer',
  'model',
  'osVersion',
  'product',
  'publicKey',
] as const;
const DEVICE_SIZES = ['screenHeight', 'screenWidth'] as const;
const DEVICE_FIELDS: ReadonlySet<string> = new Set([
  'deviceId',
  'type',
  'registrationId',
  ...DEVICE_STRINGS,
  ...DEVICE_SIZES,
]);

/**
 * The reference's Linked device with the vendor's rules where the reference is silent: deviceId, registrationId
 * and type required, type one of DEVICE_TYPES, the other strings optional, screen sizes int16.
 */
export function parseLinkedDevice(body: JsonObject, v: Validation): LinkedDevice | undefined {
  const deviceId = v.requiredString(body, 'deviceId');
  const registrationId = v.requiredString(body, 'registrationId');
  const type = v.oneOf('type', v.requiredString(body, 'type'), DEVICE_TYPES);
  const device: LinkedDevice = {
    deviceId: deviceId?.trim() ?? '',
    type: type ?? '',
    registrationId: registrationId?.trim() ?? null,
    bluetoothAddress: null,
    macAddress: null,
    manufacturer: null,
    model: null,
    osVersion: null,
    product: null,
    publicKey: null,
    screenHeight: null,
    screenWidth: null,
  };
  for (const field of DEVICE_STRINGS) device[field] = v.optionalString(body, field) ?? null;
  for (const field of DEVICE_SIZES) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an integer`, value);
    } else if (value < INT16_MIN || value > INT16_MAX) {
      v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must be from ${INT16_MIN} to ${INT16_MAX} (int16)`, value);
    } else {
      device[field] = value;
    }
  }
  for (const [name, value] of Object.entries(body)) {
    if (!DEVICE_FIELDS.has(name)) v.add(name, ERROR_CODES.UNKNOWN_FIELD, `Unknown field ${name}`, value);
  }
  return v.failed ? undefined : device;
}
