import { eventClientOf } from '../events/client-ref';
import { requestIp } from '../events/transactions';
import type { SimContext } from '../http/context';
import type { SeedWorkspace } from '../seed/workspaces';
import type { SearchParams } from './params';
import { findProfileByUuid } from './personalize';
import type { SearchRun } from './search';

/**
 * The `item.search` event (reference: Events): recorded through the event store for the profile named by
 * clientUUID, with the request's extra `params` added. The search's own fields win over a same-named extra
 * param: {…params, query, indexId, operation, correlationId, totalCount, page, eventCreateTime, ip}.
 */
export function recordSearchEvent(
  ctx: SimContext,
  ws: SeedWorkspace,
  request: Request,
  params: SearchParams,
  run: SearchRun,
): void {
  if (!params.clientUUID) return;
  const record = findProfileByUuid(ctx, ws, params.clientUUID);
  if (!record) return;
  const now = ctx.now();
  ctx.state.events.recordEvent(ws.id, {
    time: new Date(now).toISOString(),
    action: 'item.search',
    label: '',
    client: eventClientOf(record),
    params: {
      ...params.params,
      query: params.operation === 'visual' ? '' : params.query,
      indexId: run.indexId,
      operation: params.explain ? `${params.operation}/explain` : params.operation,
      correlationId: run.correlationId,
      totalCount: run.hits.length,
      page: params.page,
      eventCreateTime: now,
      ip: requestIp(request),
    },
  });
}
