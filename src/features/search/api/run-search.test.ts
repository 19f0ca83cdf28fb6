import { ORIGIN } from '../../../simulator/testing';
import { KEY, createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/search/test-support';
import { buildSearchRequest } from './build-request';
import { pagingOf, parseLinkHeader, runSearch, type SearchOutcome } from './run-search';

describe('running a search', { timeout: FIRST_SEARCH_TIMEOUT_MS }, () => {
  let sent: Request[] = [];
  beforeEach(() => {
    sent = [];
    const tester = createSearchTester();
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      const url = new URL(input);
      const request = new Request(`${ORIGIN}${url.pathname}${url.search}`, init);
      sent.push(request.clone());
      return tester.sim.handle(request);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const built = (values: Record<string, string>) => {
    const result = buildSearchRequest({ indexId: 'products', tab: 'query', explain: false, method: 'GET', values });
    if (!result.ok) throw new Error('not built');
    return result.request;
  };

  it('reads the metadata from the body, or from the X-Pagination headers with includeMeta=false, to the same figures', async () => {
    const inBody = await runSearch('products', built({ query: 'shoe', limit: '7' }), KEY);
    const inHeaders = await runSearch('products', built({ query: 'shoe', limit: '7', includeMeta: 'false' }), KEY);
    expect(inHeaders.response.meta).toBeUndefined();
    const body = pagingOf(inBody)!;
    const headers = pagingOf(inHeaders)!;
    expect(body.source).toBe('body');
    expect(headers.source).toBe('headers');
    expect({ ...headers, source: 'body', links: [] }).toEqual({ ...body, links: [] });
    expect(headers.links.map((link) => link.rel)).toContain('next');
    expect(inHeaders.exchange.url).toMatch(
      /\/search\/v2\/indices\/products\/query\?query=shoe&limit=7&includeMeta=false&token=/,
    );
  });

  it('sends the tracker key as token and never an Authorization header', async () => {
    await runSearch('products', built({ query: 'bag' }), KEY);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).searchParams.get('token')).toBe(KEY);
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('parses Link headers', () => {
    expect(parseLinkHeader('<http://h/a?page=1>; rel="first", <http://h/a?page=2&x=1,2>; rel="next"')).toEqual([
      { url: 'http://h/a?page=1', rel: 'first' },
      { url: 'http://h/a?page=2&x=1,2', rel: 'next' },
    ]);
    expect(parseLinkHeader(null)).toEqual([]);
  });
});

/** An answer as runSearch returns it, without the network. */
function outcome(options: {
  items: number;
  page?: number;
  limit?: number | null;
  meta?: Record<string, unknown>;
  headers?: [string, string][];
}): SearchOutcome {
  return {
    response: {
      data: Array.from({ length: options.items }, (_, index) => ({ itemId: `i-${index}` })),
      ...(options.meta ? { meta: options.meta } : {}),
    },
    exchange: {
      method: 'GET',
      url: 'http://h/search/v2/indices/p/query',
      status: 200,
      headers: options.headers ?? [],
      durationMs: 1,
      startedAt: 0,
    },
    requested: { page: options.page ?? 1, limit: options.limit === undefined ? 10 : options.limit },
  };
}

describe('paging that never depends on headers the browser may not see', () => {
  it('1. the body meta: counts and pages from it', () => {
    const paging = pagingOf(
      outcome({ items: 10, meta: { totalCount: 35, totalPages: 4, page: 2, limit: 10, link: [] }, page: 2 }),
    );
    expect(paging).toMatchObject({ source: 'body', totalCount: 35, totalPages: 4, page: 2, limit: 10, hasNext: true });
    expect(
      pagingOf(outcome({ items: 5, meta: { totalCount: 35, totalPages: 4, page: 4, limit: 10 }, page: 4 })).hasNext,
    ).toBe(false);
  });

  it('2. no body meta, but readable X-Pagination-* / Link headers', () => {
    const headers: [string, string][] = [
      ['x-pagination-total-count', '35'],
      ['x-pagination-total-pages', '4'],
      ['x-pagination-page', '3'],
      ['x-pagination-limit', '10'],
      ['link', '<http://h/q?page=4>; rel="next", <http://h/q?page=2>; rel="prev"'],
    ];
    expect(pagingOf(outcome({ items: 10, page: 3, headers }))).toMatchObject({
      source: 'headers',
      totalCount: 35,
      totalPages: 4,
      page: 3,
      limit: 10,
      hasNext: true,
    });
    // Only a Link header readable: its rels decide.
    const linkOnly = pagingOf(outcome({ items: 10, page: 4, headers: [['link', '<http://h/q?page=3>; rel="prev"']] }));
    expect(linkOnly).toMatchObject({ source: 'headers', totalCount: null, totalPages: null, hasNext: false });
  });

  it('3. neither: "next" stays available while pages come back full', () => {
    expect(pagingOf(outcome({ items: 10, page: 2, limit: 10 }))).toMatchObject({
      source: 'page-size',
      totalCount: null,
      totalPages: null,
      page: 2,
      limit: 10,
      hasNext: true,
    });
    expect(pagingOf(outcome({ items: 4, page: 3, limit: 10 })).hasNext).toBe(false);
    expect(pagingOf(outcome({ items: 0, page: 1, limit: 10 })).hasNext).toBe(false);
    // No limit asked for: the first page's length is taken as the page size.
    expect(pagingOf(outcome({ items: 20, page: 1, limit: null }))).toMatchObject({
      source: 'page-size',
      limit: 20,
      hasNext: true,
    });
  });
});
