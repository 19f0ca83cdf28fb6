import type { HttpHandler } from 'msw';
import { workspaceOfClaims } from '../auth/common';
import { ERROR_CODES, Validation, errorResponse } from '../http/errors';
import { accountTransactions, type AccountTransactionQuery } from '../events/my-transactions';
import { parseZonedTime } from '../events/time';
import { authenticate, checkApiVersion, readJsonObject, route, type SimContext } from '../http/context';
import { ACCOUNT_FIELDS, parseProfileChanges } from './fields';
import { checkIdentifiersFree, todayOf } from './handlers';
import type { ProfileRecord } from './record';
import { enqueueChange, workspaceProfiles } from './store';

/**
 * My account: the logged-in customer's own data (Profile tokens only; User, Workspace and Anonymous tokens are a
 * 401, wrong consumer scope). Nothing is masked: it is the customer's own data.
 *
 * - `GET /v4/my-account/personal-information` → the account information fields of the reference: `address,
 *   birthDate, city, company, countryCode, displayName, firstName, lastName, phoneNumber, province, sex, zipCode`
 *   (null when absent; phoneNumber is the profile's phone).
 * - `POST /v4/my-account/personal-information` → 202, applied later like a profile update; those fields only, all
 *   optional, with the profile validation (phoneNumber: a phone number not used by another profile).
 * - `GET /v4/my-account/transactions?time[from]&time[to]&limit` → the profile's transactions, newest first (see
 *   events/my-transactions.ts for the shape); `time[…]` must be ISO 8601 date-times (without a zone: UTC),
 *   inclusive bounds; `limit` an int32 of at least 1, default 100.
 */

type AccountInformation = Record<keyof typeof ACCOUNT_FIELDS, string | null>;

export function accountInformation(record: ProfileRecord): AccountInformation {
  const out = {} as AccountInformation;
  for (const [name, field] of Object.entries(ACCOUNT_FIELDS) as Array<
    [keyof typeof ACCOUNT_FIELDS, keyof ProfileRecord]
  >) {
    out[name] = record[field] as string | null;
  }
  return out;
}

const INT32_MAX = 2_147_483_647;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function myAccountHandlers(ctx: SimContext): HttpHandler[] {
  type Owner =
    | { ok: true; record: ProfileRecord; workspace: NonNullable<ReturnType<typeof workspaceOfClaims>> }
    | { ok: false; response: Response };

  /** The Profile token's own record. */
  async function owner(request: Request): Promise<Owner> {
    const version = checkApiVersion(request);
    if (version) return { ok: false, response: version };
    const auth = await authenticate(ctx, request, { consumers: ['PROFILE'] });
    if (!auth.ok) return auth;
    const workspace = workspaceOfClaims(auth.claims);
    if (!workspace || auth.claims.cid === undefined)
      return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
    const record = workspaceProfiles(ctx, workspace).byId.get(auth.claims.cid);
    if (!record) return { ok: false, response: errorResponse(request, 404, 'Profile not found') };
    return { ok: true, record, workspace };
  }

  return [
    route(ctx, 'get', '*/v4/my-account/personal-information', async ({ request }) => {
      const me = await owner(request);
      return me.ok ? Response.json(accountInformation(me.record)) : me.response;
    }),

    route(ctx, 'post', '*/v4/my-account/personal-information', async ({ request }) => {
      const me = await owner(request);
      if (!me.ok) return me.response;
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const v = new Validation();
      const changes = parseProfileChanges(body.body, v, { kind: 'my-account', today: todayOf(ctx) });
      checkIdentifiersFree(ctx, workspaceProfiles(ctx, me.workspace), changes, v, {
        target: me.record.clientId,
        fieldName: (field) => (field === 'phone' ? 'phoneNumber' : field),
      });
      if (v.failed) return v.response(request);
      enqueueChange(ctx, me.workspace, { kind: 'update', clientId: me.record.clientId, changes });
      return new Response(null, { status: 202 });
    }),

    route(ctx, 'get', '*/v4/my-account/transactions', async ({ request }) => {
      const me = await owner(request);
      if (!me.ok) return me.response;
      const params = new URL(request.url).searchParams;
      const v = new Validation();
      const query: AccountTransactionQuery = { limit: 100 };
      for (const [name, key] of [
        ['time[from]', 'from'],
        ['time[to]', 'to'],
      ] as const) {
        const value = params.get(name);
        if (value === null) continue;
        const ms = DATE_TIME.test(value) ? (parseZonedTime(value) ?? parseZonedTime(`${value}Z`)) : undefined;
        if (ms === undefined) v.add(name, ERROR_CODES.INVALID_FORMAT, `${name} must be an ISO 8601 date-time`, value);
        else query[key] = ms;
      }
      const limit = params.get('limit');
      if (limit !== null) {
        const n = Number(limit);
        if (!/^\d{1,10}$/.test(limit) || n < 1 || n > INT32_MAX) {
          v.add('limit', ERROR_CODES.OUT_OF_RANGE, `limit must be an integer from 1 to ${INT32_MAX} (int32)`, limit);
        } else query.limit = n;
      }
      if (v.failed) return v.response(request);
      return Response.json(accountTransactions(ctx.state.events, me.workspace, me.record.clientId, ctx.now(), query));
    }),
  ];
}
