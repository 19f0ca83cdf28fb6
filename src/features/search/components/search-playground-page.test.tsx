// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { renderRoutes } from '../../../test/render';
import { readTrackerKey, saveTrackerKey } from '../model/tracker-key';
import { SearchPlaygroundPage } from './search-playground-page';

const ws = 'ws-search-test';

// Mantine's page is heavy for jsdom on a busy machine: give rendering more than the default second.
configure({ asyncUtilTimeout: 15_000 });

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  aborted: () => boolean;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const indices = {
  data: [
    { indexId: 'ws-products-1', indexName: 'products', enabled: true, facetableAttributes: ['brand', 'color'] },
    { indexId: 'ws-stores-1', indexName: 'stores', enabled: true },
  ],
};

function item(n: number, query: string) {
  return {
    itemId: `p-${n}`,
    title: `${query} item ${n}`,
    brand: n % 2 ? 'Nike' : 'Puma',
    price: 10 * n,
    imageLink: `http://127.0.0.1:4010/search/v2/images/products/p-${n}.png`,
  };
}

/** A stand-in for the service: answers the listing and searches, records what was sent. */
function installService(answer?: (url: URL) => Response | undefined, latencyMs = 30) {
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
    // A little latency, so that a request can still be running when the next one starts.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, latencyMs);
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

function renderPage(path = '/search', fromSimulator?: (ws: string) => Promise<string | null>) {
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

describe('search playground', { timeout: 60_000 }, () => {
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

  it('asks for the tracker key once per workspace and remembers it', async () => {
    installService();
    renderPage();
    await userEvent.type(screen.getByLabelText('Tracker key'), 'tk-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save and search' }));
    expect(await screen.findByRole('heading', { name: 'Search playground' })).toBeVisible();
    expect(readTrackerKey(ws)).toBe('tk-123');
    expect(readTrackerKey('another-workspace')).toBeNull();
  });

  it('simulator builds: the heading shows while the simulator is asked for the key, then the playground', async () => {
    installService();
    let give: (key: string | null) => void = () => {};
    const fromSimulator = vi.fn(() => new Promise<string | null>((resolve) => (give = resolve)));
    renderPage('/search', fromSimulator);
    expect(await screen.findByRole('heading', { name: 'Search playground' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the search playground' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tracker key')).toBeNull();
    await waitFor(() => expect(fromSimulator).toHaveBeenCalledWith(ws));
    act(() => give('tk-sim'));
    expect(await screen.findByRole('searchbox', { name: 'Query' })).toBeVisible();
    expect(readTrackerKey(ws)).toBe('tk-sim');
  });

  it('simulator builds: a workspace the simulator has no key for gets the form', async () => {
    installService();
    const fromSimulator = vi.fn(async () => null);
    renderPage('/search', fromSimulator);
    expect(await screen.findByLabelText('Tracker key')).toBeVisible();
    expect(fromSimulator).toHaveBeenCalledTimes(1);
  });

  it('simulator builds: a simulator key the service refuses is not asked for again', async () => {
    installService((url) =>
      url.pathname.endsWith('/query')
        ? json({ status: 401, error: 'Unauthorized', message: 'Unknown tracker key' }, 401)
        : undefined,
    );
    const fromSimulator = vi.fn(async () => 'tk-stale');
    renderPage('/search?query=shoe', fromSimulator);
    expect(await screen.findByText('The service refused the tracker key (401)')).toBeVisible();
    expect(screen.getByLabelText('Tracker key')).toBeVisible();
    expect(readTrackerKey(ws)).toBeNull();
    expect(fromSimulator).toHaveBeenCalledTimes(1);
  });

  // (How many requests quick typing costs is measured with real timing in query-box.test.tsx, e2e and the bench.)
  it('searches as you type with the tracker key as token and no Authorization header', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage();
    const box = await screen.findByRole('searchbox', { name: 'Query' });
    await userEvent.setup({ delay: null }).type(box, 'sneakerbag');
    // (Text and label queries: role queries over the whole page are too slow for jsdom here.)
    expect(await screen.findByLabelText('1. sneakerbag item 1')).toBeVisible();
    expect(service.searches().at(-1)!.url.searchParams.get('query')).toBe('sneakerbag');
    for (const request of service.searches()) {
      expect(request.url.searchParams.get('token')).toBe('tk-123');
      expect(request.headers.has('Authorization')).toBe(false);
      expect(request.url.searchParams.get('includeMeta')).toBe('true');
    }
    expect(screen.getByText('12 results · page 1 of 4 · 3 per page')).toBeVisible();
  });

  it('a request still running when typing goes on is cancelled', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService(undefined, 8000);
    renderPage();
    const box = await screen.findByRole('searchbox', { name: 'Query' });
    const user = userEvent.setup({ delay: null });
    await user.type(box, 'shoe');
    await waitFor(() => expect(service.searches()).toHaveLength(1));
    await user.type(box, 's{Enter}');
    // The first answer would take 8 s; it is cancelled instead, and the second one shows.
    await screen.findByText('shoes item 1', undefined, { timeout: 20_000 });
    expect(service.searches()).toHaveLength(2);
    expect(service.searches()[0]!.aborted()).toBe(true);
  });

  it('a facet click adds a filter; page 2 sends the correlation id', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await userEvent.click(await screen.findByRole('button', { name: /^Nike\s*2$/ }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('filters')).toBe('brand = "Nike"'));
    expect(screen.getByLabelText('Filters (IQL)')).toHaveValue('brand = "Nike"');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(service.searches().at(-1)!.url.searchParams.get('correlationId')).toBe('corr-1');
  });

  it('on the Visual tab the inspector shows no earlier full-text request, then the visual one', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    // The inspector arrives after the page has shown (decision 0118).
    expect(await screen.findByTestId('request-url')).toHaveTextContent('/query?');
    await userEvent.click(screen.getByRole('radio', { name: 'Visual' }));
    await screen.findByText(/Give an image to search with/);
    expect(screen.queryByTestId('request-url')).toBeNull();
    expect(screen.getByText('No request sent yet.')).toBeVisible();
    const url = await screen.findByLabelText('…or an image URL');
    await userEvent.type(url, 'https://example.test/red.png{Enter}');
    await waitFor(() => expect(screen.getByTestId('request-url')).toHaveTextContent('/visual?'));
    expect(screen.getByTestId('request-url')).not.toHaveTextContent('/query');
  });

  it('facets are picked from the index’s facetable attributes without typing, and quick picks all count', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    const brand = await screen.findByRole('checkbox', { name: 'brand' });
    expect(screen.getByRole('checkbox', { name: 'color' })).not.toBeChecked();
    await userEvent.click(brand);
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.getAll('facets')).toEqual(['brand']));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'brand' })).toBeChecked());
    // Two values picked at once (the second before the first has rendered): neither is lost.
    const nike = screen.getByRole('button', { name: /^Nike\s*2$/ });
    const puma = screen.getByRole('button', { name: /^Puma\s*1$/ });
    act(() => {
      nike.click();
      puma.click();
    });
    await waitFor(() =>
      expect(service.searches().at(-1)!.url.searchParams.get('filters')).toBe('brand = "Nike" AND brand = "Puma"'),
    );
    expect(service.searches().at(-1)!.url.searchParams.get('caseSensitiveFacetValues')).toBe('true');
  });

  it('an IQL syntax error is shown at its position and nothing is sent', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    const before = service.searches().length;
    const filter = screen.getByLabelText('Filters (IQL)');
    await userEvent.type(filter, 'price < 10)');
    expect(screen.getByText(/Unexpected '\)' at position 10/)).toBeVisible();
    expect(document.querySelector('mark')).toHaveTextContent(')');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(service.searches()).toHaveLength(before);
  });

  it('a 400 lands on the parameter it names', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService((url) =>
      url.searchParams.get('sortBy') === 'nope'
        ? json(
            {
              status: 400,
              error: 'Bad Request',
              message: 'Invalid parameters',
              errors: [{ code: 1004, field: 'sortBy', message: 'Unknown sort attribute nope', rejectedValue: 'nope' }],
            },
            400,
          )
        : undefined,
    );
    renderPage('/search?query=shoe&sortBy=nope');
    const field = await screen.findByLabelText('Sort by attribute');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Unknown sort attribute nope/));
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('query and results first: sort in one choice, set parameters as chips, the panel on demand', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe&limit=5');
    await screen.findByText('shoe item 1');
    const last = () => service.searches().at(-1)!.url.searchParams;
    expect(screen.queryByRole('region', { name: 'Parameters' })).toBeNull();
    const toggle = screen.getByRole('button', { name: /^Parameters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'price:desc');
    await waitFor(() => expect(last().get('sortBy')).toBe('price'));
    expect(last().get('ordering')).toBe('desc');
    const chips = screen.getByRole('group', { name: 'Parameters set' });
    expect(within(chips).getByRole('button', { name: 'sortBy = price: remove' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: 'limit = 5: remove' }));
    await waitFor(() => expect(last().has('limit')).toBe(false));
    expect(last().get('sortBy')).toBe('price');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), '');
    await waitFor(() => expect(last().has('sortBy')).toBe(false));
    expect(last().has('ordering')).toBe(false);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Parameters' })).toBeVisible();
  });

  it('params over 500 bytes are refused in the form, before sending', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    const before = service.searches().length;
    // The parameters wait in a side panel opened on demand, and arrive after the page has shown (decision 0118).
    await userEvent.click(screen.getByRole('button', { name: /^Parameters/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Personalisation & context/ }));
    const params = screen.getByLabelText('Event params');
    await userEvent.click(params);
    await userEvent.paste(JSON.stringify({ note: 'x'.repeat(600) }));
    await userEvent.tab();
    expect(await screen.findAllByText(/params is 611 bytes as JSON; the service accepts at most 500/)).not.toHaveLength(
      0,
    );
    expect(params).toHaveAttribute('aria-invalid', 'true');
    expect(service.searches()).toHaveLength(before);
  });

  it('a 500 offers a retry; a 401 forgets the key and asks again', async () => {
    saveTrackerKey(ws, 'tk-123');
    let fail = true;
    installService((url) =>
      url.pathname.endsWith('/query') && fail
        ? json(
            {
              timestamp: 'now',
              status: 500,
              error: 'Internal Server Error',
              message: 'Search is not available',
              path: url.pathname,
            },
            500,
          )
        : undefined,
    );
    renderPage('/search?query=shoe');
    expect(await screen.findByText('Search is not available')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('shoe item 1')).toBeVisible();

    installService((url) =>
      url.pathname.endsWith('/query')
        ? json({ status: 401, error: 'Unauthorized', message: 'Unknown tracker key' }, 401)
        : undefined,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Query' }), 's{Enter}');
    expect(await screen.findByText('The service refused the tracker key (401)')).toBeVisible();
    expect(readTrackerKey(ws)).toBeNull();
  });

  it('lists the indices with the signed-in user’s Bearer token, never the tracker key', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage();
    await screen.findByRole('searchbox', { name: 'Query' });
    const listing = service.sent.find((request) => request.url.pathname === '/search/v2/indices')!;
    expect(listing.headers.get('Authorization')).toBe('Bearer user-jwt-never-sent-to-search');
    expect(listing.url.searchParams.get('token')).toBeNull();
    expect(listing.url.searchParams.get('includeMeta')).toBe('true');
  });

  it('a refused listing: the playground still opens, says why, and searches an index id typed by hand', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService((url) =>
      url.pathname === '/search/v2/indices'
        ? json(
            { status: 403, error: 'Forbidden', message: 'Access to search configuration denied', path: url.pathname },
            403,
          )
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('The index list could not be loaded')).toBeVisible();
    // The service's message, and the permission the endpoint table names for a 403, in a detail line.
    expect(screen.getByText('The service answered 403: Access to search configuration denied.')).toBeVisible();
    expect(screen.getByText('Permission this needs: ITEMS_SEARCH_READ.')).toBeVisible();
    const indexId = screen.getByRole('textbox', { name: 'Index id' });
    await userEvent.type(indexId, 'my-index{Enter}');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Query' }), 'shoe{Enter}');
    expect(await screen.findByText('shoe item 1')).toBeVisible();
    expect(service.searches().at(-1)!.url.pathname).toBe('/search/v2/indices/my-index/query');
    // The key is not blamed for the listing: it stays, and the key form never comes back.
    expect(readTrackerKey(ws)).toBe('tk-123');
    expect(screen.queryByLabelText('Tracker key')).toBeNull();
    expect(service.sent.filter((request) => request.url.pathname === '/search/v2/indices')).toHaveLength(1);
  });

  it('vendor-shaped answers: facets under the vendor’s names, and paging without meta or readable headers', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService((url) => {
      if (!url.pathname.endsWith('/query')) return undefined;
      const page = Number(url.searchParams.get('page') ?? 1);
      // No body meta, no X-Pagination-* headers: two full pages of 3, then a short one.
      return json({
        data: (page < 3 ? [1, 2, 3] : [1]).map((n) => item(n + 10 * page, 'shoe')),
        extras: {
          correlationId: 'corr-v',
          filteredResultFacets: { brand: { Alpina: 5 } },
          unfilteredResultFacets: { brand: { Alpina: 9, Nordwave: 4 } },
        },
      });
    });
    renderPage('/search?query=shoe');
    expect(await screen.findByRole('button', { name: /^Alpina\s*5$/ })).toBeVisible();
    expect(screen.getByText('3 results on this page · page 1, more may follow · 3 per page')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('page')).toBe('2'));
    const second = service.searches().at(-1)!.url.searchParams;
    expect(second.get('limit')).toBe('3');
    expect(second.get('correlationId')).toBe('corr-v');
    expect(await screen.findByText('shoe item 21')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('shoe item 31')).toBeVisible();
    expect(screen.getByRole('button', { name: 'next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'previous page' })).toBeEnabled();
  });

  it('explain in the vendor’s shape: final query, rule consequences, score factors, attribute tokens, boost filters and unknown fields', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService((url) =>
      url.pathname.endsWith('/query/explain')
        ? json({
            data: [
              {
                ...item(1, 'boots'),
                _explanation: {
                  score: 12.5,
                  scoreFactors: { pageVisitsPopularity: 1.05, personalization: 2.5, transactionsPopularity: 1.01 },
                  extendedScoreFactors: {
                    attributes: {
                      high: [{ token: 'boots', score: 3 }],
                      medium: [],
                      low: [{ token: 'red', score: 0.5 }],
                    },
                    boostFilters: [{ filters: 'inStock = true', weight: 1.2 }],
                  },
                  matchedElasticFilter: true,
                  sortValue: 12.5,
                  vendorNote: 'kept',
                },
              },
            ],
            extras: {
              explanation: {
                personalized: true,
                promotedItemsCount: 0,
                query: { finalQuery: 'red boots', synonyms: ['crimson boots'] },
                rulesConsequences: {
                  boostFilters: [],
                  filters: ['price > 10'],
                  hiddenHits: ['SKU-9'],
                  query: null,
                  returnNoData: false,
                },
                sortDetails: null,
                experiment: 'B',
              },
            },
            meta: {
              code: 200,
              limit: 20,
              page: 1,
              totalCount: 1,
              totalPages: 1,
              sortedBy: '_score',
              ordering: 'desc',
              link: [],
            },
          })
        : undefined,
    );
    renderPage('/search?query=boots&explain=1');
    const summary = await screen.findByRole('region', { name: 'How this search was run' });
    expect(summary).toHaveTextContent('Final query: red boots');
    expect(summary).toHaveTextContent('crimson boots');
    expect(summary).toHaveTextContent('Personalised for the customer sent (clientUUID).');
    expect(summary).toHaveTextContent('A rule keeps only items matching price > 10.');
    expect(summary).toHaveTextContent('A rule hides SKU-9.');
    expect(summary).not.toHaveTextContent('No query rule applied.');
    expect(summary).toHaveTextContent(/experiment\s*B/);
    await userEvent.click(screen.getByRole('button', { name: 'Score 12.5: breakdown' }));
    // A press before the drawer's code has arrived opens it as it arrives.
    expect(await screen.findByRole('table', { name: 'Score factors of boots item 1' })).toHaveTextContent(
      /personalisation\s*×2\.5\s*\+150%/,
    );
    expect(screen.getByRole('table', { name: 'Score factors of boots item 1' })).toHaveTextContent(
      'page-visit popularity',
    );
    // The vendor's factors only: the verdict names the score and the factor that moved it most.
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      "Ranked by its score 12.5, most lifted by personalisation ×2.5: matched 'boots' in high-weight attributes",
    );
    const tokens = screen.getByRole('table', { name: 'Matched attributes of boots item 1' });
    expect(tokens).toHaveTextContent(/high\s*boots\s*3/);
    expect(tokens).toHaveTextContent(/low\s*red\s*0\.5/);
    expect(screen.getByRole('table', { name: 'Boost filters of boots item 1' })).toHaveTextContent(
      /inStock = true\s*1\.2/,
    );
    expect(screen.getByRole('table', { name: 'Other explanation fields of boots item 1' })).toHaveTextContent(
      /vendor note\s*kept/,
    );
  });
});
