import * as z from 'zod/mini';
import { endpoints, type Endpoint } from '../../../lib/endpoints';
import { parseIql } from '../../../lib/iql';
import { safeHttpUrl } from '../../../lib/safe-url';
import { appliesTo, parameterSpecs, type ParameterSpec, type ParameterValues, type SearchTab } from './parameters';

/** The reference's limit on `params`: at most 500 bytes as a JSON object. */
export const maxParamsBytes = 500;

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** `params`: a flat JSON object of strings, numbers or booleans, at most 500 bytes as JSON. */
export const eventParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).check(
  z.superRefine((value, ctx) => {
    const size = byteLength(JSON.stringify(value));
    if (size > maxParamsBytes) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `params is ${size} bytes as JSON; the service accepts at most ${maxParamsBytes}.`,
      });
    }
  }),
);

/** `customFilteredFacets`: attribute → IQL expression. */
const customFacetsSchema = z.record(z.string(), z.string());

const geoPointPattern = /^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/;

export interface SearchRequestInput {
  indexId: string;
  tab: SearchTab;
  explain: boolean;
  method: 'GET' | 'POST';
  values: ParameterValues;
  /** Visual search with an uploaded, dropped or pasted image (sent as multipart). */
  image?: Blob | null;
  /** Send an empty query (the service then browses the whole index); POST only, as GET drops empty values. */
  browse?: boolean;
}

type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

/** What is sent, before the tracker key is added to the query. */
export interface BuiltSearchRequest {
  endpoint: Endpoint<[string]>;
  method: 'GET' | 'POST';
  query: Record<string, QueryValue>;
  /** POST: the JSON body; visual POST: the object sent as the `params` part. */
  body?: Record<string, unknown>;
  /** Visual POST: multipart with the `image` file part and the `params` text part. */
  multipart?: { image: Blob; params: string };
}

export type BuildResult =
  | { ok: true; request: BuiltSearchRequest }
  /** `missing`: nothing to search with yet (no query, no image): an empty state, not an error. */
  | { ok: false; missing: 'query' | 'image' | null; errors: Record<string, string> };

function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/\n/) : [...value];
  return items.map((item) => item.trim()).filter(Boolean);
}

function asText(value: string | readonly string[] | undefined): string {
  if (value === undefined) return '';
  return (typeof value === 'string' ? value : value.join(',')).trim();
}

function parseJsonObject(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, message: 'Give a JSON object, e.g. {"name": "value"}.' };
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}.` };
  }
}

/** A value converted to what the service takes, or an error message for its field. */
function convert(spec: ParameterSpec, raw: string | readonly string[]): { value?: unknown; error?: string } {
  switch (spec.kind) {
    case 'text':
    case 'enum': {
      const text = asText(raw);
      if (!text) return {};
      if (spec.name === 'sortByGeoPoint' && !geoPointPattern.test(text))
        return { error: 'Give a point as "latitude,longitude", e.g. 52.2297,21.0122.' };
      if (spec.name === 'filterAnchor') {
        const parts = text.split(',').map(Number);
        if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part) || part < 0 || part > 1))
          return { error: 'Give "x,y" with both between 0 and 1, e.g. 0.5,0.5.' };
      }
      if (spec.name === 'url' && !safeHttpUrl(text)) return { error: 'Give an http(s) address of an image.' };
      return { value: text };
    }
    case 'number': {
      const text = asText(raw);
      if (!text) return {};
      const number = Number(text);
      if (!Number.isInteger(number)) return { error: 'Give a whole number.' };
      if (spec.min !== undefined && number < spec.min) return { error: `At least ${spec.min}.` };
      if (spec.max !== undefined && number > spec.max) return { error: `At most ${spec.max}.` };
      return { value: number };
    }
    case 'boolean': {
      const text = asText(raw);
      if (text === 'true') return { value: true };
      if (text === 'false') return { value: false };
      return {};
    }
    case 'list': {
      const list = asList(raw);
      if (spec.name === 'filterGeoPoints') {
        const bad = list.find((point) => !geoPointPattern.test(point));
        if (bad) return { error: `"${bad}" is not a point "latitude,longitude".` };
      }
      return list.length ? { value: list } : {};
    }
    case 'numberList': {
      const list = asList(raw);
      const bad = list.find((item) => !Number.isInteger(Number(item)));
      if (bad !== undefined) return { error: `"${bad}" is not a rule id (a whole number).` };
      return list.length ? { value: list.map(Number) } : {};
    }
    case 'iql': {
      const text = asText(raw);
      if (!text) return {};
      const parsed = parseIql(text);
      return parsed.ok ? { value: text } : { error: parsed.error.message };
    }
    case 'json': {
      const text = asText(raw);
      if (!text) return {};
      const parsed = parseJsonObject(text);
      if (!parsed.ok) return { error: parsed.message };
      const schema = spec.name === 'params' ? eventParamsSchema : customFacetsSchema;
      const checked = z.safeParse(schema, parsed.value);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        return {
          error:
            issue?.code === 'custom'
              ? issue.message
              : spec.name === 'params'
                ? 'Values must be text, numbers or true/false.'
                : 'Each value must be an IQL expression in quotes.',
        };
      }
      if (spec.name === 'customFilteredFacets') {
        for (const [attribute, expression] of Object.entries(checked.data)) {
          const iql = parseIql(String(expression));
          if (!iql.ok) return { error: `${attribute}: ${iql.error.message}` };
        }
      }
      return { value: checked.data };
    }
  }
}

const operationEndpoints = {
  query: { GET: endpoints.searchQueryGet, POST: endpoints.searchQueryPost },
  queryExplain: { GET: endpoints.searchQueryExplainGet, POST: endpoints.searchQueryExplainPost },
  autocomplete: { GET: endpoints.searchAutocompleteGet, POST: endpoints.searchAutocompletePost },
  autocompleteExplain: { GET: endpoints.searchAutocompleteExplainGet, POST: endpoints.searchAutocompleteExplainPost },
  visual: { GET: endpoints.searchVisualGet, POST: endpoints.searchVisualPost },
  visualExplain: { GET: endpoints.searchVisualExplainGet, POST: endpoints.searchVisualExplainPost },
} as const;

/**
 * Checks the parameters the way the form can (numbers, JSON shapes, IQL syntax, the 500-byte params rule) and
 * builds the exact request: GET names and repeated parameters, or the POST body with its own names
 * (`sortByGeoPoints`, `crossWorkspaceMode: {enabled}`, objects for `distinctFilter` and `params`).
 */
export function buildSearchRequest(input: SearchRequestInput): BuildResult {
  const errors: Record<string, string> = {};
  const converted = new Map<string, unknown>();
  for (const spec of parameterSpecs) {
    if (!appliesTo(spec, input.tab, input.explain)) continue;
    const raw = input.values[spec.name];
    if (raw === undefined) continue;
    const { value, error } = convert(spec, raw);
    if (error) errors[spec.name] = error;
    else if (value !== undefined) converted.set(spec.name, value);
  }

  const distinct = {
    attribute: converted.get('distinctFilter.attribute') as string | undefined,
    maxNumItems: converted.get('distinctFilter.maxNumItems') as number | undefined,
    levelRangeModifier: converted.get('distinctFilter.levelRangeModifier') as number | undefined,
  };
  const hasDistinct =
    distinct.attribute !== undefined || distinct.maxNumItems !== undefined || distinct.levelRangeModifier !== undefined;
  if (hasDistinct && !distinct.attribute)
    errors['distinctFilter.attribute'] = 'Name the attribute results are made distinct by.';

  const visual = input.tab === 'visual';
  const image = visual ? (input.image ?? null) : null;
  let missing: 'query' | 'image' | null = null;
  if (!visual && !converted.has('query') && !errors.query) {
    if (input.browse && input.method === 'POST') converted.set('query', '');
    else missing = 'query';
  }
  if (visual && !image && !converted.has('url') && !errors.url) missing = 'image';
  if (missing || Object.keys(errors).length > 0) return { ok: false, missing, errors };
  // Paging must not depend on headers a browser on another origin may not be allowed to read: ask for the body's
  // meta unless the person chose otherwise (the service's default is false).
  if (!converted.has('includeMeta')) converted.set('includeMeta', true);
  // A picked facet value becomes `attribute = "value"`, which matches that spelling only: counts merged across
  // spellings ("Urban" with "URBAN", the service's default) promise more results than the filter gives. Ask for
  // exact counts unless the person chose otherwise.
  if ((converted.has('facets') || converted.has('customFilteredFacets')) && !converted.has('caseSensitiveFacetValues'))
    converted.set('caseSensitiveFacetValues', true);

  const postOnlyUsed = parameterSpecs.some((spec) => spec.postOnly && converted.has(spec.name));
  const method: 'GET' | 'POST' = visual ? (image ? 'POST' : 'GET') : postOnlyUsed ? 'POST' : input.method;
  const operation = `${input.tab}${input.explain ? 'Explain' : ''}` as keyof typeof operationEndpoints;
  const endpoint = operationEndpoints[operation][method];

  if (method === 'GET') {
    const query: Record<string, QueryValue> = {};
    for (const [name, value] of converted) {
      if (name.startsWith('distinctFilter.')) continue;
      if (name === 'params') {
        // GET: repeated `name:value`.
        query.params = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}:${String(item)}`);
      } else {
        query[name] = value as QueryValue;
      }
    }
    if (hasDistinct)
      query.distinctFilter = JSON.stringify(
        Object.fromEntries(Object.entries(distinct).filter(([, value]) => value !== undefined)),
      );
    return { ok: true, request: { endpoint, method, query } };
  }

  const body: Record<string, unknown> = {};
  for (const [name, value] of converted) {
    if (name.startsWith('distinctFilter.') || name === 'url') continue;
    if (name === 'crossWorkspaceModeEnabled') body.crossWorkspaceMode = { enabled: value };
    else body[parameterSpecs.find((spec) => spec.name === name)?.postName ?? name] = value;
  }
  if (hasDistinct)
    body.distinctFilter = Object.fromEntries(Object.entries(distinct).filter(([, value]) => value !== undefined));
  if (image)
    return {
      ok: true,
      request: { endpoint, method, query: {}, body, multipart: { image, params: JSON.stringify(body) } },
    };
  return { ok: true, request: { endpoint, method, query: {}, body } };
}
