import { monitorEventLoopDelay } from 'node:perf_hooks';
import { appModuleLoader } from '../vite-in-node.mjs';
import { demoCredentials, ms } from './measure.mjs';

/**
 * Bulk changes (issue 37): the app's own engine and I/O (src/features/profiles/model/bulk-job.ts over
 * api/bulk-io.ts and the app's HTTP client), loaded through Vite in Node and run against the simulator's HTTP server,
 * every request counted at `fetch`. Goals: 10,000 profiles tagged in ≤ 60 s with ≤ 10 batch requests and ≤ 40
 * listing reads (the run's re-reads and the verification; the selection's own walk apart), 100 % verified; freezing
 * 50,000 ids with no task over 200 ms.
 */
export async function* bulkFigures(context) {
  const { simulatorUrl } = context;
  const reset = await fetch(`${simulatorUrl}/__simulator/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`The simulator's reset answered ${reset.status}`);
  const session = await signInOverHttp(simulatorUrl, 'ada@demo.test', 'Northwind Retail');

  process.env.VITE_SIMULATOR_URL = simulatorUrl;
  const { load, close } = await appModuleLoader('http');
  const requests = [];
  const realFetch = globalThis.fetch;
  try {
    const { session: appSession } = await load('/src/lib/api.ts');
    appSession.set(session);
    const { createBulkIo } = await load('/src/features/profiles/api/bulk-io.ts');
    const { defaultListParams } = await load('/src/features/profiles/model/list-params.ts');
    const { parseBulkAction } = await load('/src/features/profiles/model/bulk-action.ts');
    const engine = await load('/src/features/profiles/model/bulk-job.ts');
    const { countsOf } = await load('/src/features/profiles/model/bulk-counts.ts');
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}`);
      return realFetch(request);
    };
    const count = (pattern) => requests.filter((r) => pattern.test(r)).length;
    const params = { ...defaultListParams, sortBy: 'lastName', sortOrder: 'asc' };

    // Freezing the workspace's 50,000 ids, with the longest stretch the event loop was held (the engine's thread).
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const freezeIo = createBulkIo(params);
    delay.enable();
    const startedFreeze = performance.now();
    const all = await engine.freezeSelection(freezeIo);
    const freezeMs = performance.now() - startedFreeze;
    delay.disable();
    if (!all.ok) throw new Error(all.reason);
    yield `freeze ${all.ids.length.toLocaleString('en')} ids (pages of 500): ${ms(freezeMs)}, ${count(/GET \/v4\/clients$/)} listing reads`;
    yield `freeze ${all.ids.length.toLocaleString('en')} ids: longest task (event loop held, goal ≤ 200 ms): ${ms(delay.max / 1e6)}`;

    // Adding a tag to the first 10,000 of that frozen listing: the run's I/O knows the pages it saw them on.
    const io = createBulkIo(params);
    const frozen = await engine.freezeSelection(io, 100_000);
    const ids = frozen.ids.slice(0, 10_000);
    const parsed = parseBulkAction({ kind: 'add-tag', tag: `bench-${Date.now()}` });
    if (!parsed.ok) throw new Error('The bench action did not parse');
    requests.length = 0;
    const started = performance.now();
    const job = await engine.verifyJob(await engine.runJob(engine.newJob(parsed.action, ids), io), io);
    const wall = performance.now() - started;
    const counts = countsOf(job);
    const verified = counts.changed === 0 ? 0 : (counts.applied / counts.changed) * 100;
    yield `tag 10,000 profiles: wall time, run and verification (goal ≤ 60 s): ${ms(wall)}`;
    yield `tag 10,000 profiles: batch requests (goal ≤ 10): ${count(/POST \/v4\/clients\/batch$/)}`;
    yield `tag 10,000 profiles: listing reads (goal ≤ 40): ${count(/GET \/v4\/clients$/)}`;
    yield `tag 10,000 profiles: single-profile reads: ${count(/GET \/v4\/clients\/\d+$/)}`;
    yield `tag 10,000 profiles: verified applied (goal 100 %): ${verified.toFixed(1)} % (${counts.applied.toLocaleString('en')} of ${counts.changed.toLocaleString('en')}; failed ${counts.failed}, not yet visible ${counts.notVisible})`;
  } finally {
    globalThis.fetch = realFetch;
    await close();
  }
}

/** The session the sign-in flow would leave for a demo account without MFA, from the service itself. */
async function signInOverHttp(simulatorUrl, username, workspaceName) {
  const { password } = await demoCredentials(simulatorUrl, username);
  const post = async (path, body, token) => {
    const response = await fetch(`${simulatorUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const { token } = await post('/uauth/auth/login/user', { username, password });
  const { workspaces } = await (await fetch(`${simulatorUrl}/__simulator/credentials`)).json();
  const workspace = workspaces.find((candidate) => candidate.name === workspaceName);
  const selected = await post(`/uauth/auth/login/user/profile/${workspace.guid}`, undefined, token);
  const consumer = selected.consumer;
  return {
    regionId: 'azure-eu',
    token: selected.token,
    stage: 'workspace',
    username,
    mfaMethods: [],
    consumer: {
      id: consumer.id,
      name: consumer.name,
      businessProfileId: consumer.businessProfileId,
      authorities: consumer.authorities,
      roles: consumer.roles,
    },
    workspace: { guid: workspace.guid, id: workspace.id ?? consumer.businessProfileId, name: workspace.name },
  };
}
