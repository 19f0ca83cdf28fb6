import type { HttpHandler } from 'msw';
import { ERROR_CODES, Validation, errorResponse } from '../errors';
import { route } from '../http/context';
import type { SimContext } from '../context';
import { workspaceProfiles } from '../profiles/store';
import { eventReadAccess } from './access-handlers';
import { historyOf, historyWindow } from './history';
import { MAX_WINDOW_MS, listingItem, parseEventQuery, seededUntilNow, selectEvents } from './listing';

export function listingHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '*/v4/events/by-client/:clientId', async ({ request, params }) => {
      const access = await eventReadAccess(ctx, request);
      if (!access.ok) return access.response;
      const v = new Validation();
      const query = parseEventQuery(new URL(request.url).searchParams, v);
      if (v.failed) return v.response(request);
      const raw = params.clientId ?? '';
      const clientId = /^\d{1,18}$/.test(raw) ? Number(raw) : undefined;
      if (clientId === undefined) {
        v.add('clientId', ERROR_CODES.INVALID_TYPE, 'clientId must be an int64', raw);
        return v.response(request);
      }
      if (!workspaceProfiles(ctx, access.workspace).byId.has(clientId))
        return errorResponse(request, 404, 'Profile not found');
      const events = [
        ...seededUntilNow(historyOf(access.workspace, clientId), ctx.now()),
        ...ctx.state.events.eventsOf(access.workspace.id, clientId),
      ];
      return Response.json(selectEvents(events, query).map((e) => listingItem(e, access.seesPii)));
    }),

    route(ctx, 'get', '*/v4/events/all', async ({ request }) => {
      const access = await eventReadAccess(ctx, request);
      if (!access.ok) return access.response;
      const v = new Validation();
      const query = parseEventQuery(new URL(request.url).searchParams, v, { maxWindowMs: MAX_WINDOW_MS });
      if (v.failed) return v.response(request);
      const wp = workspaceProfiles(ctx, access.workspace);
      const now = ctx.now();
      const seeded = historyWindow(access.workspace, {
        ...query,
        to: Math.min(query.to ?? Number.POSITIVE_INFINITY, now),
        skip: (clientId) => !wp.byId.has(clientId),
      });
      const events = [...seeded, ...ctx.state.events.eventsOfWorkspace(access.workspace.id)];
      return Response.json(selectEvents(events, query).map((e) => listingItem(e, access.seesPii)));
    }),
  ];
}
