import type { Item } from './catalogue';
import type { EngineIndex } from './engine';
import type { SearchParams } from './params';
import type { RankedHit, SearchRun } from './search';

/**
 * The search response: one page cut from the ranked list, items shaped by displayAttributes, `_promotedByRules`
 * and (explain variants) `_explanation`, the extras, and the pagination metadata in the body (`meta`) or, with
 * includeMeta=false, in the headers (paginationHeaders).
 */

export interface SearchMeta {
  totalPages: number;
  totalCount: number;
  page: number;
  limit: number;
  sortedBy: string;
  ordering: 'asc' | 'desc';
  code: number;
  link: Array<{ url: string; rel: 'first' | 'prev' | 'next' | 'last' }>;
}

function pageUrl(request: Request, page: number, correlationId: string | null): string {
  const url = new URL(request.url);
  url.searchParams.set('page', String(page));
  if (correlationId) url.searchParams.set('correlationId', correlationId);
  url.searchParams.delete('searchId');
  return url.toString();
}

/** The vendor's rels only: first, prev, next, last (none for an empty result). */
function links(request: Request, page: number, totalPages: number, correlationId: string | null): SearchMeta['link'] {
  const out: SearchMeta['link'] = [];
  if (totalPages === 0) return out;
  out.push({ url: pageUrl(request, 1, correlationId), rel: 'first' });
  if (page > 1) out.push({ url: pageUrl(request, Math.min(page - 1, totalPages), correlationId), rel: 'prev' });
  if (page < totalPages) out.push({ url: pageUrl(request, page + 1, correlationId), rel: 'next' });
  out.push({ url: pageUrl(request, totalPages, correlationId), rel: 'last' });
  return out;
}

function itemOutput(request: Request, item: Item, hit: RankedHit, params: SearchParams): Record<string, unknown> {
  const origin = new URL(request.url).origin;
  const full: Record<string, unknown> = { ...item };
  if (typeof full.imageLink === 'string' && full.imageLink.startsWith('/'))
    full.imageLink = `${origin}${full.imageLink}`;
  let out: Record<string, unknown> = full;
  if (params.displayAttributes) {
    out = { itemId: item.itemId };
    for (const name of params.displayAttributes) if (full[name] !== undefined) out[name] = full[name];
  }
  if (hit.promotedBy.length > 0) out._promotedByRules = [...hit.promotedBy];
  if (params.explain) {
    out._explanation = {
      score: hit.score,
      scoreFactors: hit.scoreFactors,
      extendedScoreFactors: hit.extendedScoreFactors,
      matchedElasticFilter: hit.matchedElasticFilter,
      sortValue: hit.sortValue,
    };
  }
  return out;
}

export function searchResponse(
  request: Request,
  index: EngineIndex,
  params: SearchParams,
  run: SearchRun,
): { body: Record<string, unknown>; meta: SearchMeta } {
  const totalCount = run.hits.length;
  const totalPages = Math.ceil(totalCount / params.limit);
  const start = (params.page - 1) * params.limit;
  const page = run.hits.slice(start, start + params.limit);
  const cached = params.operation !== 'autocomplete';
  const meta: SearchMeta = {
    totalPages,
    totalCount,
    page: params.page,
    limit: params.limit,
    sortedBy: run.sortedBy,
    ordering: run.ordering,
    code: 200,
    link: links(request, params.page, totalPages, cached ? run.correlationId : null),
  };
  const extras: Record<string, unknown> = {};
  if (params.includeFacets === 'all' || params.includeFacets === 'filtered') extras.filteredFacets = run.filteredFacets;
  if (params.includeFacets === 'all' || params.includeFacets === 'unfiltered') extras.allFacets = run.allFacets;
  extras.customFilteredFacets = run.customFilteredFacets;
  extras.correlationId = run.correlationId;
  extras.searchId = run.correlationId;
  extras.facetsOrdering = run.facetsOrdering;
  extras.suggestions = run.suggestions;
  extras.usedSuggestion = run.usedSuggestion;
  if (params.explain) extras.explanation = run.explanation;
  const body: Record<string, unknown> = {
    data: page.map((hit) => itemOutput(request, index.byId.get(hit.itemId)!, hit, params)),
    extras,
  };
  if (params.includeMeta) body.meta = meta;
  return { body, meta };
}

export function paginationHeaders(meta: SearchMeta): Record<string, string> {
  return {
    Link: meta.link.map((l) => `<${l.url}>; rel="${l.rel}"`).join(', '),
    'X-Pagination-Total-Count': String(meta.totalCount),
    'X-Pagination-Total-Pages': String(meta.totalPages),
    'X-Pagination-Page': String(meta.page),
    'X-Pagination-Limit': String(meta.limit),
    'X-Pagination-Sorted-By': meta.sortedBy,
    'X-Pagination-Ordering': meta.ordering,
  };
}
