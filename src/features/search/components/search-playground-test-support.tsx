// What the search playground page's tests share (split by concern into search-playground-*.test.tsx, so that no
// file runs for long): the stand-in service, the page's render and the set-up.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { renderRoutes } from '../../../test/render';
import { SearchPlaygroundPage } from './search-playground-page';

export const ws = 'ws-search-test';

// Mantine's page is heavy for jsdom on a busy machine: give rendering more than the default second.
configure({ asyncUtilTimeout: 15_000 });

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  aborted: () => boolean;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const indices = {
  data: [
    { indexId: 'ws-products-1', indexName: 'products', enabled: true, facetableAttributes: ['brand', 'color'] },
    { indexId: 'ws-stores-1', indexName: 'stores', enabled: true },
  ],
};

export function item(n: number, query: string) {
  return {
    itemId: `p-${n}`,
    title: `${query} item ${n}`,
    brand: n % 2 ? 'Nike' : 'Puma',
    price: 10 * n,
    imageLink: `http://127.0.0.1:4010/search/v2/images/products/p-${n}.png`,
  };
}

/** A stand-in for the service: answers the listing and searches, records what was sent. */
/** `latencyMs`: each answer's delay, or a delay per search (0 for the first `/query`), so that only one is slow. */
export function installService(
  answer?: (url: URL) => Response | undefined,
  latencyMs: number | ((search: number) => number) = 30,
) {
  const sent: Sent[] = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const signal = init.signal;
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      aborted: () => Boolean(signal?.aborted),
    });
    const custom = answer?.(url);
    if (custom) return custom;
    if (url.pathname === '/search/v2/indices') return json(indices);
    const query = url.searchParams.get('query') ?? '';
    const search = sent.filter((request) => request.url.pathname.endsWith('/query')).length - 1;
    // A little latency, so that a request can still be running when the next one starts.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, typeof latencyMs === 'number' ? latencyMs : latencyMs(search));
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return json({
      data: [1, 2, 3].map((n) => item(n, query)),
      extras: { correlationId: 'corr-1', filteredFacets: { brand: { Nike: 2, Puma: 1 } } },
      meta: {
        totalPages: 4,
        totalCount: 12,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: 3,
        sortedBy: 'relevance',
        ordering: 'desc',
        code: 200,
        link: [],
      },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, searches: () => sent.filter((request) => request.url.pathname.endsWith('/query')) };
}

export function renderPage(path = '/search', fromSimulator?: (ws: string) => Promise<string | null>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/search',
        element: (
          <QueryClientProvider client={client}>
            <SearchPlaygroundPage fromSimulator={fromSimulator} />
          </QueryClientProvider>
        ),
      },
    ],
    path,
  );
}

/** The page's tests' common set-up: a signed-in user who may search, nothing stored, the fetch stub removed after. */
export function setUpPlayground() {
  beforeAll(() => {
    // jsdom has no font loading API; Mantine's autosizing textarea listens to it.
    if (!document.fonts)
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener() {}, removeEventListener() {} },
        configurable: true,
      });
  });
  beforeEach(() => {
    globalThis.localStorage.clear();
    signInForTest({
      token: 'user-jwt-never-sent-to-search',
      authorities: ['ITEMS_SEARCH_READ'],
      workspace: { guid: ws, id: 1, name: 'Northwind Retail' },
    });
  });
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });
}
