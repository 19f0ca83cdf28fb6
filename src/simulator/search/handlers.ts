/**
 * Item search (reference: "Item search", "Search response"; paths: unspecified-paths.md "Search").
 *
 * AUTH (every route except the images): the tracker key in the query parameter `token` (workspaceByTrackerKey;
 * also accepted on POST, in the URL), or `Authorization: Bearer <Workspace token>` whose key permissions include
 * ITEMS_SEARCH_SEARCH_READ (403 `Missing permission: ITEMS_SEARCH_SEARCH_READ` otherwise). A User token → 401
 * "User tokens cannot search; use the tracker key"; Profile/Anonymous tokens → 401 (wrong consumer scope);
 * unknown tracker key or nothing at all → 401. `token` wins over an Authorization header. The index listing also
 * takes a User token (see access.ts indexListingAccess), as the vendor's clients call it with a Bearer token.
 *
 * ROUTES
 * - GET /search/v2/indices?page=1&limit=20&query=&includeMeta=true
 *     → 200 {data: [{indexId, indexName, itemsCatalogId, language, enabled, createdAt, updatedAt}], meta:
 *       {totalPages, totalCount, page, limit}}; includeMeta false (the default) → {data} + X-Pagination-* headers.
 *       `query` filters by indexName/indexId substring (case-insensitive). Indices of every workspace:
 *       `products` (10,000 items), `stores` (400 items, geo), `products-suggestions` (≈1,500 phrases).
 *       `indexId` is a per-workspace id `ws{workspaceIndex}-{indexName}-{8 hex}` (e.g. "ws0-products-48c41d8c");
 *       every route also accepts the `indexName` in place of the id (`/indices/products/query`). Another
 *       workspace's id → 404.
 *       Indices are built on first use per workspace (products: about 1 s; see engine.ts); a listing schedules the
 *       workspace's products and suggestions builds right after answering, so typing does not wait for them.
 * - GET|POST /search/v2/indices/{indexId}/query            full-text: every query word must match a word of the
 *   item (title, brand, category, colour; as itself or as a prefix); when nothing matches, once more with one typo
 *   per word allowed, then with the best suggestion (extras.usedSuggestion)
 * - GET|POST /search/v2/indices/{indexId}/query/explain    full-text + explanations
 * - GET|POST /search/v2/indices/{indexId}/autocomplete     prefix search on title/brand/category/colour; not cached
 *   (no personalize/correlationId/searchId: they are ignored); default limit 8
 * - GET|POST /search/v2/indices/{indexId}/autocomplete/explain
 * - GET /search/v2/indices/{indexId}/visual?url=…          url must be one of the simulator's item image URLs
 *   (…/search/v2/images/{indexId}/{itemId}.png, any origin), else 400 field `url`
 * - POST /search/v2/indices/{indexId}/visual               multipart/form-data: file part `image` (PNG or
 *   JPEG; else 400 field `image`), optional text part `params` = JSON string of the other parameters (POST names);
 *   or application/json {url, …other parameters} (url as in the GET form; missing → 400 field `url`)
 * - GET|POST /search/v2/indices/{indexId}/visual/explain   same + explanations (+ extras.explanation.region)
 * - GET /search/v2/images/{indexId}/{itemId}.png           no auth; 128×128 PNG of the item (its colour and a
 *   silhouette of its category on white; stores: a storefront in the brand colour); Cache-Control public,
 *   max-age=86400, immutable; 404 unknown index/item.
 *
 * PARAMETERS (GET query name / POST body name; GET arrays: repeated params or comma lists)
 * - query (string; required for query and autocomplete: missing → 400 field `query`; "" = browse everything)
 * - filters (IQL, see src/lib/iql.ts; syntax error → 400 field `filters`, message "… at position N";
 *   unknown attribute → 400 field `filters`)
 * - facets (array; `*` = every facetable attribute, `auto` = the index's dynamicFacets list); facetsSize (int ≥ 1:
 *   how many top-ranked hits the facet counts use; default all hits); maxValuesPerFacet (int ≥ 1, default 10);
 *   caseSensitiveFacetValues (bool, default false: values differing in case are counted together, keyed by
 *   the most frequent spelling); includeFacets (`all` default | `filtered` | `unfiltered` | `none`);
 *   facetsOrderBy (`coverage` | `name`; default coverage with `auto`, name otherwise; ties by name);
 *   customFilteredFacets (POST only; {attribute: IQL}: that attribute's facet is counted over the query's hits
 *   filtered by the expression instead of `filters`; answered in extras.customFilteredFacets)
 * - displayAttributes (array): items carry only these + itemId (+ _promotedByRules/_explanation)
 * - context (array of strings): query rules with a context condition apply only when one of their contexts is sent
 * - page (int ≥ 1, default 1), limit (1…500, default 20; autocomplete 8) → 400 field `page`/`limit` outside
 * - sortBy (a sortable attribute, else 400 field `sortBy`), sortByMetric (`PageVisitsPopularity` |
 *   `TransactionsPopularity`, else 400), sortByGeoPoint (GET) / sortByGeoPoints (POST) "lat,lon" (indices with
 *   a location only). Any sort disables boosting, the elastic filter, query classification, the reranker,
 *   personalisation and rule promotion (relevance is still used to decide what matches).
 * - ordering (`asc` | `desc`): default `desc` for relevance and metrics, `asc` for sortBy and geo (closest first)
 * - filterGeoPoints (array of "lat,lon"; GET also "lat,lon,lat,lon…"): 1 point = within filterAroundRadius
 *   metres (default 1000), 2 = the rectangle with these corners, 3+ = the polygon. filterAroundRadius without
 *   exactly one point → 400 field `filterAroundRadius`. Indices without a location → 400 field `filterGeoPoints`.
 * - filterAnchor (visual only) "x,y" in [0,1] (0,0 top-left) → the query image region used is the square of half
 *   the image's shorter side centred there (clamped inside the image); else 400 field `filterAnchor`
 * - includeMeta (bool, default false, as the vendor's): false → no `meta` key; headers Link, X-Pagination-Total-Count,
 *   X-Pagination-Total-Pages, X-Pagination-Page, X-Pagination-Limit, X-Pagination-Sorted-By, X-Pagination-Ordering
 * - distinctFilter (GET URL-encoded JSON / POST object) {attribute, maxNumItems (default 1), levelRangeModifier}:
 *   at most maxNumItems hits per value of attribute; for a numeric attribute levelRangeModifier (> 0) makes
 *   values in the same range of that width count as one value
 * - ignoreQueryRules (bool), excludeQueryRules (array of int): skip all / these seeded rules
 * - disableQueryClassification (bool): no boost for the category/brand recognised in the query
 * - disableDynamicReranker (bool): no popularity reranking factor
 * - clientUUID (uuid of a profile of the workspace) + personalize (default true): boosts items the profile
 *   bought (×2.5), viewed (×1.5), and items of the categories it bought (×1.15); an unknown uuid is not an error
 *   (no personalisation; explanation says so). When clientUUID names a profile an `item.search` event is recorded
 *   for it with {query, indexId, correlationId, totalCount, page, …params}.
 * - correlationId / searchId (query and visual): the ranked result list of a search made within the last 10
 *   minutes (simulator clock) under that id is reused, so page 2 continues page 1 exactly; an unknown or expired
 *   id runs the search and stores it under that id. Without one a new id is generated.
 * - params (GET repeated `name:value` / POST object): > 500 bytes as JSON → 400 field `params`
 * - crossWorkspaceModeEnabled (GET) / crossWorkspaceMode {enabled} (POST), explain only: overrides the index's
 *   cross-workspace personalisation setting (false for every seeded index); reported in
 *   extras.explanation.personalization.crossWorkspace
 *
 * ANSWER 200 {data, extras, meta?}
 * - data: items (see catalogue.ts for the fields; imageLink is absolute, built on the request's origin), with
 *   `_promotedByRules: number[]` on promoted items and, in explain variants, `_explanation: {score, scoreFactors:
 *   {pageVisitsPopularity, personalization, transactionsPopularity (1 = no effect), + the simulator's factors
 *   textRelevance|visualSimilarity, boosting, elasticFilter, queryClassification; their product is the score},
 *   extendedScoreFactors: {attributes: {high, medium, low: [{token, score}]}, boostFilters: [{filters, weight}],
 *   + bm25, matchedTerm, typoTolerance, rating, …}, matchedElasticFilter, sortValue}` (see search.ts)
 * - extras: filteredFacets (absent with includeFacets unfiltered/none), allFacets (absent with filtered/none),
 *   customFilteredFacets, correlationId, searchId, facetsOrdering, suggestions
 *   [{text, highlighted, score}], usedSuggestion ({text, highlighted, score} when the query found nothing and a
 *   suggestion was searched instead), explanation (explain variants: the vendor's {personalized,
 *   promotedItemsCount, query: {finalQuery, synonyms}, rulesConsequences: {boostFilters, filters, hiddenHits,
 *   query, returnNoData}, sortDetails} + the simulator's tokens, appliedFilters, appliedRules [{id, name,
 *   promoted}], sort, boosting, personalization, engine: 'orama', timingMs, region?)
 * - meta (includeMeta=true): {totalPages, totalCount, page, limit, sortedBy, ordering, code: 200, link: [{url,
 *   rel}]} with rel first/prev/next/last
 * ERRORS 400 (errors[] with field = parameter), 401, 403, 404 unknown index, 500 {timestamp, status, message,
 * error, path} on fault injection.
 */
import type { HttpHandler } from 'msw';
import { route, readJsonObject, type SimContext } from '../http/context';
import { ERROR_CODES, Validation, errorResponse, isPlainObject, type JsonObject } from '../http/errors';
import { indexListingAccess, searchAccess } from './access';
import { INDEX_NAMES, indexMetaOf, lookOf } from './catalogue';
import { engineIndex, type EngineIndex } from './engine';
import { decodeImage, pngOfLook, renderLook, type Raster } from './images';
import { findIndex, indexByImagePath } from './indices';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  bodySource,
  querySource,
  readSearchParams,
  type Operation,
  type SearchParams,
} from './params';
import { recordSearchEvent } from './search-event';
import { paginationHeaders, searchResponse } from './response';
import { runSearch, type SearchRun, type VisualQuery } from './search';
import { FULL_REGION, featuresOf, regionAround } from './visual';

const OPERATIONS: ReadonlyArray<{ suffix: string; operation: Operation; explain: boolean }> = [
  { suffix: 'query', operation: 'query', explain: false },
  { suffix: 'query/explain', operation: 'query', explain: true },
  { suffix: 'autocomplete', operation: 'autocomplete', explain: false },
  { suffix: 'autocomplete/explain', operation: 'autocomplete', explain: true },
  { suffix: 'visual', operation: 'visual', explain: false },
  { suffix: 'visual/explain', operation: 'visual', explain: true },
];

type Step<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The query image of a visual search: the simulator's own item image (GET url) or the uploaded file (POST). */
function imageFromUrl(request: Request, url: string): Step<Raster> {
  let path: string;
  try {
    path = new URL(url, request.url).pathname;
  } catch {
    path = '';
  }
  const found = indexByImagePath(path);
  if (!found) {
    const v = new Validation();
    v.add(
      'url',
      ERROR_CODES.NOT_ALLOWED,
      'The simulator can only search with its own item images (…/search/v2/images/{indexId}/{itemId}.png)',
      url,
    );
    return { ok: false, response: v.response(request) };
  }
  return { ok: true, value: renderLook(lookOf(found.index.definition.name, found.item)) };
}

async function readVisualPost(request: Request): Promise<Step<{ body: JsonObject; raster: Raster }>> {
  const v = new Validation();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    v.add(
      'image',
      ERROR_CODES.REQUIRED,
      'Send multipart/form-data with a file part image (and optionally a text part params)',
      undefined,
    );
    return { ok: false, response: v.response(request) };
  }
  const image = form.get('image');
  let body: JsonObject = {};
  const params = form.get('params');
  if (typeof params === 'string' && params.trim() !== '') {
    try {
      const parsed = JSON.parse(params) as unknown;
      if (isPlainObject(parsed)) body = parsed;
      else v.add('params', ERROR_CODES.INVALID_TYPE, 'The params part must be a JSON object', params);
    } catch {
      v.add('params', ERROR_CODES.INVALID_FORMAT, 'The params part must be a JSON string', params);
    }
  }
  if (image === null || typeof image === 'string') {
    v.add('image', ERROR_CODES.REQUIRED, 'The file part image is required', image ?? undefined);
    return { ok: false, response: v.response(request) };
  }
  const decoded = decodeImage(new Uint8Array(await image.arrayBuffer()));
  if (!decoded.ok) v.add('image', ERROR_CODES.INVALID_FORMAT, decoded.message, image.name);
  if (v.failed || !decoded.ok) return { ok: false, response: v.response(request) };
  return { ok: true, value: { body, raster: decoded.raster } };
}

const isJson = (request: Request) => /^application\/(.+\+)?json\b/i.test(request.headers.get('Content-Type') ?? '');

function newCorrelationId(): string {
  return crypto.randomUUID();
}

export function searchHandlers(ctx: SimContext): HttpHandler[] {
  async function handleSearch(
    request: Request,
    indexParam: string,
    operation: Operation,
    explain: boolean,
    method: 'get' | 'post',
  ): Promise<Response> {
    const access = await searchAccess(ctx, request);
    if (!access.ok) return access.response;
    const index = findIndex(access.workspace, indexParam);
    if (!index) return errorResponse(request, 404, `Unknown index: ${indexParam}`);
    const url = new URL(request.url);
    const v = new Validation();
    let raster: Raster | null = null;
    let params: SearchParams;
    if (method === 'get') {
      params = readSearchParams(querySource(url), v, index.definition, operation, explain);
      if (operation === 'visual' && params.url !== null && !v.failed) {
        const image = imageFromUrl(request, params.url);
        if (!image.ok) return image.response;
        raster = image.value;
      }
    } else if (operation === 'visual' && isJson(request)) {
      // The vendor's clients also send {url, …params} as JSON.
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const { url: imageUrl, ...rest } = body.body;
      if (typeof imageUrl !== 'string' || imageUrl.trim() === '') {
        v.add(
          'url',
          imageUrl === undefined || imageUrl === null ? ERROR_CODES.REQUIRED : ERROR_CODES.INVALID_TYPE,
          'url is required (the image to search with)',
          imageUrl === undefined ? undefined : String(imageUrl),
        );
        return v.response(request);
      }
      params = readSearchParams(bodySource(rest), v, index.definition, operation, explain);
      if (v.failed) return v.response(request);
      const image = imageFromUrl(request, imageUrl.trim());
      if (!image.ok) return image.response;
      raster = image.value;
    } else if (operation === 'visual') {
      const upload = await readVisualPost(request);
      if (!upload.ok) return upload.response;
      raster = upload.value.raster;
      params = readSearchParams(bodySource(upload.value.body), v, index.definition, operation, explain);
    } else {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      params = readSearchParams(bodySource(body.body), v, index.definition, operation, explain);
    }
    if (v.failed) return v.response(request);

    let visual: VisualQuery | null = null;
    if (raster) {
      const region = params.filterAnchor ? regionAround(params.filterAnchor, raster.width, raster.height) : FULL_REGION;
      visual = { features: featuresOf(raster, region), region };
    }
    const run = searchRunFor(ctx, index, params, visual);
    recordSearchEvent(ctx, access.workspace, request, params, run);
    const response = searchResponse(request, index, params, run);
    return Response.json(response.body, { headers: params.includeMeta ? undefined : paginationHeaders(response.meta) });
  }

  const handlers: HttpHandler[] = [
    route(ctx, 'get', '*/search/v2/indices', async ({ request }) => {
      const access = await indexListingAccess(ctx, request);
      if (!access.ok) return access.response;
      const url = new URL(request.url);
      const params = listingParams(request, url);
      if (!params.ok) return params.response;
      const { page, limit, includeMeta } = params.value;
      const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
      const all = INDEX_NAMES.map((name) => indexMetaOf(access.workspace, name)).filter(
        (meta) =>
          query === '' || meta.indexName.toLowerCase().includes(query) || meta.indexId.toLowerCase().includes(query),
      );
      // Whoever lists the indices is about to search: build the workspace's products index (and its suggestions)
      // right after answering, so the first keystroke does not wait for it.
      const { workspace } = access;
      setTimeout(() => {
        engineIndex(workspace, 'products');
        engineIndex(workspace, 'products-suggestions');
      }, 0);
      const totalCount = all.length;
      const totalPages = Math.ceil(totalCount / limit);
      const data = all.slice((page - 1) * limit, page * limit);
      const meta = { totalPages, totalCount, page, limit };
      if (includeMeta) return Response.json({ data, meta });
      return Response.json(
        { data },
        {
          headers: {
            'X-Pagination-Total-Count': String(totalCount),
            'X-Pagination-Total-Pages': String(totalPages),
            'X-Pagination-Page': String(page),
            'X-Pagination-Limit': String(limit),
          },
        },
      );
    }),
    // Item images: public (an <img> sends no credentials), cacheable for a day.
    route(ctx, 'get', '*/search/v2/images/:indexId/:file', ({ request }) => {
      const found = indexByImagePath(new URL(request.url).pathname);
      if (!found) return errorResponse(request, 404, 'No such item image');
      const png = pngOfLook(lookOf(found.index.definition.name, found.item));
      return new Response(png.slice().buffer, {
        headers: {
          'Content-Type': 'image/png',
          'Cache-Control': 'public, max-age=86400, immutable',
          'Content-Length': String(png.length),
        },
      });
    }),
  ];
  for (const { suffix, operation, explain } of OPERATIONS) {
    for (const method of ['get', 'post'] as const) {
      handlers.push(
        route(ctx, method, `*/search/v2/indices/:indexId/${suffix}`, ({ request, params }) =>
          handleSearch(request, params.indexId ?? '', operation, explain, method),
        ),
      );
    }
  }
  return handlers;
}

/** page (≥ 1, default 1), limit (1…500, default 20), includeMeta (default false, as the vendor's) of the index listing. */
function listingParams(request: Request, url: URL): Step<{ page: number; limit: number; includeMeta: boolean }> {
  const v = new Validation();
  const int = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw.trim() === '') return fallback;
    const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= max)) {
      v.add(
        name,
        ERROR_CODES.OUT_OF_RANGE,
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be an integer ≥ 1`
          : `${name} must be an integer between 1 and ${max}`,
        raw,
      );
      return fallback;
    }
    return n;
  };
  const page = int('page', 1, Number.MAX_SAFE_INTEGER);
  const limit = int('limit', DEFAULT_LIMIT, MAX_LIMIT);
  const meta = url.searchParams.get('includeMeta');
  if (meta !== null && meta !== 'true' && meta !== 'false')
    v.add('includeMeta', ERROR_CODES.INVALID_TYPE, 'includeMeta must be true or false', meta);
  if (v.failed) return { ok: false, response: v.response(request) };
  return { ok: true, value: { page, limit, includeMeta: meta === 'true' } };
}

/** Reuses the ranked list of a recent search under the same correlation id, or runs (and keeps) a new one. */
function searchRunFor(
  ctx: SimContext,
  index: EngineIndex,
  params: SearchParams,
  visual: VisualQuery | null,
): SearchRun {
  const cacheable = params.operation !== 'autocomplete';
  const correlationId = params.correlationId ?? newCorrelationId();
  const key = `${index.indexId}/${correlationId}`;
  if (cacheable && params.correlationId) {
    const cached = ctx.state.searchCache.get(key, ctx.now());
    if (cached) return cached.value as SearchRun;
  }
  const run = runSearch({ ctx, index, params, correlationId, visual });
  if (cacheable) ctx.state.searchCache.set(key, run, ctx.now());
  return run;
}
