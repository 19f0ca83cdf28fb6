import { endpoints } from '../../../lib/endpoints';
import { buildSearchRequest, type SearchRequestInput } from './build-request';

const input = (values: SearchRequestInput['values'], extra: Partial<SearchRequestInput> = {}): SearchRequestInput => ({
  indexId: 'products',
  tab: 'query',
  explain: false,
  method: 'GET',
  values,
  ...extra,
});

function built(values: SearchRequestInput['values'], extra: Partial<SearchRequestInput> = {}) {
  const result = buildSearchRequest(input(values, extra));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.request;
}

describe('building the search request', () => {
  it('GET: the reference names, arrays as repeated parameters, distinctFilter as JSON, params as name:value', () => {
    const request = built({
      query: 'shoe',
      facets: ['brand', 'color'],
      filterGeoPoints: ['52.1,21.0'],
      page: '2',
      includeMeta: 'false',
      'distinctFilter.attribute': 'brand',
      'distinctFilter.maxNumItems': '2',
      params: '{"source":"playground","n":1}',
      excludeQueryRules: ['3', '4'],
      sortByGeoPoint: '52.1,21.0',
    });
    expect(request.endpoint).toBe(endpoints.searchQueryGet);
    expect(request.method).toBe('GET');
    expect(request.query).toEqual({
      query: 'shoe',
      facets: ['brand', 'color'],
      filterGeoPoints: ['52.1,21.0'],
      page: 2,
      includeMeta: false,
      caseSensitiveFacetValues: true,
      distinctFilter: '{"attribute":"brand","maxNumItems":2}',
      params: ['source:playground', 'n:1'],
      excludeQueryRules: [3, 4],
      sortByGeoPoint: '52.1,21.0',
    });
    expect(request.body).toBeUndefined();
  });

  it('POST: the body names (sortByGeoPoints, crossWorkspaceMode.enabled) and objects', () => {
    const request = built(
      {
        query: 'shoe',
        sortByGeoPoint: '52.1,21.0',
        crossWorkspaceModeEnabled: 'true',
        params: '{"a":"b"}',
        'distinctFilter.attribute': 'brand',
      },
      { method: 'POST', explain: true },
    );
    expect(request.endpoint).toBe(endpoints.searchQueryExplainPost);
    expect(request.body).toEqual({
      query: 'shoe',
      sortByGeoPoints: '52.1,21.0',
      crossWorkspaceMode: { enabled: true },
      params: { a: 'b' },
      includeMeta: true,
      distinctFilter: { attribute: 'brand' },
    });
    expect(request.query).toEqual({});
  });

  it('asks for the paging in the body (includeMeta=true) unless the person chose otherwise', () => {
    // The service's default is false: paging only in headers a browser on another origin may not read.
    expect(built({ query: 'shoe' }).query).toEqual({ query: 'shoe', includeMeta: true });
    expect(built({ query: 'shoe' }, { method: 'POST' }).body).toEqual({ query: 'shoe', includeMeta: true });
    expect(built({ query: 'shoe', includeMeta: 'false' }).query).toEqual({ query: 'shoe', includeMeta: false });
  });

  it('asks for facet counts per exact spelling (what a picked value filters by) unless the person chose', () => {
    expect(built({ query: 'shoe', facets: ['brand'] }).query).toEqual({
      query: 'shoe',
      facets: ['brand'],
      includeMeta: true,
      caseSensitiveFacetValues: true,
    });
    expect(built({ query: 'shoe', facets: ['brand'], caseSensitiveFacetValues: 'false' }).query).toMatchObject({
      caseSensitiveFacetValues: false,
    });
    // No facets asked for: nothing added.
    expect(built({ query: 'shoe' }).query).not.toHaveProperty('caseSensitiveFacetValues');
  });

  it('customFilteredFacets can only travel in a POST body: it turns a GET into a POST', () => {
    const request = built({ query: 'shoe', customFilteredFacets: '{"brand":"price < 50"}' });
    expect(request.method).toBe('POST');
    expect(request.endpoint).toBe(endpoints.searchQueryPost);
    expect(request.body).toEqual({
      query: 'shoe',
      customFilteredFacets: { brand: 'price < 50' },
      includeMeta: true,
      caseSensitiveFacetValues: true,
    });
  });

  it('refuses params over 500 bytes as JSON, naming the size, before anything is sent', () => {
    const big = JSON.stringify({ note: 'x'.repeat(520) });
    const result = buildSearchRequest(input({ query: 'shoe', params: big }));
    expect(result).toEqual({
      ok: false,
      missing: null,
      errors: { params: `params is ${big.length} bytes as JSON; the service accepts at most 500.` },
    });
    // Exactly 500 bytes is allowed; bytes, not characters, are counted.
    const exact = JSON.stringify({ n: 'x'.repeat(500 - '{"n":""}'.length) });
    expect(exact).toHaveLength(500);
    expect(buildSearchRequest(input({ query: 'shoe', params: exact })).ok).toBe(true);
    const multiByte = JSON.stringify({ n: 'é'.repeat(250) });
    expect(buildSearchRequest(input({ query: 'shoe', params: multiByte })).ok).toBe(false);
  });

  it('marks an IQL syntax error with its position, and bad numbers and points', () => {
    const result = buildSearchRequest(
      input({
        query: 'shoe',
        filters: 'brand = "Nike")',
        limit: '501',
        page: '0',
        filterGeoPoints: ['north'],
        filterAnchor: '2,0',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.filters).toMatch(/Unexpected '\)' at position 14/);
    expect(result.errors.limit).toBe('At most 500.');
    expect(result.errors.page).toBe('At least 1.');
    expect(result.errors.filterGeoPoints).toMatch(/north/);
    expect(result.errors.filterAnchor).toBeUndefined(); // not a full-text parameter: ignored there
  });

  it('an empty query is an empty state, not an error; the operation decides which parameters apply', () => {
    expect(buildSearchRequest(input({}))).toEqual({ ok: false, missing: 'query', errors: {} });
    const autocomplete = built(
      { query: 'sh', personalize: 'false', correlationId: 'c1', clientUUID: 'u' },
      { tab: 'autocomplete' },
    );
    expect(autocomplete.endpoint).toBe(endpoints.searchAutocompleteGet);
    expect(autocomplete.query).toEqual({ query: 'sh', clientUUID: 'u', includeMeta: true });
    expect(built({ query: 'x', crossWorkspaceModeEnabled: 'true' }).query).toEqual({ query: 'x', includeMeta: true });
  });

  it('visual: an uploaded image is a multipart POST with the other parameters as the params part; a URL is a GET', () => {
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const post = built(
      { filterAnchor: '0.25,0.75', limit: '12', query: 'ignored', url: 'http://127.0.0.1:4010/x.png' },
      { tab: 'visual', image },
    );
    expect(post.endpoint).toBe(endpoints.searchVisualPost);
    expect(post.multipart?.image).toBe(image);
    expect(JSON.parse(post.multipart!.params)).toEqual({ filterAnchor: '0.25,0.75', limit: 12, includeMeta: true });
    const get = built(
      { url: 'http://127.0.0.1:4010/search/v2/images/products/1.png' },
      { tab: 'visual', explain: true },
    );
    expect(get.endpoint).toBe(endpoints.searchVisualExplainGet);
    expect(get.query).toEqual({ url: 'http://127.0.0.1:4010/search/v2/images/products/1.png', includeMeta: true });
    expect(buildSearchRequest(input({}, { tab: 'visual' }))).toEqual({ ok: false, missing: 'image', errors: {} });
    expect(buildSearchRequest(input({ url: 'javascript:alert(1)' }, { tab: 'visual' }))).toMatchObject({
      ok: false,
      errors: { url: expect.any(String) },
    });
  });
});
