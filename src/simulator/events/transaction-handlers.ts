import type { HttpHandler } from 'msw';
import { Validation, errorResponse, isPlainObject } from '../errors';
import { readJson, route } from '../http/context';
import type { SimContext } from '../context';
import { workspaceProfiles } from '../profiles/store';
import type { SeedWorkspace } from '../seed/workspaces';
import { eventWriterAccess, requireCurrentApiVersion } from './access-handlers';
import { type Transaction, parseTransaction, recordTransaction, requestIp } from './transactions';

export function transactionHandlers(ctx: SimContext): HttpHandler[] {
  async function accept(request: Request, permission: string, batch: boolean): Promise<Response> {
    const version = requireCurrentApiVersion(request);
    if (version) return version;
    const access = await eventWriterAccess(ctx, request, ['WORKSPACE'], permission);
    if (!access.ok) return access.response;
    const json = await readJson(request);
    if (!json.ok) return json.response;
    const workspace: SeedWorkspace = access.workspace;
    const wp = workspaceProfiles(ctx, workspace);
    const receiptMs = ctx.now();
    const v = new Validation();
    const accepted: Transaction[] = [];
    if (batch) {
      if (!Array.isArray(json.value))
        return errorResponse(request, 400, 'The request body must be a JSON array of transactions');
      if (json.value.length === 0)
        return errorResponse(request, 400, 'The batch must contain at least one transaction');
      json.value.forEach((item: unknown, i) => {
        const tx = parseTransaction(v, `[${i}].`, item, wp, receiptMs);
        if (tx) accepted.push(tx);
      });
    } else {
      const body = json.value === undefined ? {} : json.value;
      if (!isPlainObject(body)) return errorResponse(request, 400, 'The request body must be a JSON object');
      const tx = parseTransaction(v, '', body, wp, receiptMs);
      if (tx) accepted.push(tx);
    }
    if (v.failed) return v.response(request);
    const ip = requestIp(request);
    for (const tx of accepted) recordTransaction(ctx.state.events, workspace.id, tx, receiptMs, ip);
    return new Response(null, { status: 202 });
  }

  return [
    route(ctx, 'post', '*/v4/transactions/batch', ({ request }) =>
      accept(request, 'API_BATCH_TRANSACTION_CREATE', true),
    ),
    route(ctx, 'post', '*/v4/transactions', ({ request }) => accept(request, 'API_TRANSACTION_CREATE', false)),
  ];
}
