import type { APIResponse, Page, Request, Route } from '@playwright/test';
import { simulatorUrl } from './simulator';

/**
 * The vendor's dialect, spoken over the simulator: the dashboard runs against the simulator HTTP server while
 * Playwright rewrites the answers (and refuses the requests) the way the vendor's own published clients say a
 * real region does, where the service reference is silent. Everything the simulator answers is kept real: the
 * rewritten explain values are built from the simulator's own ranking, nothing is made up.
 *
 * - item search (`/search/v2/indices/{id}/query|autocomplete|visual[/explain]`): facets under the vendor's
 *   names (`filteredResultFacets`, `unfilteredResultFacets`), explain in the vendor's form (simulator-only
 *   fields dropped), no body `meta` even when `includeMeta=true` was sent, and no paging headers at all
 *   (`Link`, `X-Pagination-*`, `Access-Control-Expose-Headers`): a browser on another origin may see neither;
 * - the index listing `GET /search/v2/indices` is refused (403) unless it carries `Authorization: Bearer …`;
 * - the profile listing `GET /v4/clients` is refused (400) with a `sortBy` outside the vendor's enum or a
 *   `sortOrder` other than `ASC`/`DESC`;
 * - a linked-device post without `registrationId`, or with a `type` other than android/ios/windows, is refused
 *   (400).
 * Refusals carry the reference's error body (as src/simulator/errors.ts builds it).
 */

export const PROFILE_SORT_FIELDS = ['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone'] as const;
export const PROFILE_SORT_ORDERS = ['ASC', 'DESC'] as const;
export const DEVICE_TYPES = ['android', 'ios', 'windows'] as const;

/** Codes as the simulator catalogues them (src/simulator/errors.ts ERROR_CODES). */
const REQUIRED = 1001;
const NOT_ALLOWED = 1004;

export interface FieldError {
  code: number;
  field: string;
  message: string;
  rejectedValue: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const round = (n: number, digits = 6) => Math.round(n * 10 ** digits) / 10 ** digits;

export function errorBody(path: string, status: number, message: string, errors: FieldError[] = []) {
  const error = status === 400 ? 'Bad Request' : status === 403 ? 'Forbidden' : 'Error';
  return {
    error,
    status,
    timestamp: new Date().toISOString(),
    path,
    message,
    ...(errors.length > 0 ? { errors } : {}),
  };
}

function required(field: string, value: string | undefined): FieldError[] {
  return value === undefined || value.trim() === ''
    ? [{ code: REQUIRED, field, message: `${field} is required`, rejectedValue: '' }]
    : [];
}

function oneOf(field: string, value: string | null | undefined, allowed: readonly string[]): FieldError[] {
  if (value === undefined || value === null || allowed.includes(value)) return [];
  return [
    { code: NOT_ALLOWED, field, message: `${field} must be one of: ${allowed.join(', ')}`, rejectedValue: value },
  ];
}

/** `GET /v4/clients`: what the vendor's enums refuse (sortBy and sortOrder are optional). */
export function profileListingErrors(url: URL): FieldError[] {
  return [
    ...oneOf('sortBy', url.searchParams.get('sortBy'), PROFILE_SORT_FIELDS),
    ...oneOf('sortOrder', url.searchParams.get('sortOrder'), PROFILE_SORT_ORDERS),
  ];
}

/** A linked-device post: registrationId is required by the vendor's model, type is its lower-case enum. */
export function linkedDeviceErrors(body: unknown): FieldError[] {
  const device = isObject(body) ? body : {};
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value === undefined || value === null ? undefined : JSON.stringify(value);
  const type = text(device.type);
  return [
    ...required('registrationId', text(device.registrationId)),
    ...(required('type', type).length > 0 ? required('type', type) : oneOf('type', type, DEVICE_TYPES)),
  ];
}

const PAGING_HEADER = /^(link|x-pagination-.*|access-control-expose-headers)$/i;

/** The answer's headers without any paging header, and without what the body rewrite makes wrong. */
export function withoutPagingHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !PAGING_HEADER.test(name) && !/^content-(length|encoding)$/i.test(name)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Explain

/** Words of a query, as the simulator matches them (lower case, letters and digits). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Which of an item's attributes a matched token counts under, by the simulator's per-field weights for the full
 * text (src/simulator/search/catalogue.ts `searchable`: title 3, the keyword text 1.5); anything else textual is
 * low.
 */
const ATTRIBUTE_WEIGHTS: ReadonlyArray<{ level: 'high' | 'medium'; weight: number; fields: readonly string[] }> = [
  { level: 'high', weight: 3, fields: ['title'] },
  { level: 'medium', weight: 1.5, fields: ['brand', 'category', 'color', 'city'] },
];
const NOT_TEXT = new Set(['itemId', 'imageLink', 'link', 'currency', 'createdAt', 'sku']);

function levelOf(item: Json, token: string): { level: 'high' | 'medium' | 'low'; weight: number } | null {
  const has = (value: unknown): boolean =>
    typeof value === 'string'
      ? wordsOf(value).some((word) => word.startsWith(token))
      : Array.isArray(value) && value.some(has);
  for (const { level, weight, fields } of ATTRIBUTE_WEIGHTS)
    if (fields.some((field) => has(item[field]))) return { level, weight };
  const other = Object.entries(item).some(
    ([name, value]) =>
      !name.startsWith('_') &&
      !NOT_TEXT.has(name) &&
      !ATTRIBUTE_WEIGHTS.some((w) => w.fields.includes(name)) &&
      has(value),
  );
  return other ? { level: 'low', weight: 1 } : null;
}

/** The simulator's final query, whether it answers it as a string (reference) or in the vendor's object. */
function finalQueryOf(explanation: Json): string {
  const query = explanation.query;
  if (typeof query === 'string') return query;
  if (isObject(query) && typeof query.finalQuery === 'string') return query.finalQuery;
  return '';
}

const VENDOR_SCORE_FACTORS = ['pageVisitsPopularity', 'personalization', 'transactionsPopularity'] as const;

/**
 * One item's `_explanation` in the vendor's form: `{score, scoreFactors: {pageVisitsPopularity, personalization,
 * transactionsPopularity}, extendedScoreFactors: {attributes: {high, medium, low}, boostFilters}, matchedElasticFilter,
 * sortValue}`. Where the simulator already answers a vendor field it is kept; otherwise it is built from the
 * simulator's factors: the popularity reranker is the page-visits factor, the personal boost is personalization,
 * and a factor the simulator does not apply (transactions) is neutral (1); attribute tokens are the query's words
 * found in the item, scored with the item's BM25 times the field's weight; boost filters are the index's elastic
 * filter and the query classification when they multiplied the score.
 */
export function vendorItemExplanation(raw: Json, item: Json, searchExplanation: Json): Json {
  const factors = isObject(raw.scoreFactors) ? raw.scoreFactors : {};
  const extended = isObject(raw.extendedScoreFactors) ? raw.extendedScoreFactors : {};
  const scoreFactors = Object.fromEntries(
    VENDOR_SCORE_FACTORS.map((name) => {
      if (typeof factors[name] === 'number') return [name, factors[name]];
      if (name === 'pageVisitsPopularity') return [name, numberOr(factors.dynamicReranker, 1)];
      return [name, numberOr(factors[name], 1)];
    }),
  );

  let attributes: Json;
  if (isObject(extended.attributes)) {
    attributes = extended.attributes;
  } else {
    const bm25 = numberOr(extended.bm25, numberOr(factors.textRelevance, 0));
    const levels: Record<'high' | 'medium' | 'low', Array<{ token: string; score: number }>> = {
      high: [],
      medium: [],
      low: [],
    };
    for (const token of new Set(wordsOf(finalQueryOf(searchExplanation)))) {
      const found = levelOf(item, token);
      if (found) levels[found.level].push({ token, score: round(bm25 * found.weight) });
    }
    attributes = levels;
  }

  let boostFilters: unknown[];
  if (Array.isArray(extended.boostFilters)) {
    boostFilters = extended.boostFilters;
  } else {
    boostFilters = [];
    const applied = isObject(searchExplanation.appliedFilters) ? searchExplanation.appliedFilters : {};
    if (
      raw.matchedElasticFilter === true &&
      typeof applied.elasticFilter === 'string' &&
      typeof factors.elasticFilter === 'number'
    ) {
      boostFilters.push({ filters: applied.elasticFilter, weight: factors.elasticFilter });
    }
    if (typeof extended.classifiedAs === 'string' && typeof factors.queryClassification === 'number') {
      const filters = extended.classifiedAs
        .split(/,\s*/)
        .map((pair) => pair.split(':'))
        .map(([attribute, ...value]) => `${attribute} = "${value.join(':')}"`)
        .join(' AND ');
      boostFilters.push({ filters, weight: factors.queryClassification });
    }
  }

  return {
    score: numberOr(raw.score, 0),
    scoreFactors,
    extendedScoreFactors: { attributes, boostFilters },
    matchedElasticFilter: raw.matchedElasticFilter === true,
    sortValue: raw.sortValue ?? null,
  };
}

/**
 * `extras.explanation` in the vendor's form: `{personalized, promotedItemsCount, query: {finalQuery, synonyms},
 * rulesConsequences: {boostFilters, filters, hiddenHits, query, returnNoData}, sortDetails?}`. The simulator's
 * rules only promote items (counted in promotedItemsCount); they never boost, filter, hide or rewrite, so the
 * consequences are empty. sortDetails is there only when the answer was sorted.
 */
export function vendorSearchExplanation(raw: Json): Json {
  const personalization = isObject(raw.personalization) ? raw.personalization : {};
  const rules = Array.isArray(raw.appliedRules) ? raw.appliedRules.filter(isObject) : [];
  const promoted = new Set(rules.flatMap((rule) => (Array.isArray(rule.promoted) ? rule.promoted.map(String) : [])));
  const finalQuery = finalQueryOf(raw);
  const synonyms = isObject(raw.query) && Array.isArray(raw.query.synonyms) ? raw.query.synonyms : [];
  const out: Json = {
    personalized: typeof raw.personalized === 'boolean' ? raw.personalized : personalization.enabled === true,
    promotedItemsCount: typeof raw.promotedItemsCount === 'number' ? raw.promotedItemsCount : promoted.size,
    query: { finalQuery, synonyms },
    rulesConsequences: isObject(raw.rulesConsequences)
      ? raw.rulesConsequences
      : { boostFilters: [], filters: [], hiddenHits: [], query: finalQuery, returnNoData: false },
  };
  if (raw.sortDetails !== undefined) {
    out.sortDetails = raw.sortDetails;
  } else if (isObject(raw.sort) && typeof raw.sort.by === 'string' && raw.sort.by !== '_score') {
    const by = raw.sort.by;
    const ordering = raw.sort.ordering;
    out.sortDetails = by.startsWith('distance(')
      ? { type: 'sorted-by-geo-point', geoPoint: by.slice('distance('.length, -1), ordering }
      : /^(PageVisitsPopularity|TransactionsPopularity)$/.test(by)
        ? { type: 'sorted-by-metric', metric: by, ordering }
        : { type: 'sorted-by-attribute', attribute: by, ordering };
  }
  return out;
}

/** A search answer in the vendor's dialect (see the module comment). */
export function vendorSearchBody(body: unknown): unknown {
  if (!isObject(body)) return body;
  const { meta: _meta, ...rest } = body;
  const extras = isObject(body.extras) ? { ...body.extras } : undefined;
  const explanation = extras && isObject(extras.explanation) ? extras.explanation : null;
  if (extras) {
    if ('filteredFacets' in extras) extras.filteredResultFacets = extras.filteredFacets;
    if ('allFacets' in extras) extras.unfilteredResultFacets = extras.allFacets;
    delete extras.filteredFacets;
    delete extras.allFacets;
    if (explanation) extras.explanation = vendorSearchExplanation(explanation);
  }
  const data = Array.isArray(body.data)
    ? body.data.map((item) =>
        isObject(item) && isObject(item._explanation)
          ? { ...item, _explanation: vendorItemExplanation(item._explanation, item, explanation ?? {}) }
          : item,
      )
    : body.data;
  return { ...rest, data, ...(extras ? { extras } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// The route

export const SEARCH_OPERATION = /^\/search\/v2\/indices\/[^/]+\/(query|autocomplete|visual)(\/explain)?$/;
const INDEX_LISTING = '/search/v2/indices';
const PROFILE_LISTING = '/v4/clients';
const LINK_DEVICE = /^\/v4\/clients\/.+\/linked-devices$/;

export interface Refusal {
  method: string;
  path: string;
  status: number;
  errors: FieldError[];
}

export interface DialectLog {
  /** Every request the dialect refused (a dashboard that speaks it has none). */
  refused: Refusal[];
  /** Search answers as rewritten, newest last. */
  searches: Array<{ url: URL; status: number; body: unknown }>;
}

async function refuse(
  route: Route,
  request: Request,
  log: DialectLog,
  status: number,
  message: string,
  errors: FieldError[] = [],
) {
  const path = new URL(request.url()).pathname;
  log.refused.push({ method: request.method(), path, status, errors });
  const origin = await request.headerValue('origin');
  await route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': origin ?? '*', vary: 'Origin' },
    body: JSON.stringify(errorBody(path, status, message, errors)),
  });
}

/**
 * The simulator's answer. A kept-alive connection the server has just closed resets the first try (ECONNRESET),
 * so one more; when that fails too (or the page gave up on the request), the page sees a network failure.
 */
async function forward(route: Route): Promise<APIResponse | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await route.fetch();
    } catch {
      // tried again below, or given up
    }
  }
  await route.abort('failed').catch(() => undefined);
  return null;
}

/** The simulator allows the page's origin; kept so even if a forwarded request lost its Origin header. */
async function crossOrigin(request: Request, headers: Record<string, string>): Promise<Record<string, string>> {
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'access-control-allow-origin')) return headers;
  return { ...headers, 'access-control-allow-origin': (await request.headerValue('origin')) ?? '*' };
}

/** Installs the dialect on every request the page makes to the simulator; returns what it refused and rewrote. */
export async function speakVendorDialect(page: Page, base: string = simulatorUrl): Promise<DialectLog> {
  const log: DialectLog = { refused: [], searches: [] };
  const origin = new URL(base).origin;
  await page.route(
    (url) => url.origin === origin,
    async (route, request) => {
      const url = new URL(request.url());
      const method = request.method();
      if (method === 'OPTIONS') return route.fallback();

      if (method === 'GET' && url.pathname === INDEX_LISTING) {
        const authorization = await request.headerValue('authorization');
        if (!authorization || !/^Bearer\s+\S+/i.test(authorization)) {
          return refuse(
            route,
            request,
            log,
            403,
            'Access denied: the index listing needs Authorization: Bearer <token> (a signed-in user or a Workspace token)',
          );
        }
        const response = await forward(route);
        if (!response) return;
        return route.fulfill({
          response,
          headers: await crossOrigin(request, withoutPagingHeaders(response.headers())),
        });
      }

      if (SEARCH_OPERATION.test(url.pathname)) {
        const response = await forward(route);
        if (!response) return;
        const headers = await crossOrigin(request, withoutPagingHeaders(response.headers()));
        // The page may give up on a search (a newer one overtakes it) while its answer is read: nothing to answer.
        const text = await response.text().catch(() => null);
        if (text === null) return;
        let body: unknown = text;
        if (response.ok()) {
          try {
            body = vendorSearchBody(JSON.parse(text) as unknown);
          } catch {
            body = text;
          }
        }
        log.searches.push({ url, status: response.status(), body });
        return route
          .fulfill({ status: response.status(), headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
          .catch(() => undefined);
      }

      if (method === 'GET' && url.pathname === PROFILE_LISTING) {
        const errors = profileListingErrors(url);
        if (errors.length > 0) return refuse(route, request, log, 400, 'Validation failed', errors);
        return route.fallback();
      }

      if (method === 'POST' && LINK_DEVICE.test(url.pathname)) {
        let body: unknown;
        try {
          body = request.postDataJSON() as unknown;
        } catch {
          body = undefined;
        }
        const errors = linkedDeviceErrors(body);
        if (errors.length > 0) return refuse(route, request, log, 400, 'Validation failed', errors);
        return route.fallback();
      }

      return route.fallback();
    },
  );
  return log;
}
