import { parseIql, type IqlNode } from '../../lib/iql';
import { ERROR_CODES, Validation, isPlainObject, isUuid, type JsonObject } from '../errors';
import type { IndexDefinition } from './catalogue';
import { firstUnknownAttribute } from './iql-to-engine';

/**
 * The search parameters of the reference's table, read from a GET query string or a POST JSON body (visual
 * POST: the multipart `params` part) into one shape, with every problem reported as a 400 field error named
 * after the parameter. GET arrays: repeated parameters or comma lists (both accepted); GET `distinctFilter` is
 * URL-encoded JSON; GET `params` is repeated `name:value`.
 */

export type Operation = 'query' | 'autocomplete' | 'visual';
export type IncludeFacets = 'all' | 'filtered' | 'unfiltered' | 'none';
export type Ordering = 'asc' | 'desc';

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface CustomFacetFilter {
  text: string;
  ast: IqlNode;
}

export interface DistinctFilter {
  attribute: string;
  maxNumItems: number;
  levelRangeModifier: number | null;
}

export interface SearchParams {
  operation: Operation;
  explain: boolean;
  query: string;
  clientUUID: string | null;
  personalize: boolean;
  correlationId: string | null;
  sortBy: string | null;
  sortByMetric: string | null;
  sortByGeoPoint: GeoPoint | null;
  filterGeoPoints: GeoPoint[];
  filterAroundRadius: number;
  filterAnchor: { x: number; y: number } | null;
  filtersText: string | null;
  filters: IqlNode | null;
  facets: string[];
  customFilteredFacets: Record<string, CustomFacetFilter>;
  facetsSize: number | null;
  maxValuesPerFacet: number;
  caseSensitiveFacetValues: boolean;
  includeFacets: IncludeFacets;
  facetsOrderBy: 'coverage' | 'name';
  displayAttributes: string[] | null;
  context: string[];
  page: number;
  limit: number;
  ordering: Ordering | null;
  includeMeta: boolean;
  distinctFilter: DistinctFilter | null;
  ignoreQueryRules: boolean;
  excludeQueryRules: number[];
  disableQueryClassification: boolean;
  disableDynamicReranker: boolean;
  params: JsonObject;
  crossWorkspaceMode: boolean | null;
  /** Visual GET: the image URL. */
  url: string | null;
}

export const DEFAULT_LIMIT = 20;
export const DEFAULT_AUTOCOMPLETE_LIMIT = 8;
export const MAX_LIMIT = 500;
export const DEFAULT_RADIUS_M = 1000;
export const DEFAULT_MAX_VALUES_PER_FACET = 10;
export const MAX_PARAMS_BYTES = 500;
/**
 * Longest `query` (characters). The reference names no limit; without one a 1 MB query overflowed the
 * tokenizer's stack (500) or kept the engine busy for most of a minute.
 */
export const MAX_QUERY_LENGTH = 1_000;
/** Longest value of any other string parameter (filters, sortBy, url, …), in characters. */
export const MAX_STRING_PARAM_LENGTH = 4_096;
const INCLUDE_FACETS: readonly IncludeFacets[] = ['all', 'filtered', 'unfiltered', 'none'];

/** One way to read a parameter, whichever the transport. */
interface Source {
  kind: 'get' | 'post';
  has(name: string): boolean;
  raw(name: string): unknown;
  /** GET: every value of a repeated parameter. */
  all(name: string): string[];
}

export function querySource(url: URL): Source {
  const sp = url.searchParams;
  return {
    kind: 'get',
    has: (name) => sp.has(name),
    raw: (name) => (sp.has(name) ? sp.getAll(name).at(-1) : undefined),
    all: (name) => sp.getAll(name),
  };
}

export function bodySource(body: JsonObject): Source {
  return {
    kind: 'post',
    has: (name) => body[name] !== undefined && body[name] !== null,
    raw: (name) => body[name] ?? undefined,
    all: (name) => {
      const value = body[name];
      return value === undefined || value === null ? [] : [String(value)];
    },
  };
}

const utf8 = new TextEncoder();

export function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).length;
}

function parsePoint(text: string): GeoPoint | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '' || !/^-?\d+(\.\d+)?$/.test(p))) return null;
  const lat = Number(parts[0]);
  const lon = Number(parts[1]);
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { lat, lon };
}

class Reader {
  constructor(
    readonly source: Source,
    readonly v: Validation,
  ) {}

  string(name: string): string | undefined {
    const value = this.source.raw(name);
    if (value === undefined) return undefined;
    if (typeof value === 'string') {
      const max = name === 'query' ? MAX_QUERY_LENGTH : MAX_STRING_PARAM_LENGTH;
      if (value.length > max) {
        this.v.add(
          name,
          ERROR_CODES.OUT_OF_RANGE,
          `${name} must be at most ${max} characters (got ${value.length})`,
          `${value.slice(0, 64)}…`,
        );
        return undefined;
      }
      return value;
    }
    if (typeof value === 'number') return String(value);
    this.v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be a string`, value);
    return undefined;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.source.raw(name);
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    this.v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be true or false`, value);
    return fallback;
  }

  integer(name: string, min: number, max: number): number | undefined {
    const value = this.source.raw(name);
    if (value === undefined) return undefined;
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d+$/.test(value.trim())
          ? Number(value)
          : NaN;
    if (!Number.isInteger(n)) {
      this.v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be an integer`, value);
      return undefined;
    }
    if (n < min || n > max) {
      this.v.add(
        name,
        ERROR_CODES.OUT_OF_RANGE,
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be at least ${min}`
          : `${name} must be between ${min} and ${max}`,
        value,
      );
      return undefined;
    }
    return n;
  }

  /** GET: repeated and/or comma-separated; POST: an array of strings (a string is read as a comma list). */
  list(name: string): string[] | undefined {
    if (!this.source.has(name)) return undefined;
    if (this.source.kind === 'get') {
      return this.source
        .all(name)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
    }
    const value = this.source.raw(name);
    if (typeof value === 'string')
      return value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
      return value.map(String);
    this.v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be an array of strings`, value);
    return undefined;
  }

  /** GET: URL-encoded JSON; POST: an object. */
  object(name: string): JsonObject | undefined {
    let value = this.source.raw(name);
    if (value === undefined) return undefined;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        this.v.add(name, ERROR_CODES.INVALID_FORMAT, `${name} must be a JSON object`, value);
        return undefined;
      }
    }
    if (!isPlainObject(value)) {
      this.v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be an object`, value);
      return undefined;
    }
    return value;
  }
}

function iqlField(v: Validation, field: string, text: string, definition: IndexDefinition): IqlNode | null {
  if (text.trim() === '') return null;
  const parsed = parseIql(text);
  if (!parsed.ok) {
    v.add(field, ERROR_CODES.INVALID_FORMAT, parsed.error.message, text);
    return null;
  }
  const unknown = firstUnknownAttribute(definition, parsed.ast);
  if (unknown) {
    v.add(
      field,
      ERROR_CODES.NOT_ALLOWED,
      `Unknown attribute '${unknown.attribute}' at position ${unknown.span.position}`,
      text,
    );
    return null;
  }
  return parsed.ast;
}

function geoPoints(reader: Reader, name: string): GeoPoint[] {
  const { source, v } = reader;
  if (!source.has(name)) return [];
  let texts: string[];
  if (source.kind === 'get') {
    const values = source.all(name);
    // One parameter may hold several points as a comma list: lat,lon,lat,lon,… (also separated by ; or |).
    texts = values.flatMap((value) => {
      const numbers = value.split(/[,;|]/).map((p) => p.trim());
      if (numbers.length % 2 !== 0) return [value];
      const out: string[] = [];
      for (let i = 0; i < numbers.length; i += 2) out.push(`${numbers[i]},${numbers[i + 1]}`);
      return out;
    });
  } else {
    const raw = source.raw(name);
    if (!Array.isArray(raw) || !raw.every((p) => typeof p === 'string')) {
      v.add(name, ERROR_CODES.INVALID_TYPE, `${name} must be an array of "lat,lon" strings`, raw);
      return [];
    }
    texts = raw as string[];
  }
  const points: GeoPoint[] = [];
  for (const text of texts) {
    const point = parsePoint(text);
    if (!point) {
      v.add(
        name,
        ERROR_CODES.INVALID_FORMAT,
        `${name} must be "lat,lon" points (latitude −90…90, longitude −180…180)`,
        text,
      );
      return [];
    }
    points.push(point);
  }
  return points;
}

function paramsObject(reader: Reader): JsonObject {
  const { source, v } = reader;
  if (!source.has('params')) return {};
  let params: JsonObject = {};
  if (source.kind === 'get') {
    for (const entry of source.all('params')) {
      const colon = entry.indexOf(':');
      if (colon <= 0) {
        v.add('params', ERROR_CODES.INVALID_FORMAT, 'params must be name:value pairs', entry);
        return {};
      }
      params[entry.slice(0, colon)] = entry.slice(colon + 1);
    }
  } else {
    const raw = source.raw('params');
    if (!isPlainObject(raw)) {
      v.add('params', ERROR_CODES.INVALID_TYPE, 'params must be an object', raw);
      return {};
    }
    params = raw;
  }
  const bytes = jsonBytes(params);
  if (bytes > MAX_PARAMS_BYTES) {
    v.add(
      'params',
      ERROR_CODES.OUT_OF_RANGE,
      `params must be at most ${MAX_PARAMS_BYTES} bytes as JSON (got ${bytes})`,
      params,
    );
    return {};
  }
  return params;
}

/** What every step of readSearchParams reads from: the parameters, the error collector and the index. */
interface Reading {
  r: Reader;
  source: Source;
  v: Validation;
  definition: IndexDefinition;
  operation: Operation;
  post: boolean;
}

/**
 * Reads and checks every parameter; `v` collects the errors (the caller answers 400 when it failed). The steps
 * run in a fixed order, so the errors come in the order of the parameters below.
 */
export function readSearchParams(
  source: Source,
  v: Validation,
  definition: IndexDefinition,
  operation: Operation,
  explain: boolean,
): SearchParams {
  const r = new Reader(source, v);
  const reading: Reading = { r, source, v, definition, operation, post: source.kind === 'post' };

  const query = readQuery(reading);
  const clientUUID = readClientUUID(reading);
  const cached = operation !== 'autocomplete';
  const correlationId = cached ? r.string('correlationId')?.trim() || r.string('searchId')?.trim() || null : null;
  const sort = readSort(reading);
  const geoFilter = readGeoFilter(reading);
  const filterAnchor = readFilterAnchor(reading);
  const filtersText = r.string('filters') ?? null;
  const filters = filtersText === null ? null : iqlField(v, 'filters', filtersText, definition);
  const facets = readFacets(reading);
  const displayAttributes = readDisplayAttributes(reading);
  const ordering = readOrdering(reading);
  const distinctFilter = readDistinctFilter(reading);
  const excludeQueryRules = readExcludeQueryRules(reading);
  const crossWorkspaceMode = explain ? readCrossWorkspaceMode(reading) : null;
  const url = readUrl(reading);

  return {
    operation,
    explain,
    query,
    clientUUID,
    personalize: operation === 'autocomplete' ? false : r.boolean('personalize', true),
    correlationId,
    sortBy: sort.sortBy,
    sortByMetric: sort.sortByMetric,
    sortByGeoPoint: sort.sortByGeoPoint,
    filterGeoPoints: geoFilter.filterGeoPoints,
    filterAroundRadius: geoFilter.radius ?? DEFAULT_RADIUS_M,
    filterAnchor,
    filtersText: filters ? filtersText : null,
    filters,
    facets: [...new Set(facets.facets)],
    customFilteredFacets: facets.customFilteredFacets,
    facetsSize: r.integer('facetsSize', 1, Number.MAX_SAFE_INTEGER) ?? null,
    maxValuesPerFacet: r.integer('maxValuesPerFacet', 1, 10_000) ?? DEFAULT_MAX_VALUES_PER_FACET,
    caseSensitiveFacetValues: r.boolean('caseSensitiveFacetValues', false),
    includeFacets: facets.includeFacets,
    facetsOrderBy: facets.facetsOrderBy,
    displayAttributes,
    context: r.list('context') ?? [],
    page: r.integer('page', 1, Number.MAX_SAFE_INTEGER) ?? 1,
    limit:
      r.integer('limit', 1, MAX_LIMIT) ?? (operation === 'autocomplete' ? DEFAULT_AUTOCOMPLETE_LIMIT : DEFAULT_LIMIT),
    ordering,
    // The vendor's default: paging in the Link and X-Pagination-* headers unless the body's meta is asked for.
    includeMeta: r.boolean('includeMeta', false),
    distinctFilter,
    ignoreQueryRules: r.boolean('ignoreQueryRules', false),
    excludeQueryRules,
    disableQueryClassification: r.boolean('disableQueryClassification', false),
    disableDynamicReranker: r.boolean('disableDynamicReranker', false),
    params: paramsObject(r),
    crossWorkspaceMode,
    url,
  };
}

/** `query`: required for query and autocomplete ("" browses everything); visual search has none. */
function readQuery({ r, v, operation }: Reading): string {
  if (operation === 'visual') return '';
  const q = r.string('query');
  if (q === undefined && !v.has('query')) v.add('query', ERROR_CODES.REQUIRED, 'query is required', undefined);
  return q ?? '';
}

function readClientUUID({ r, v }: Reading): string | null {
  const clientUUID = r.string('clientUUID')?.trim() || null;
  if (clientUUID !== null && !isUuid(clientUUID))
    v.add('clientUUID', ERROR_CODES.INVALID_FORMAT, 'clientUUID must be a uuid', clientUUID);
  return clientUUID;
}

/** sortBy, sortByMetric, sortByGeoPoint(s): each checked against the index, and at most one of them. */
function readSort({ r, source, v, definition, post }: Reading): {
  sortBy: string | null;
  sortByMetric: string | null;
  sortByGeoPoint: GeoPoint | null;
} {
  const sortBy = r.string('sortBy')?.trim() || null;
  if (sortBy !== null && !definition.sortable.includes(sortBy)) {
    v.add('sortBy', ERROR_CODES.NOT_ALLOWED, `sortBy must be one of: ${definition.sortable.join(', ')}`, sortBy);
  }
  const sortByMetric = r.string('sortByMetric')?.trim() || null;
  if (sortByMetric !== null && !definition.metrics.includes(sortByMetric)) {
    v.add(
      'sortByMetric',
      ERROR_CODES.NOT_ALLOWED,
      `sortByMetric must be one of: ${definition.metrics.join(', ')}`,
      sortByMetric,
    );
  }
  const geoSortName = post && source.has('sortByGeoPoints') ? 'sortByGeoPoints' : 'sortByGeoPoint';
  const geoSortText = r.string(geoSortName)?.trim() || null;
  let sortByGeoPoint: GeoPoint | null = null;
  const hasGeo = hasGeoPoints(definition);
  if (geoSortText !== null) {
    sortByGeoPoint = parsePoint(geoSortText);
    if (!sortByGeoPoint)
      v.add(geoSortName, ERROR_CODES.INVALID_FORMAT, `${geoSortName} must be "latitude,longitude"`, geoSortText);
    else if (!hasGeo)
      v.add(geoSortName, ERROR_CODES.NOT_ALLOWED, `The index ${definition.name} has no geo points`, geoSortText);
  }
  const sorts = [sortBy, sortByMetric, geoSortText].filter((s) => s !== null).length;
  if (sorts > 1)
    v.add(
      'sortBy',
      ERROR_CODES.NOT_ALLOWED,
      'Use one of sortBy, sortByMetric and sortByGeoPoint',
      sortBy ?? sortByMetric ?? geoSortText,
    );
  return { sortBy, sortByMetric, sortByGeoPoint };
}

function hasGeoPoints(definition: IndexDefinition): boolean {
  return Object.values(definition.fields).includes('geo');
}

/** filterGeoPoints and filterAroundRadius (which needs exactly one point). */
function readGeoFilter({ r, source, v, definition }: Reading): {
  filterGeoPoints: GeoPoint[];
  radius: number | undefined;
} {
  const filterGeoPoints = geoPoints(r, 'filterGeoPoints');
  if (filterGeoPoints.length > 0 && !hasGeoPoints(definition)) {
    v.add(
      'filterGeoPoints',
      ERROR_CODES.NOT_ALLOWED,
      `The index ${definition.name} has no geo points`,
      source.raw('filterGeoPoints'),
    );
  }
  const radius = r.integer('filterAroundRadius', 1, 20_000_000);
  if (source.has('filterAroundRadius') && filterGeoPoints.length !== 1 && !v.has('filterGeoPoints')) {
    v.add(
      'filterAroundRadius',
      ERROR_CODES.REQUIRED_WITH,
      'filterAroundRadius needs exactly one point in filterGeoPoints',
      source.raw('filterAroundRadius'),
    );
  }
  return { filterGeoPoints, radius };
}

/** filterAnchor (visual only): "x,y" in [0,1]. */
function readFilterAnchor({ r, v, operation }: Reading): { x: number; y: number } | null {
  let filterAnchor: { x: number; y: number } | null = null;
  const anchorText = operation === 'visual' ? r.string('filterAnchor')?.trim() : undefined;
  if (anchorText) {
    const m = /^(\d+(?:\.\d+)?|\.\d+)\s*,\s*(\d+(?:\.\d+)?|\.\d+)$/.exec(anchorText);
    const x = m ? Number(m[1]) : NaN;
    const y = m ? Number(m[2]) : NaN;
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      v.add(
        'filterAnchor',
        ERROR_CODES.INVALID_FORMAT,
        'filterAnchor must be "x,y" with both numbers between 0 and 1 ((0,0) is the top-left pixel)',
        anchorText,
      );
    } else filterAnchor = { x, y };
  }
  return filterAnchor;
}

/** facets (with `*` and `auto`), customFilteredFacets (POST), includeFacets and facetsOrderBy. */
function readFacets({ r, source, v, definition, operation, post }: Reading): {
  facets: string[];
  customFilteredFacets: Record<string, CustomFacetFilter>;
  includeFacets: IncludeFacets;
  facetsOrderBy: 'coverage' | 'name';
} {
  const facetsRaw = r.list('facets') ?? [];
  const facets: string[] = [];
  let autoFacets = false;
  for (const name of facetsRaw) {
    if (name === '*') facets.push(...definition.facetable);
    else if (name === 'auto') {
      autoFacets = true;
      facets.push(...definition.dynamicFacets);
    } else if (!definition.facetable.includes(name)) {
      v.add(
        'facets',
        ERROR_CODES.NOT_ALLOWED,
        `${name} is not a facetable attribute (facetable: ${definition.facetable.join(', ')})`,
        name,
      );
    } else facets.push(name);
  }

  const customFilteredFacets: Record<string, CustomFacetFilter> = {};
  if (operation !== 'visual' && post && source.has('customFilteredFacets')) {
    const raw = r.object('customFilteredFacets') ?? {};
    for (const [attribute, expression] of Object.entries(raw)) {
      const field = `customFilteredFacets.${attribute}`;
      if (!definition.facetable.includes(attribute)) {
        v.add(field, ERROR_CODES.NOT_ALLOWED, `${attribute} is not a facetable attribute`, attribute);
        continue;
      }
      if (typeof expression !== 'string') {
        v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an IQL string`, expression);
        continue;
      }
      const ast = iqlField(v, field, expression, definition);
      if (ast) customFilteredFacets[attribute] = { text: expression, ast };
    }
  }

  const includeFacetsText = r.string('includeFacets')?.trim();
  let includeFacets: IncludeFacets = 'all';
  if (includeFacetsText !== undefined) {
    if ((INCLUDE_FACETS as readonly string[]).includes(includeFacetsText))
      includeFacets = includeFacetsText as IncludeFacets;
    else
      v.add(
        'includeFacets',
        ERROR_CODES.NOT_ALLOWED,
        `includeFacets must be one of: ${INCLUDE_FACETS.join(', ')}`,
        includeFacetsText,
      );
  }
  const orderByText = r.string('facetsOrderBy')?.trim();
  let facetsOrderBy: 'coverage' | 'name' = autoFacets ? 'coverage' : 'name';
  if (orderByText !== undefined) {
    if (orderByText === 'coverage' || orderByText === 'name') facetsOrderBy = orderByText;
    else v.add('facetsOrderBy', ERROR_CODES.NOT_ALLOWED, 'facetsOrderBy must be coverage or name', orderByText);
  }
  return { facets, customFilteredFacets, includeFacets, facetsOrderBy };
}

function readDisplayAttributes({ r, v, definition }: Reading): string[] | null {
  const displayAttributes = r.list('displayAttributes') ?? null;
  for (const name of displayAttributes ?? []) {
    if (!(name in definition.fields))
      v.add('displayAttributes', ERROR_CODES.NOT_ALLOWED, `${name} is not an attribute of ${definition.name}`, name);
  }
  return displayAttributes;
}

function readOrdering({ r, v }: Reading): Ordering | null {
  const orderingText = r.string('ordering')?.trim().toLowerCase();
  let ordering: Ordering | null = null;
  if (orderingText !== undefined && orderingText !== '') {
    if (orderingText === 'asc' || orderingText === 'desc') ordering = orderingText;
    else v.add('ordering', ERROR_CODES.NOT_ALLOWED, 'ordering must be asc or desc', orderingText);
  }
  return ordering;
}

/** distinctFilter (not visual): {attribute, maxNumItems, levelRangeModifier}. */
function readDistinctFilter({ r, source, v, definition, operation }: Reading): DistinctFilter | null {
  let distinctFilter: DistinctFilter | null = null;
  if (operation !== 'visual' && source.has('distinctFilter')) {
    const raw = r.object('distinctFilter');
    if (raw) {
      const attribute = raw.attribute;
      const max = raw.maxNumItems ?? 1;
      const level = raw.levelRangeModifier ?? null;
      if (typeof attribute !== 'string' || !(attribute in definition.fields)) {
        v.add(
          'distinctFilter.attribute',
          ERROR_CODES.NOT_ALLOWED,
          `distinctFilter.attribute must be an attribute of ${definition.name}`,
          attribute,
        );
      } else if (typeof max !== 'number' || !Number.isInteger(max) || max < 1) {
        v.add(
          'distinctFilter.maxNumItems',
          ERROR_CODES.OUT_OF_RANGE,
          'distinctFilter.maxNumItems must be an integer ≥ 1',
          max,
        );
      } else if (level !== null && (typeof level !== 'number' || !Number.isInteger(level) || level < 1)) {
        v.add(
          'distinctFilter.levelRangeModifier',
          ERROR_CODES.OUT_OF_RANGE,
          'distinctFilter.levelRangeModifier must be an integer ≥ 1',
          level,
        );
      } else distinctFilter = { attribute, maxNumItems: max, levelRangeModifier: level as number | null };
    }
  }
  return distinctFilter;
}

function readExcludeQueryRules({ r, v }: Reading): number[] {
  const excludeRaw = r.list('excludeQueryRules') ?? [];
  const excludeQueryRules: number[] = [];
  for (const id of excludeRaw) {
    if (/^\d+$/.test(id)) excludeQueryRules.push(Number(id));
    else v.add('excludeQueryRules', ERROR_CODES.INVALID_TYPE, 'excludeQueryRules must be integers', id);
  }
  return excludeQueryRules;
}

/** Explain only: crossWorkspaceMode {enabled} (POST) or crossWorkspaceModeEnabled (GET). */
function readCrossWorkspaceMode({ r, source, v, post }: Reading): boolean | null {
  let crossWorkspaceMode: boolean | null = null;
  if (post && source.has('crossWorkspaceMode')) {
    const raw = r.object('crossWorkspaceMode');
    if (raw && typeof raw.enabled === 'boolean') crossWorkspaceMode = raw.enabled;
    else if (raw)
      v.add(
        'crossWorkspaceMode.enabled',
        ERROR_CODES.INVALID_TYPE,
        'crossWorkspaceMode.enabled must be true or false',
        raw.enabled,
      );
  } else if (source.has('crossWorkspaceModeEnabled'))
    crossWorkspaceMode = r.boolean('crossWorkspaceModeEnabled', false);
  return crossWorkspaceMode;
}

/** url (visual GET): the image to search with. */
function readUrl({ r, v, operation, post }: Reading): string | null {
  let url: string | null = null;
  if (operation === 'visual' && !post) {
    url = r.string('url')?.trim() || null;
    if (url === null && !v.has('url'))
      v.add('url', ERROR_CODES.REQUIRED, 'url is required (the image to search with)', undefined);
  }
  return url;
}
