import type { HttpHandler } from 'msw';
import type { ConsumerType, TokenClaims } from '../auth/tokens';
import { ERROR_CODES, Validation, isPlainObject, type JsonObject } from '../errors';
import { checkApiVersion, readJsonObject, route } from '../http/context';
import type { SimContext } from '../context';
import { workspaceProfiles } from '../profiles/store';
import type { SeedWorkspace } from '../seed/workspaces';
import { CURRENT_API_VERSION, eventWriterAccess, requireCurrentApiVersion } from './access-handlers';
import { CLIENT_IDENTIFIERS, eventClientOf, resolveClient } from './client-ref';
import { readMoney } from './money';
import { checkEventParamSizes } from './param-limits';
import { SUPERSEDED_PARAM, type EventClient, type RecordedEvent } from './state';
import { resolveEventTime } from './time';
import { requestIp } from './transactions';

/** Event posts (202, empty body); contract in ../README.md "Event posts". */

export const LEGACY_EVENT_PERMISSION = 'REALM_EVENT';
const CURRENT_CONSUMERS: readonly ConsumerType[] = ['WORKSPACE', 'PROFILE', 'ANONYMOUS'];
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

type ParamsCheck = (v: Validation, params: JsonObject) => void;

function requireParamString(v: Validation, params: JsonObject, name: string): void {
  const value = params[name];
  const field = `params.${name}`;
  if (value === undefined || (typeof value === 'string' && value.trim() === ''))
    v.add(field, ERROR_CODES.REQUIRED, `${field} is required`, value);
  else if (typeof value !== 'string') v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a string`, value);
}

function requireParamNumber(v: Validation, params: JsonObject, name: string, min: number, max: number): void {
  const value = params[name];
  const field = `params.${name}`;
  if (value === undefined) v.add(field, ERROR_CODES.REQUIRED, `${field} is required`, value);
  else if (typeof value !== 'number' || !Number.isFinite(value))
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a number`, value);
  else if (value < min || value > max)
    v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must be from ${min} to ${max}`, value);
}

const applicationStarted: ParamsCheck = (v, params) => {
  requireParamString(v, params, 'applicationName');
  requireParamString(v, params, 'version');
};

const addedToCart: ParamsCheck = (v, params) => {
  requireParamString(v, params, 'sku');
  requireParamString(v, params, 'source');
  const quantity = params.quantity;
  if (quantity === undefined) v.add('params.quantity', ERROR_CODES.REQUIRED, 'params.quantity is required', quantity);
  else if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < INT32_MIN ||
    quantity > INT32_MAX
  ) {
    v.add('params.quantity', ERROR_CODES.INVALID_TYPE, 'params.quantity must be an int32', quantity);
  }
  for (const name of ['regularUnitPrice', 'discountedUnitPrice', 'finalUnitPrice']) {
    if (params[name] !== undefined) readMoney(v, `params.${name}`, params[name]);
  }
  if (params.offline !== undefined && typeof params.offline !== 'boolean') {
    v.add('params.offline', ERROR_CODES.INVALID_TYPE, 'params.offline must be a boolean', params.offline);
  }
};

const appearedInLocation: ParamsCheck = (v, params) => {
  requireParamNumber(v, params, 'lat', -90, 90);
  requireParamNumber(v, params, 'lon', -180, 180);
};

/** Api-Version as numbers (`4.1.2` → [4, 1, 2]); compares ≥ 4.1.2. */
function atLeast(version: string, minimum: readonly number[]): boolean {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < minimum.length; i += 1) {
    const a = parts[i] ?? 0;
    const b = minimum[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

interface PostSpec {
  action: string;
  check?: ParamsCheck;
}

export function eventPostHandlers(ctx: SimContext): HttpHandler[] {
  /** Reads the common fields and records the event; `client` resolves the profile. */
  async function record(
    request: Request,
    workspace: SeedWorkspace,
    spec: PostSpec,
    client: (v: Validation, body: JsonObject) => EventClient | undefined,
  ): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const label = body.body.label;
    if (label === undefined || label === null || (typeof label === 'string' && label.trim() === ''))
      v.add('label', ERROR_CODES.REQUIRED, 'label is required', label);
    else if (typeof label !== 'string') v.add('label', ERROR_CODES.INVALID_TYPE, 'label must be a string', label);
    const who = client(v, body.body);
    const receiptMs = ctx.now();
    const time = resolveEventTime(body.body.time, receiptMs);
    if (!time.ok)
      v.add(
        'time',
        ERROR_CODES.INVALID_FORMAT,
        'time must be an ISO 8601 date-time with Z or an offset',
        body.body.time,
      );
    const salt = body.body.eventSalt;
    if (salt !== undefined && typeof salt !== 'string')
      v.add('eventSalt', ERROR_CODES.INVALID_TYPE, 'eventSalt must be a string', salt);
    const rawParams = body.body.params ?? {};
    const params: JsonObject = {};
    if (!isPlainObject(rawParams)) v.add('params', ERROR_CODES.INVALID_TYPE, 'params must be an object', rawParams);
    else {
      for (const [key, value] of Object.entries(rawParams)) if (value !== null) params[key] = value;
      checkEventParamSizes(v, 'params', params);
      spec.check?.(v, params);
    }
    if (v.failed || !who || !time.ok) return v.response(request);
    const event: RecordedEvent = {
      time: time.iso,
      action: spec.action,
      label: '',
      client: who,
      params: {
        ...params,
        eventCreateTime: receiptMs,
        ip: requestIp(request),
        ...(typeof salt === 'string' ? { eventSalt: salt } : {}),
      },
    };
    if (typeof salt === 'string' && salt !== '') {
      const key = `${workspace.id}/${who.id}/${spec.action}/${salt}`;
      const earlier = ctx.state.events.salted.get(key);
      if (earlier) earlier.params[SUPERSEDED_PARAM] = true;
      ctx.state.events.salted.set(key, event);
    }
    ctx.state.events.recordEvent(workspace.id, event);
    return new Response(null, { status: 202 });
  }

  async function legacy(request: Request, spec: PostSpec, minimumVersion?: readonly number[]): Promise<Response> {
    const version = checkApiVersion(request);
    if (version) return version;
    const header = (request.headers.get('Api-Version') ?? '').trim();
    if (minimumVersion && !atLeast(header, minimumVersion)) {
      const v = new Validation();
      v.add(
        'Api-Version',
        ERROR_CODES.NOT_ALLOWED,
        `This operation is available from Api-Version ${minimumVersion.join('.')}`,
        header,
      );
      return v.response(request, 'invalid version header');
    }
    const access = await eventWriterAccess(ctx, request, ['WORKSPACE'], LEGACY_EVENT_PERMISSION);
    if (!access.ok) return access.response;
    const wp = workspaceProfiles(ctx, access.workspace);
    return record(request, access.workspace, spec, (v, body) => {
      const found = resolveClient(v, 'client', body.client, wp, ['id', 'uuid']);
      return found && eventClientOf(found);
    });
  }

  async function current(request: Request, spec: PostSpec, permission: string | undefined): Promise<Response> {
    const version = requireCurrentApiVersion(request);
    if (version) return version;
    const access = await eventWriterAccess(ctx, request, CURRENT_CONSUMERS, permission);
    if (!access.ok) return access.response;
    const { workspace, claims } = access;
    const wp = workspaceProfiles(ctx, workspace);
    return record(request, workspace, spec, (v, body) => {
      if (claims.ctype === 'WORKSPACE') {
        const found = resolveClient(v, 'client', body.client, wp, CLIENT_IDENTIFIERS);
        return found && eventClientOf(found);
      }
      return ownClient(claims, wp.byId);
    });
  }

  function ownClient(claims: TokenClaims, byId: ReadonlyMap<number, Parameters<typeof eventClientOf>[0]>): EventClient {
    const cid = claims.cid ?? Number(claims.sub);
    const found = byId.get(cid);
    return found
      ? eventClientOf(found)
      : { id: cid, uuid: claims.uuid ?? null, email: null, customId: claims.customId ?? null };
  }

  const startedSpec: PostSpec = { action: 'client.applicationStarted', check: applicationStarted };

  return [
    route(ctx, 'post', '*/v4/events/application-started', ({ request }) =>
      (request.headers.get('Api-Version') ?? '').trim() === CURRENT_API_VERSION
        ? current(request, startedSpec, 'API_APPLICATION_STARTED_EVENTS_CREATE')
        : legacy(request, startedSpec, [4, 1, 2]),
    ),
    route(ctx, 'post', '*/v4/events/added-to-cart', ({ request }) =>
      legacy(request, { action: 'client.addToCart', check: addedToCart }),
    ),
    route(ctx, 'post', '*/v4/events/added-to-favorites', ({ request }) =>
      legacy(request, { action: 'client.addToFavorites' }),
    ),
    route(ctx, 'post', '*/v4/events/appeared-in-location', ({ request }) =>
      legacy(request, { action: 'client.appearedInLocation', check: appearedInLocation }),
    ),
    route(ctx, 'post', '*/v4/events/registered', ({ request }) =>
      current(request, { action: 'client.register' }, 'API_REGISTERED_EVENTS_CREATE'),
    ),
    route(ctx, 'post', '*/v4/events/logged-in', ({ request }) =>
      current(request, { action: 'client.login' }, undefined),
    ),
  ];
}
