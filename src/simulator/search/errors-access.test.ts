import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKSPACE_KEY_PERMISSIONS } from '../seed';
import { workspaceTokenWithout } from '../events/test-support';
import { SMALL, workspaceToken } from '../profiles/test-support';
import { ORIGIN, workspace } from '../testing';
import { indexIdOf } from './catalogue';
import { FIRST_SEARCH_TIMEOUT_MS, KEY, WS, createSearchTester, ids } from './test-support';

// Searches take milliseconds; the margin is for a busy machine running several test files at once.
vi.setConfig({ testTimeout: 30_000 });

const s = createSearchTester();

beforeAll(async () => {
  await s.get('products', 'query', { query: 'warm up', limit: 1 });
}, FIRST_SEARCH_TIMEOUT_MS);

function fieldError(body: { errors?: Array<{ field: string; message: string }> }, field: string) {
  return body.errors?.find((e) => e.field === field);
}

describe('400: parameters', () => {
  it('an IQL syntax error names the position', async () => {
    const r = await s.get('products', 'query', { query: 'boots', filters: 'brand = "Nordwave" AND )' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 400, error: 'Bad Request', path: '/search/v2/indices/products/query' });
    const error = fieldError(r.body, 'filters');
    expect(error?.message).toContain("Unexpected ')' at position 23");
    expect(error).toMatchObject({ rejectedValue: 'brand = "Nordwave" AND )' });
  });

  it('an unknown attribute in a filter is refused with its position', async () => {
    const r = await s.post('products', 'query', { query: 'boots', filters: 'price < 3 AND weight > 2' });
    expect(r.status).toBe(400);
    expect(fieldError(r.body, 'filters')?.message).toBe("Unknown attribute 'weight' at position 14");
  });

  it('params may be at most 500 bytes as JSON (GET and POST)', async () => {
    const fits = { note: 'x'.repeat(489) };
    expect(JSON.stringify(fits).length).toBe(500);
    const ok = await s.post('products', 'query', { query: 'boots', params: fits, limit: 1 });
    expect(ok.status).toBe(200);
    const tooBig = await s.post('products', 'query', { query: 'boots', params: { note: 'x'.repeat(490) } });
    expect(tooBig.status).toBe(400);
    expect(fieldError(tooBig.body, 'params')?.message).toContain('at most 500 bytes');
    // Bytes, not characters: 250 two-byte characters are over the limit.
    const multiByte = await s.post('products', 'query', { query: 'boots', params: { note: 'ż'.repeat(250) } });
    expect(multiByte.status).toBe(400);
    const get = await s.get('products', 'query', { query: 'boots', params: [`note:${'x'.repeat(490)}`] });
    expect(get.status).toBe(400);
    expect(fieldError(get.body, 'params')).toBeDefined();
  });

  it('query is required for full-text and autocomplete', async () => {
    for (const operation of ['query', 'autocomplete', 'query/explain']) {
      const r = await s.get('products', operation, { limit: 1 });
      expect(r.status).toBe(400);
      expect(fieldError(r.body, 'query')?.message).toBe('query is required');
    }
  });

  it.each([
    ['page', { page: 0 }],
    ['page', { page: 'two' }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 501 }],
    ['sortBy', { sortBy: 'description' }],
    ['sortByMetric', { sortByMetric: 'Clicks' }],
    ['ordering', { ordering: 'up' }],
    ['includeFacets', { includeFacets: 'some' }],
    ['facetsOrderBy', { facetsOrderBy: 'size' }],
    ['facets', { facets: 'title' }],
    ['displayAttributes', { displayAttributes: 'weight' }],
    ['filterGeoPoints', { filterGeoPoints: '52.2,21.0' }],
    ['filterAroundRadius', { filterAroundRadius: 500 }],
    ['clientUUID', { clientUUID: 'not-a-uuid' }],
    ['distinctFilter', { distinctFilter: '{"attribute":' }],
    ['excludeQueryRules', { excludeQueryRules: 'x' }],
  ])('%s %j', async (field, params) => {
    const r = await s.get('products', 'query', { query: 'boots', ...params });
    expect(r.status).toBe(400);
    expect(fieldError(r.body, field)).toBeDefined();
  });

  it('filterAroundRadius needs exactly one geo point', async () => {
    const two = await s.get('stores', 'query', {
      query: '',
      filterGeoPoints: ['52.1,20.9', '52.3,21.1'],
      filterAroundRadius: 500,
    });
    expect(two.status).toBe(400);
    expect(fieldError(two.body, 'filterAroundRadius')?.message).toBe(
      'filterAroundRadius needs exactly one point in filterGeoPoints',
    );
    const one = await s.get('stores', 'query', {
      query: '',
      filterGeoPoints: '52.2297,21.0122',
      filterAroundRadius: 500,
    });
    expect(one.status).toBe(200);
  });

  it('malformed JSON bodies are a 400', async () => {
    const r = await s.call('POST', `/search/v2/indices/products/query?token=${KEY}`, { rawBody: '{"query":' });
    expect(r.status).toBe(400);
  });
});

describe('404', () => {
  it('an unknown index', async () => {
    const r = await s.get('catalogue', 'query', { query: 'boots' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Unknown index: catalogue');
  });

  it('another workspace’s index id is unknown here', async () => {
    const foreignId = indexIdOf(workspace(0), 'products');
    const r = await s.get(foreignId, 'query', { query: 'boots' });
    expect(r.status).toBe(404);
  });
});

describe('500 on fault injection', () => {
  it('answers the reference body {timestamp, status, message, error, path}', async () => {
    const t = createSearchTester();
    await t.call('POST', '/__simulator/config', { body: { failureRate: 1 } });
    const r = await t.get('products', 'query', { query: 'boots' });
    expect(r.status).toBe(500);
    expect(Object.keys(r.body).sort()).toEqual(['error', 'message', 'path', 'status', 'timestamp']);
    expect(r.body).toMatchObject({
      status: 500,
      error: 'Internal Server Error',
      path: '/search/v2/indices/products/query',
    });
    expect(Number.isNaN(Date.parse(r.body.timestamp))).toBe(false);
  });
});

describe('who may search', () => {
  it('the tracker key in `token`, on GET and POST', async () => {
    expect((await s.get('products', 'query', { query: 'boots', limit: 1 })).status).toBe(200);
    expect((await s.post('products', 'query', { query: 'boots', limit: 1 })).status).toBe(200);
  });

  it('an unknown tracker key or no credentials → 401', async () => {
    expect((await s.get('products', 'query', { query: 'boots' }, '00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
    expect((await s.get('products', 'query', { query: 'boots' }, null)).status).toBe(401);
  });

  it('a Workspace token with ITEMS_SEARCH_SEARCH_READ; without it 403 naming it', async () => {
    const token = await workspaceToken(s, SMALL);
    const ok = await s.call('GET', '/search/v2/indices/products/query?query=boots&limit=1', { token });
    expect(ok.status).toBe(200);
    const lacking = await workspaceTokenWithout(SMALL, 'ITEMS_SEARCH_SEARCH_READ', s.clock.now);
    expect(WORKSPACE_KEY_PERMISSIONS).toContain('ITEMS_SEARCH_SEARCH_READ');
    const denied = await s.call('GET', '/search/v2/indices/products/query?query=boots', { token: lacking });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Missing permission: ITEMS_SEARCH_SEARCH_READ');
  });

  it('a User token is not a search consumer → 401', async () => {
    const token = await s.loginInto('ada@demo.test', SMALL);
    const r = await s.call('GET', '/search/v2/indices/products/query?query=boots', { token });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('User tokens cannot search; use the tracker key');
  });
});

describe('index listing', () => {
  it('lists the workspace’s indices with meta, or with pagination headers', async () => {
    const r = await s.call('GET', `/search/v2/indices?token=${KEY}&page=1&limit=2&includeMeta=true`);
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ totalPages: 2, totalCount: 3, page: 1, limit: 2 });
    expect(r.body.data[0]).toMatchObject({ indexName: 'products', language: 'english', enabled: true });
    expect(Object.keys(r.body.data[0]).sort()).toEqual([
      'createdAt',
      'enabled',
      'facetableAttributes',
      'indexId',
      'indexName',
      'itemsCatalogId',
      'language',
      'searchableAttributes',
      'sortableAttributes',
      'updatedAt',
    ]);
    expect(r.body.data[0].facetableAttributes).toEqual(expect.arrayContaining(['brand', 'category', 'price']));
    expect(r.body.data[0].searchableAttributes).toEqual(['title', 'brand', 'category', 'color']);
    const byId = await s.get(r.body.data[0].indexId, 'query', { query: 'boots', limit: 3 });
    expect(ids(byId.body)).toEqual(
      ids(
        (await s.get('products', 'query', { query: 'boots', limit: 3, correlationId: byId.body.extras.correlationId }))
          .body,
      ),
    );
    const headers = await s.call('GET', `/search/v2/indices?token=${KEY}&includeMeta=false&query=store`);
    expect(headers.body).toEqual({ data: [expect.objectContaining({ indexName: 'stores' })] });
    expect(headers.headers.get('X-Pagination-Total-Count')).toBe('1');
  });

  it('needs the same credentials', async () => {
    expect((await s.call('GET', '/search/v2/indices')).status).toBe(401);
    expect(WS.index).toBe(SMALL);
  });
});

describe('item images', () => {
  it('are PNG files served without credentials; unknown ones 404', async () => {
    const r = await s.get('products', 'query', { query: 'tent', limit: 1 });
    const url = new URL(r.body.data[0].imageLink as string);
    expect(url.origin).toBe(ORIGIN);
    const image = await s.sim.handle(new Request(url));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Cache-Control')).toContain('max-age');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const missing = await s.sim.handle(new Request(url.toString().replace(/SKU-\d+/, 'SKU-0')));
    expect(missing.status).toBe(404);
  });
});
