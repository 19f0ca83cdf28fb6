import { ORIGIN } from '../../../simulator/testing';
import { KEY, createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/search/test-support';
import { buildSearchRequest } from './build-request';
import { pagingOf, parseLinkHeader, runSearch } from './run-search';

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
    expect(inHeaders.exchange.url).toMatch(/\/search\/v2\/indices\/products\/query\?query=shoe&limit=7&includeMeta=false&token=/);
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
