/** Item search operations; every parameter's behaviour is in ../README.md "Item search". */
import type { HttpHandler } from 'msw';
import { route, readJsonObject } from '../http/context';
import type { SimContext } from '../context';
import { ERROR_CODES, Validation, errorResponse, isPlainObject, type JsonObject } from '../errors';
import { indexListingAccess, searchAccess } from './access-handlers';
import { INDEX_NAMES, indexMetaOf, lookOf } from './catalogue';
import { engineIndex, type EngineIndex } from './engine';
import { decodeImage, pngOfLook, renderLook, type Raster } from './images';
import { findIndex, indexByImagePath } from './store';
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

/** After answering the index listing, how long before the products index is built (see the listing's handler). */
const INDEX_WARM_UP_DELAY_MS = 250;

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
      // right after answering, so the first keystroke does not wait for it. Not at once: the build holds the
      // thread for seconds, and a timer of 0 ran before the HTTP host had written this answer (the listing
      // took 2.8 s on a cold simulator, and the search page waited for it).
      const { workspace } = access;
      setTimeout(() => {
        engineIndex(workspace, 'products');
        engineIndex(workspace, 'products-suggestions');
      }, INDEX_WARM_UP_DELAY_MS);
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
