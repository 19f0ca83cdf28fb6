import type { HttpHandler } from 'msw';
import { MFA_METHODS, allWorkspaces, controlMfaOf, userByUsername, workspaceByGuid } from '../seed';
import { clientListsOf } from '../profiles/client-lists';
import { resetState, type SimulatorConfig } from '../state';
import { ERROR_CODES, Validation, errorResponse } from '../errors';
import { controlRoute, readJsonObject } from '../http/context';
import type { SimContext } from '../context';
import { usableTotpCode } from '../auth/mfa';
import { avatarSvg, logoSvg } from './logo';
import { MAX_LATENCY_MS, MAX_TOKEN_TTL_SECONDS } from '../../lib/simulator-config';

/** The control API under `/__simulator` (tests, e2e, the simulator panel); contract in ../README.md "Control API". */

const CONFIG_KEYS = ['tokenTtlSeconds', 'latencyMs', 'failureRate'] as const;

export function controlHandlers(ctx: SimContext, reset: () => void = () => resetState(ctx.state)): HttpHandler[] {
  return [
    controlRoute('get', '*/__simulator/logos/:file', ({ request, params }) => {
      const match = /^([a-z0-9-]+)\.svg$/.exec(String(params.file ?? ''));
      if (!match) return errorResponse(request, 404, 'No such logo');
      return new Response(logoSvg(match[1]!), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),

    controlRoute('get', '*/__simulator/avatars/:file', ({ request, params }) => {
      const match = /^([0-9a-f-]{36})\.svg$/.exec(String(params.file ?? ''));
      if (!match) return errorResponse(request, 404, 'No such avatar');
      return new Response(avatarSvg(match[1]!), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),

    controlRoute('get', '*/__simulator/credentials', () =>
      Response.json({
        users: ctx.state.users.map((u) => ({ username: u.username, password: u.password, mfa: controlMfaOf(u) })),
        workspaces: allWorkspaces().map((ws) => ({
          guid: ws.guid,
          name: ws.name,
          apiKey: ws.apiKey,
          trackerKey: ws.trackerKey,
        })),
      }),
    ),

    controlRoute('get', '*/__simulator/mfa-code', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const username = query.get('username') ?? '';
      const wanted = query.get('mfaType');
      const user = userByUsername(username);
      if (!user) return errorResponse(request, 404, 'Unknown user');
      if (wanted !== null && !(MFA_METHODS as readonly string[]).includes(wanted)) {
        const v = new Validation();
        v.add('mfaType', ERROR_CODES.NOT_ALLOWED, 'mfaType must be TOTP_AUTHENTICATOR or EMAIL', wanted);
        return v.response(request);
      }
      const useTotp = user.totpSecret !== undefined && wanted !== 'EMAIL';
      if (useTotp) {
        // A TOTP code is good for one login (auth/mfa.ts checkTotp): hand out one that is not used yet.
        const code = usableTotpCode(ctx.state, user, ctx.now());
        if (code === null)
          return errorResponse(request, 404, 'The current codes were used; the next one comes within 30 seconds');
        return Response.json({ code });
      }
      const email = user.mfaMethods.includes('EMAIL') ? ctx.state.emailCodes.get(user.username) : undefined;
      if (!email || wanted === 'TOTP_AUTHENTICATOR') return errorResponse(request, 404, 'No code for this user');
      return Response.json({ code: email.code });
    }),

    controlRoute('post', '*/__simulator/reset', () => {
      reset();
      return new Response(null, { status: 204 });
    }),

    controlRoute('get', '*/__simulator/config', () => Response.json({ ...ctx.state.config })),

    controlRoute('post', '*/__simulator/clock', async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const v = new Validation();
      for (const [key, value] of Object.entries(body.body)) {
        if (key !== 'advanceSeconds')
          v.add(key, ERROR_CODES.UNKNOWN_FIELD, 'Unknown field; allowed: advanceSeconds', value);
      }
      const { advanceSeconds } = body.body;
      if (advanceSeconds === undefined) {
        v.add('advanceSeconds', ERROR_CODES.REQUIRED, 'advanceSeconds is required', null);
      } else if (
        typeof advanceSeconds !== 'number' ||
        !Number.isInteger(advanceSeconds) ||
        advanceSeconds < 1 ||
        advanceSeconds > MAX_TOKEN_TTL_SECONDS
      ) {
        v.add(
          'advanceSeconds',
          ERROR_CODES.OUT_OF_RANGE,
          `advanceSeconds must be a whole number from 1 to ${MAX_TOKEN_TTL_SECONDS} (7 days)`,
          advanceSeconds,
        );
      }
      if (v.failed) return v.response(request);
      ctx.state.clockOffsetMs += (advanceSeconds as number) * 1000;
      return new Response(null, { status: 204 });
    }),

    controlRoute('get', '*/__simulator/client-lists', ({ request }) => {
      const ws = workspaceByGuid(new URL(request.url).searchParams.get('workspace') ?? '');
      if (!ws) return errorResponse(request, 404, 'Unknown workspace: pass ?workspace=<guid>');
      return Response.json(clientListsOf(ws).map(({ id, name, expiration }) => ({ id, name, expiration })));
    }),

    controlRoute('post', '*/__simulator/config', async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const v = new Validation();
      const next: Partial<SimulatorConfig> = {};
      for (const [key, value] of Object.entries(body.body)) {
        if (!(CONFIG_KEYS as readonly string[]).includes(key)) {
          v.add(key, ERROR_CODES.UNKNOWN_FIELD, `Unknown setting; allowed: ${CONFIG_KEYS.join(', ')}`, value);
        }
      }
      const { tokenTtlSeconds, latencyMs, failureRate } = body.body;
      if (tokenTtlSeconds !== undefined) {
        if (typeof tokenTtlSeconds !== 'number' || !Number.isInteger(tokenTtlSeconds)) {
          v.add(
            'tokenTtlSeconds',
            ERROR_CODES.INVALID_FORMAT,
            'tokenTtlSeconds must be a positive integer',
            tokenTtlSeconds,
          );
        } else if (tokenTtlSeconds < 1 || tokenTtlSeconds > MAX_TOKEN_TTL_SECONDS) {
          v.add(
            'tokenTtlSeconds',
            ERROR_CODES.OUT_OF_RANGE,
            `tokenTtlSeconds must be from 1 to ${MAX_TOKEN_TTL_SECONDS} (7 days)`,
            tokenTtlSeconds,
          );
        } else {
          next.tokenTtlSeconds = tokenTtlSeconds;
        }
      }
      if (latencyMs !== undefined) {
        if (
          typeof latencyMs === 'number' &&
          Number.isFinite(latencyMs) &&
          latencyMs >= 0 &&
          latencyMs <= MAX_LATENCY_MS
        ) {
          next.latencyMs = latencyMs;
        } else {
          v.add(
            'latencyMs',
            ERROR_CODES.INVALID_FORMAT,
            `latencyMs must be a number from 0 to ${MAX_LATENCY_MS}`,
            latencyMs,
          );
        }
      }
      if (failureRate !== undefined) {
        if (typeof failureRate === 'number' && failureRate >= 0 && failureRate <= 1) {
          next.failureRate = failureRate;
        } else {
          v.add('failureRate', ERROR_CODES.INVALID_FORMAT, 'failureRate must be a number from 0 to 1', failureRate);
        }
      }
      if (v.failed) return v.response(request);
      ctx.state.config = { ...ctx.state.config, ...next };
      return new Response(null, { status: 204 });
    }),
  ];
}
