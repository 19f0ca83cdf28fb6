import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { session } from '../lib/api';
import { apiBaseUrl } from '../lib/api-base-url';
import { authorities } from '../lib/authorities';
import { queryClient } from '../lib/query-client';
import { signInForTest } from '../test/session';
import { earlyRequests } from './early-requests';
import { pageModules } from './page-modules';

type Loader = (args: LoaderFunctionArgs) => unknown;
const dataModules = import.meta.glob<{ loader?: Loader }>('./routes/*.data.ts');

/** signInForTest's workspace. */
const WS = 'ws-test';
/** A value for each parameter of the pages' addresses. */
const sample: Record<string, string> = {
  workspace: WS,
  id: '1200000001',
};
const documentId = '3f1c2b9e-8a47-4d5e-9b1a-6c2d7e8f9a0b';
/** The clock while the loaders run: mid-minute, so the table's windows and the loaders' agree to the minute. */
const NOW = Date.parse('2026-11-29T12:00:30.500Z');

/** A request's whole address for the sample parameters: `(name)` a parameter, `(ago:ms)` that long before NOW. */
function urlOf(path: string, params: Record<string, string>): string {
  const minute = (ms: string) => Math.floor((NOW - Number(ms)) / 60_000) * 60_000;
  return (
    apiBaseUrl('azure-eu') +
    path
      .replace(/\(ago:(\d+)\)/g, (_, ms: string) => encodeURIComponent(new Date(minute(ms)).toISOString()))
      .replace(/\((\w+)\)/g, (_, name: string) => params[name]!)
  );
}

/** The address of `pattern` with sample parameters (a document's id is a UUID, as its loader requires). */
function addressOf(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = pattern.startsWith('/w/:workspace/documents/') && name === 'id' ? documentId : sample[name]!;
    return params[name];
  });
  return { path, params };
}

/** Starts the loaders of the page at `path` without awaiting them. */
async function startLoaders(pattern: string, path: string, params: Record<string, string>) {
  for (const name of pageModules[pattern] ?? []) {
    const load = dataModules[`./routes/${name}.data.ts`];
    const loader = load && (await load()).loader;
    if (!loader) continue;
    const request = new Request(`http://localhost${path}`);
    void Promise.resolve(loader({ request, params, context: {} } as LoaderFunctionArgs)).catch(() => undefined);
  }
}

/** The reads the page's loaders send for `path` (not awaited: the answers never come), with their headers. */
async function readsOfLoaders(pattern: string, path: string, params: Record<string, string>) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const sent: { url: string; headers: Headers }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if ((init?.method ?? 'GET') === 'GET') sent.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Promise<Response>(() => undefined);
  });
  await startLoaders(pattern, path, params);
  // Loaders start their requests within a few tasks (some load a module first).
  await new Promise((resolve) => setTimeout(resolve, 50));
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  queryClient.clear();
  session.set(null);
});

describe('the requests the preload script sends at navigation', () => {
  it('are each a page that draws (src/app/page-modules.ts)', () => {
    for (const pattern of Object.keys(earlyRequests)) expect(Object.keys(pageModules)).toContain(pattern);
  });

  for (const [pattern, requests] of Object.entries(earlyRequests)) {
    it(`are what the loaders of ${pattern} ask for, with the same headers`, async () => {
      signInForTest({ authorities: Object.values(authorities) });
      const { path, params } = addressOf(pattern);
      const sent = await readsOfLoaders(pattern, path, params);
      for (const request of requests) {
        const url = urlOf(request.path, params);
        const match = sent.find((candidate) => candidate.url === url);
        expect(match, `${url} among ${sent.map((candidate) => candidate.url).join(', ')}`).toBeDefined();
        expect(match!.headers.get('Accept')).toBe('application/json');
        expect(match!.headers.get('Api-Version') !== null).toBe(request.apiVersion);
        expect([...match!.headers.keys()].sort()).toEqual(
          ['accept', 'authorization', ...(request.apiVersion ? ['api-version'] : [])].sort(),
        );
      }
    });
  }

  for (const [pattern, requests] of Object.entries(earlyRequests))
    for (const request of requests.filter(({ permission }) => permission))
      it(`${request.path} of ${pattern} only for a role that holds ${request.permission}, as its loader`, async () => {
        signInForTest({ authorities: Object.values(authorities).filter((granted) => granted !== request.permission) });
        const { path, params } = addressOf(pattern);
        const sent = await readsOfLoaders(pattern, path, params);
        expect(sent.map(({ url }) => url)).not.toContain(urlOf(request.path, params));
        expect(sent.length, 'the page asks for something').toBeGreaterThan(0);
      });

  for (const [pattern, requests] of Object.entries(earlyRequests))
    for (const listing of requests.filter((request) => request.everyPage))
      it(`the other pages of ${listing.path} as the loaders of ${pattern} ask for them, once the first is in`, async () => {
        signInForTest({ authorities: Object.values(authorities) });
        const { path, params } = addressOf(pattern);
        const base = apiBaseUrl('azure-eu');
        const first = base + listing.path;
        const sent: string[] = [];
        vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
          sent.push(String(input));
          return String(input) === first
            ? Promise.resolve(
                Response.json([], { headers: { 'X-Pagination-Total-Pages': '3', 'X-Pagination-Total-Count': '250' } }),
              )
            : new Promise<Response>(() => undefined);
        });
        await startLoaders(pattern, path, params);
        // The script's own rule (build/preload-runtime/preload.ts): the first page's address with page=N.
        const pageOf = (n: number) => first.replace(/([?&]page=)1(?=&|$)/, `$1${n}`);
        await vi.waitFor(() => expect(sent).toEqual(expect.arrayContaining([first, pageOf(2), pageOf(3)])));
      });

  it('a listing only for its address without a query string: with one, its loader asks for something else', async () => {
    signInForTest({ authorities: Object.values(authorities) });
    const pattern = '/w/:workspace/profiles';
    const [listing] = earlyRequests[pattern]!;
    expect(listing!.bare).toBe(true);
    const sent = await readsOfLoaders(pattern, `/w/${WS}/profiles?page=2`, { workspace: WS });
    expect(sent.map((request) => request.url)).not.toContain(apiBaseUrl('azure-eu') + listing!.path);
  });
});
