import { distanceMeters } from '../../lib/geo';
import { matchesIql, parseIql, type IqlNode } from '../../lib/iql';
import type { SimContext } from '../context';
import type { Item } from './catalogue';
import { engineIndex, engineSearch, textProperty, VISUAL_PROPERTY, type EngineIndex } from './engine';
import { facetsOf, orderFacets, type Facets } from './facets';
import { iqlToWhere, whereAnd, type Where } from './iql-to-engine';
import type { GeoPoint, SearchParams } from './params';
import { findProfileByUuid, personalBoost, tasteOf, type ProfileTaste } from './personalize';
import { matchingRules, queryWords } from './rules';
import type { Region } from './visual';

/**
 * One search, from parameters to the full ranked list (pages are cut from it by the handlers, and the list is
 * what the pagination cache keeps). Steps:
 * 1. the engine (Orama) retrieves and scores: full-text BM25 with typo tolerance (query: 1 edit; autocomplete:
 *    prefixes only) and per-field boosts, or vector similarity of the picture (visual); pre-filtered with the
 *    IQL `where` translation and the geo filter (radius / rectangle / polygon);
 * 2. every hit is checked against the whole IQL tree (lib/iql.ts matchesIql);
 * 3. ranking — unless a sort is asked for — multiplies the engine's score by the factors: `boosting` (the
 *    index's rating boost), `elasticFilter` (items matching the index's elastic filter), `queryClassification`
 *    (items of the category/brand/colour named in the query), `dynamicReranker` (popularity), `personalization`;
 *    a sort (sortBy / sortByMetric / sortByGeoPoint) orders by that value instead and applies none of them;
 * 4. query-rule promotion (not when sorted or ignoreQueryRules), then distinctFilter;
 * 5. facets, suggestions.
 */

/** The vendor's per-item score factors; the simulator's multiplicative breakdown sits beside them. */
export interface ScoreFactors {
  pageVisitsPopularity: number;
  personalization: number;
  transactionsPopularity: number;
  [factor: string]: number;
}

export interface AttributeToken {
  token: string;
  score: number;
}

/**
 * The vendor's extended factors: which query tokens matched in the index's high/medium/low-weight searchable
 * attributes, and the boost filters that matched. The simulator's own details (bm25, matchedTerm, …) are extra
 * fields beside them.
 */
export interface ExtendedScoreFactors {
  attributes: { high: AttributeToken[]; medium: AttributeToken[]; low: AttributeToken[] };
  boostFilters: Array<{ filters: string; weight: number }>;
  [detail: string]: unknown;
}

export interface RankedHit {
  itemId: string;
  score: number;
  scoreFactors: ScoreFactors;
  extendedScoreFactors: ExtendedScoreFactors;
  matchedElasticFilter: boolean;
  sortValue: number | string | null;
  promotedBy: number[];
}

/** sortDetails of the vendor's explanation: one variant per kind of sort (absent for relevance). */
export type SortDetails =
  | { type: 'sorted-by-attribute'; attribute: string; ordering: 'asc' | 'desc' }
  | { type: 'sorted-by-geo-point'; geoPoint: { lat: number; lon: number }; ordering: 'asc' | 'desc' }
  | { type: 'sorted-by-metric'; metric: string; ordering: 'asc' | 'desc' };

/** A suggestion as the vendor answers it; `highlighted` marks the query's part with <em>. */
export interface Suggestion {
  text: string;
  highlighted: string;
  score: number;
}

/**
 * The vendor's explanation fields (personalized … sortDetails, `query` as {finalQuery, synonyms}) and, beside
 * them, the simulator's richer detail (tokens, appliedFilters, appliedRules, …).
 */
export interface SearchExplanation {
  personalized: boolean;
  promotedItemsCount: number;
  query: { finalQuery: string; synonyms: string[] };
  rulesConsequences: {
    boostFilters: Array<{ filters: string; weight: number }>;
    filters: string[];
    hiddenHits: string[];
    query: string | null;
    returnNoData: boolean;
  };
  sortDetails: SortDetails | null;
  tokens: string[];
  appliedFilters: {
    filters: string | null;
    geo: string | null;
    elasticFilter: string | null;
    distinctFilter: string | null;
  };
  appliedRules: Array<{ id: number; name: string; promoted: string[] }>;
  sort: { by: string; ordering: 'asc' | 'desc' };
  boosting: boolean;
  personalization: {
    clientUUID: string | null;
    enabled: boolean;
    profileFound: boolean;
    boughtItems: number;
    viewedItems: number;
    categories: string[];
    crossWorkspace: boolean;
  };
  queryClassification: Record<string, string> | null;
  dynamicReranker: boolean;
  engine: 'orama';
  timingMs: number;
  indexBuildMs: number;
  region?: Region;
}

export interface SearchRun {
  indexId: string;
  correlationId: string;
  hits: RankedHit[];
  filteredFacets: Facets;
  allFacets: Facets;
  customFilteredFacets: Facets;
  facetsOrdering: string[];
  suggestions: Suggestion[];
  usedSuggestion: Suggestion | null;
  sortedBy: string;
  ordering: 'asc' | 'desc';
  explanation: SearchExplanation;
  /** The profile the search ran for, if clientUUID named one. */
  clientId: number | null;
}

export interface VisualQuery {
  features: number[];
  region: Region;
}

/**
 * Visual ranking uses exp(VISUAL_SHARPNESS × (similarity − 1)): cosine similarities of pictures sit close together
 * (0.9…1), and the sharpening keeps the picture ahead of the boosts (at most ×1.6 together) — a red shoe's
 * picture brings every red shoe before other red things.
 */
const VISUAL_SHARPNESS = 20;

const round = (n: number, digits = 6) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------------------------
// Geo

function geoField(index: EngineIndex): string | null {
  return Object.entries(index.definition.fields).find(([, kind]) => kind === 'geo')?.[0] ?? null;
}

function geoWhere(index: EngineIndex, params: SearchParams): { where: Where | null; text: string | null } {
  const field = geoField(index);
  const points = params.filterGeoPoints;
  if (!field || points.length === 0) return { where: null, text: null };
  if (points.length === 1) {
    const [p] = points as [GeoPoint];
    return {
      where: {
        [field]: {
          radius: { coordinates: p, value: params.filterAroundRadius, unit: 'm', inside: true, highPrecision: true },
        },
      },
      text: `within ${params.filterAroundRadius} m of ${p.lat},${p.lon}`,
    };
  }
  let ring: GeoPoint[];
  let text: string;
  if (points.length === 2) {
    const [a, b] = points as [GeoPoint, GeoPoint];
    const [s, n] = [Math.min(a.lat, b.lat), Math.max(a.lat, b.lat)];
    const [w, e] = [Math.min(a.lon, b.lon), Math.max(a.lon, b.lon)];
    ring = [
      { lat: s, lon: w },
      { lat: s, lon: e },
      { lat: n, lon: e },
      { lat: n, lon: w },
    ];
    text = `rectangle ${s},${w} – ${n},${e}`;
  } else {
    ring = [...points];
    text = `polygon of ${points.length} points`;
  }
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first.lat !== last.lat || first.lon !== last.lon) ring.push(first);
  return { where: { [field]: { polygon: { coordinates: ring, inside: true, highPrecision: true } } }, text };
}

// ---------------------------------------------------------------------------------------------------------------
// Retrieval

interface EngineHit {
  id: string;
  score: number;
}

function retrieve(
  index: EngineIndex,
  params: SearchParams,
  term: string,
  where: Where | undefined,
  visual: VisualQuery | null,
  tolerance = 0,
): EngineHit[] {
  const definition = index.definition;
  const limit = index.items.length;
  if (visual) {
    const result = engineSearch(index, {
      mode: 'vector',
      vector: { value: visual.features, property: VISUAL_PROPERTY },
      similarity: 0.000001,
      includeVectors: false,
      limit,
      ...(where ? { where } : {}),
    });
    return result.hits.map((h) => ({ id: String(h.id), score: h.score }));
  }
  const fields = params.operation === 'autocomplete' ? definition.autocomplete : Object.keys(definition.searchable);
  const boost: Record<string, number> = {};
  for (const field of fields) boost[textProperty(definition, field)] = definition.searchable[field] ?? 1;
  const result = engineSearch(index, {
    term,
    properties: fields.map((f) => textProperty(definition, f)),
    boost,
    tolerance,
    // Every word of the query must match.
    threshold: 0,
    limit,
    ...(where ? { where } : {}),
  });
  const words = queryWords(term);
  return result.hits
    .filter((h) => matchesAllWords(fields, index.byId.get(String(h.id))!, words, tolerance))
    .map((h) => ({ id: String(h.id), score: h.score }));
}

function passes(filters: IqlNode | null, item: Item): boolean {
  return filters === null || matchesIql(filters, item);
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  return restA === restB || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/**
 * Every word of the query must match a word of the item's searched text, as itself or as a prefix (and, with
 * tolerance, within one edit): the engine ranks documents that match only some words too, so its hits are
 * narrowed to those that match them all.
 */
function matchesAllWords(fields: readonly string[], item: Item, words: readonly string[], tolerance: number): boolean {
  if (words.length === 0) return true;
  const tokens = queryWords(
    fields
      .flatMap((f) => f.split('+'))
      .map((f) => String(item[f] ?? ''))
      .join(' '),
  );
  return words.every((w) =>
    tokens.some(
      (t) => t.startsWith(w) || (tolerance > 0 && (withinOneEdit(w, t) || withinOneEdit(w, t.slice(0, w.length)))),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Ranking

/** Values of the classification attributes named by the query's words (e.g. "red running shoes" → color red). */
function classify(index: EngineIndex, query: string): Record<string, string> {
  const words = queryWords(query);
  if (words.length === 0) return {};
  const out: Record<string, string> = {};
  for (const attribute of index.definition.classification) {
    const values = new Set<string>();
    for (const item of index.items) {
      const v = item[attribute];
      if (typeof v === 'string') values.add(v);
    }
    for (const value of values) {
      const lower = value.toLowerCase();
      if (words.some((w) => w === lower || w === `${lower}s` || `${w}s` === lower || w === lower.replace(/s$/, ''))) {
        out[attribute] = value;
        break;
      }
    }
  }
  return out;
}

const classificationCache = new Map<string, Record<string, string>>();

function classificationOf(index: EngineIndex, query: string): Record<string, string> {
  const key = `${index.indexId}/${query.toLowerCase()}`;
  let found = classificationCache.get(key);
  if (!found) {
    found = classify(index, query);
    if (classificationCache.size > 500) classificationCache.clear();
    classificationCache.set(key, found);
  }
  return found;
}

/** The dynamic reranker's factor for one popularity metric: 1 (none) up to 1 + weight at 50,000. */
function popularityFactor(
  item: Item,
  metric: 'PageVisitsPopularity' | 'TransactionsPopularity',
  weight: number,
): number {
  const value = typeof item[metric] === 'number' ? (item[metric] as number) : 0;
  return 1 + (weight * Math.log10(1 + Math.max(0, value))) / Math.log10(50_001);
}

const ELASTIC_WEIGHT = 1.2;
const CLASSIFICATION_WEIGHT = 1.3;

/**
 * extendedScoreFactors.attributes: each query word found in a searchable attribute, under the tier of that
 * attribute's weight in the index (the heaviest high, the next medium, the rest low); an exact word scores the
 * weight, a prefix three quarters of it, a one-typo match half.
 */
function attributeTokens(
  index: EngineIndex,
  fields: readonly string[],
  item: Item,
  words: readonly string[],
  tolerance: number,
): ExtendedScoreFactors['attributes'] {
  const out: ExtendedScoreFactors['attributes'] = { high: [], medium: [], low: [] };
  const weights = [...new Set(Object.values(index.definition.searchable))].sort((a, b) => b - a);
  const tiers = ['high', 'medium', 'low'] as const;
  for (const field of fields) {
    const weight = index.definition.searchable[field] ?? 1;
    const tier = tiers[Math.min(2, Math.max(0, weights.indexOf(weight)))]!;
    const tokens = queryWords(
      field
        .split('+')
        .map((f) => String(item[f] ?? ''))
        .join(' '),
    );
    for (const word of words) {
      const share = tokens.includes(word)
        ? 1
        : tokens.some((t) => t.startsWith(word))
          ? 0.75
          : tolerance > 0 && tokens.some((t) => withinOneEdit(word, t) || withinOneEdit(word, t.slice(0, word.length)))
            ? 0.5
            : 0;
      if (share > 0) out[tier].push({ token: word, score: round(weight * share, 4) });
    }
  }
  return out;
}

function ratingFactor(item: Item): number | null {
  return typeof item.rating === 'number' ? 1 + (item.rating - 2.5) / 25 : null;
}

function compareValues(a: number | string | null, b: number | string | null, ordering: 'asc' | 'desc'): number {
  // Items without a value come last in both orderings.
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  const c = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return ordering === 'asc' ? c : -c;
}

function sortValueOf(item: Item, params: SearchParams, geo: string | null, attribute: string): number | string | null {
  if (params.sortByGeoPoint && geo) {
    const point = item[geo] as GeoPoint | undefined;
    return point ? round(distanceMeters(params.sortByGeoPoint, point), 1) : null;
  }
  const value = item[attribute];
  if (typeof value === 'number' || typeof value === 'string') return value;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------

export interface SearchInput {
  ctx: SimContext;
  index: EngineIndex;
  params: SearchParams;
  correlationId: string;
  visual: VisualQuery | null;
}

export function runSearch({ ctx, index, params, correlationId, visual }: SearchInput): SearchRun {
  const began = performance.now();
  const geo = geoWhere(index, params);
  const filterWhere = params.filters ? iqlToWhere(index.definition, params.filters) : null;
  const filteredWhere = whereAnd([filterWhere, geo.where]);
  const suggestions = params.operation === 'visual' ? [] : suggestionsFor(index, params);
  const retrieved = retrieveMatches(index, params, filteredWhere, visual, suggestions);
  const ranking = rankingOf(ctx, index, params, retrieved.term);
  const ranked = rankHits(index, params, visual, retrieved, ranking);
  const promotion = promote(index, params, filteredWhere, ranking.sorted, ranked);
  const distinct = applyDistinctFilter(index, params, promotion.hits);
  const facets = facetsFor(index, params, distinct.hits, retrieved, visual);
  const explanation = explain({
    index,
    params,
    visual,
    term: retrieved.term,
    geoText: geo.text,
    ranking,
    hits: distinct.hits,
    appliedRules: promotion.appliedRules,
    distinctText: distinct.text,
  });
  explanation.timingMs = round(performance.now() - began, 2);
  return {
    indexId: index.indexId,
    correlationId,
    hits: distinct.hits,
    filteredFacets: facets.filteredFacets,
    allFacets: facets.allFacets,
    customFilteredFacets: facets.customFilteredFacets,
    facetsOrdering: orderFacets(facets.coverage, params.facetsOrderBy),
    suggestions,
    usedSuggestion: retrieved.usedSuggestion,
    sortedBy: ranking.sortedBy,
    ordering: ranking.ordering,
    explanation,
    clientId: ranking.clientId,
  };
}

/** What steps 1–2 found: the engine's hits that pass the filters, and the term and tolerance that found them. */
interface Retrieved {
  engineHits: EngineHit[];
  term: string;
  tolerance: number;
  usedSuggestion: Suggestion | null;
}

/**
 * 1–2. Retrieval, exact filter check. Words match exactly or as prefixes; a full-text query that finds nothing
 * is retried with typo tolerance (one edit per word), then with the best suggestion.
 */
function retrieveMatches(
  index: EngineIndex,
  params: SearchParams,
  filteredWhere: Where | undefined,
  visual: VisualQuery | null,
  suggestions: readonly Suggestion[],
): Retrieved {
  const matching = (term: string, tolerance?: number) =>
    retrieve(index, params, term, filteredWhere, visual, tolerance).filter((h) =>
      passes(params.filters, index.byId.get(h.id)!),
    );
  let term = params.query;
  let engineHits = matching(term);
  let tolerance = 0;
  if (engineHits.length === 0 && params.operation === 'query' && term.trim() !== '') {
    tolerance = 1;
    engineHits = matching(term, 1);
  }
  let usedSuggestion: Suggestion | null = null;
  if (engineHits.length === 0 && params.operation === 'query' && term.trim() !== '' && suggestions[0]) {
    const retry = matching(suggestions[0].text);
    if (retry.length > 0) {
      tolerance = 0;
      term = suggestions[0].text;
      engineHits = retry;
      usedSuggestion = suggestions[0];
    }
  }
  return { engineHits, term, tolerance, usedSuggestion };
}

/** How step 3 ranks: the sort asked for, or the factors that apply (each switched off by a sort or a parameter). */
interface Ranking {
  sortAttribute: string | null;
  sorted: boolean;
  sortedBy: string;
  ordering: 'asc' | 'desc';
  geoName: string | null;
  taste: ProfileTaste | null;
  profileFound: boolean;
  clientId: number | null;
  classification: Record<string, string>;
  elasticAst: IqlNode | null;
  reranker: boolean;
}

function rankingOf(ctx: SimContext, index: EngineIndex, params: SearchParams, term: string): Ranking {
  const definition = index.definition;
  const ws = index.ws;
  const sortAttribute = params.sortBy ?? params.sortByMetric;
  const sorted = sortAttribute !== null || params.sortByGeoPoint !== null;
  const sortedBy = params.sortByGeoPoint
    ? `distance(${params.sortByGeoPoint.lat},${params.sortByGeoPoint.lon})`
    : (sortAttribute ?? '_score');
  const ordering = params.ordering ?? (sorted && params.sortByMetric === null ? 'asc' : 'desc');

  let taste: ProfileTaste | null = null;
  let profileFound = false;
  if (params.clientUUID) {
    const record = findProfileByUuid(ctx, ws, params.clientUUID);
    if (record) {
      profileFound = true;
      if (params.personalize && !sorted) taste = tasteOf(ctx, ws, record);
    }
  }
  const clientId = params.clientUUID ? (findProfileByUuid(ctx, ws, params.clientUUID)?.clientId ?? null) : null;
  const classification =
    !sorted && !params.disableQueryClassification && params.operation !== 'visual' ? classificationOf(index, term) : {};
  const elastic = !sorted && definition.elasticFilter ? parseIql(definition.elasticFilter) : null;
  return {
    sortAttribute,
    sorted,
    sortedBy,
    ordering,
    geoName: geoField(index),
    taste,
    profileFound,
    clientId,
    classification,
    elasticAst: elastic?.ok ? elastic.ast : null,
    reranker: !sorted && !params.disableDynamicReranker,
  };
}

/** 3. Ranking: every hit scored (or given its sort value), then ordered. */
function rankHits(
  index: EngineIndex,
  params: SearchParams,
  visual: VisualQuery | null,
  { engineHits, term, tolerance }: Retrieved,
  ranking: Ranking,
): RankedHit[] {
  const definition = index.definition;
  const blankQuery = term.trim() === '' && !visual;
  const words = queryWords(term);
  const attributeFields =
    params.operation === 'autocomplete' ? definition.autocomplete : Object.keys(definition.searchable);
  const hits: RankedHit[] = engineHits.map((h) => {
    const item = index.byId.get(h.id)!;
    const base = visual ? Math.exp(VISUAL_SHARPNESS * (h.score - 1)) : blankQuery ? 1 : h.score;
    const scoreFactors: ScoreFactors = {
      [visual ? 'visualSimilarity' : 'textRelevance']: round(base),
      pageVisitsPopularity: 1,
      personalization: 1,
      transactionsPopularity: 1,
    };
    const extended: ExtendedScoreFactors = {
      attributes: visual
        ? { high: [], medium: [], low: [] }
        : attributeTokens(index, attributeFields, item, words, tolerance),
      boostFilters: [],
      ...(visual
        ? { cosineSimilarity: round(h.score) }
        : { bm25: round(h.score), matchedTerm: term, typoTolerance: tolerance }),
    };
    const boosted = ranking.sorted
      ? { score: base, matchedElasticFilter: false }
      : applyBoosts(definition.elasticFilter, item, base, scoreFactors, extended, ranking);
    return {
      itemId: h.id,
      score: round(boosted.score),
      scoreFactors,
      extendedScoreFactors: extended,
      matchedElasticFilter: boosted.matchedElasticFilter,
      sortValue: ranking.sorted
        ? sortValueOf(item, params, ranking.geoName, ranking.sortAttribute ?? '')
        : round(boosted.score),
      promotedBy: [],
    };
  });
  const { ordering } = ranking;
  if (ranking.sorted) {
    hits.sort((a, b) => compareValues(a.sortValue, b.sortValue, ordering) || (a.itemId < b.itemId ? -1 : 1));
  } else {
    // Ties keep the engine's order (stable sort).
    hits.sort((a, b) => (ordering === 'asc' ? a.score - b.score : b.score - a.score));
  }
  return hits;
}

/** The relevance factors of one hit, multiplied into its score and recorded in its factors (unsorted only). */
function applyBoosts(
  elasticFilter: string | null | undefined,
  item: Item,
  base: number,
  scoreFactors: ScoreFactors,
  extended: ExtendedScoreFactors,
  { elasticAst, classification, reranker, taste }: Ranking,
): { score: number; matchedElasticFilter: boolean } {
  let score = base;
  let matchedElasticFilter = false;
  const rating = ratingFactor(item);
  if (rating !== null) {
    scoreFactors.boosting = round(rating);
    extended.rating = item.rating as number;
    score *= rating;
  }
  if (elasticAst && matchesIql(elasticAst, item)) {
    matchedElasticFilter = true;
    scoreFactors.elasticFilter = ELASTIC_WEIGHT;
    extended.boostFilters.push({ filters: elasticFilter!, weight: ELASTIC_WEIGHT });
    score *= ELASTIC_WEIGHT;
  }
  const classified = Object.entries(classification).filter(([attribute, value]) => item[attribute] === value);
  if (classified.length > 0) {
    scoreFactors.queryClassification = CLASSIFICATION_WEIGHT;
    extended.classifiedAs = classified.map(([a, v]) => `${a}:${v}`).join(', ');
    extended.boostFilters.push({
      filters: classified.map(([a, v]) => `${a} = ${JSON.stringify(v)}`).join(' AND '),
      weight: CLASSIFICATION_WEIGHT,
    });
    score *= CLASSIFICATION_WEIGHT;
  }
  if (reranker) {
    const visits = popularityFactor(item, 'PageVisitsPopularity', 0.1);
    const transactions = popularityFactor(item, 'TransactionsPopularity', 0.05);
    scoreFactors.pageVisitsPopularity = round(visits);
    scoreFactors.transactionsPopularity = round(transactions);
    extended.PageVisitsPopularity = (item.PageVisitsPopularity as number | undefined) ?? 0;
    extended.TransactionsPopularity = (item.TransactionsPopularity as number | undefined) ?? 0;
    score *= visits * transactions;
  }
  if (taste) {
    const boost = personalBoost(taste, item);
    if (boost.factor !== 1 && boost.reason) {
      scoreFactors.personalization = boost.factor;
      extended.personalization = boost.reason;
      score *= boost.factor;
    }
  }
  return { score, matchedElasticFilter };
}

/** 4a. Promotion by the matching query rules: promoted items go first (not when sorted or ignoreQueryRules). */
function promote(
  index: EngineIndex,
  params: SearchParams,
  filteredWhere: Where | undefined,
  sorted: boolean,
  ranked: RankedHit[],
): { hits: RankedHit[]; appliedRules: SearchExplanation['appliedRules'] } {
  const appliedRules: SearchExplanation['appliedRules'] = [];
  if (sorted || params.ignoreQueryRules) return { hits: ranked, appliedRules };
  const rules = matchingRules(index.definition.name, {
    query: params.query,
    context: params.context,
    excluded: params.excludeQueryRules,
  });
  const byId = new Map(ranked.map((h) => [h.itemId, h]));
  const front: RankedHit[] = [];
  for (const rule of rules) {
    const candidates = rule.promote(index.items).filter((id) => index.byId.has(id));
    // A promoted item must pass the filters, whether or not it matches the query text.
    const allowed = new Set(
      candidates.length === 0
        ? []
        : retrieve(
            index,
            { ...params, operation: 'query' },
            '',
            whereAnd([filteredWhere, { itemId: { in: candidates } }]),
            null,
          )
            .filter((h) => passes(params.filters, index.byId.get(h.id)!))
            .map((h) => h.id),
    );
    const promoted: string[] = [];
    for (const id of candidates) {
      if (!allowed.has(id)) continue;
      let hit = byId.get(id);
      if (!hit) {
        hit = {
          itemId: id,
          score: 0,
          scoreFactors: { textRelevance: 0, pageVisitsPopularity: 1, personalization: 1, transactionsPopularity: 1 },
          extendedScoreFactors: { attributes: { high: [], medium: [], low: [] }, boostFilters: [], matchedTerm: '' },
          matchedElasticFilter: false,
          sortValue: 0,
          promotedBy: [],
        };
        byId.set(id, hit);
      }
      if (!hit.promotedBy.includes(rule.id)) hit.promotedBy.push(rule.id);
      hit.extendedScoreFactors.promotedBy = hit.promotedBy.map((r) => `rule ${r}`).join(', ');
      if (!front.includes(hit)) front.push(hit);
      promoted.push(id);
    }
    appliedRules.push({ id: rule.id, name: rule.name, promoted });
  }
  if (front.length === 0) return { hits: ranked, appliedRules };
  const pinned = new Set(front.map((h) => h.itemId));
  return { hits: [...front, ...ranked.filter((h) => !pinned.has(h.itemId))], appliedRules };
}

/** 4b. The distinct filter, after promotion (a promoted item takes its value's place first). */
function applyDistinctFilter(
  index: EngineIndex,
  params: SearchParams,
  hits: RankedHit[],
): { hits: RankedHit[]; text: string | null } {
  if (!params.distinctFilter) return { hits, text: null };
  const { attribute, maxNumItems, levelRangeModifier } = params.distinctFilter;
  const text = `at most ${maxNumItems} per ${attribute}${levelRangeModifier ? ` (ranges of ${levelRangeModifier})` : ''}`;
  const seen = new Map<string, number>();
  const kept = hits.filter((hit) => {
    const value = index.byId.get(hit.itemId)![attribute];
    const key =
      typeof value === 'number' && levelRangeModifier
        ? `range:${Math.floor(value / levelRangeModifier)}`
        : JSON.stringify(value ?? null);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count < maxNumItems;
  });
  return { hits: kept, text };
}

interface FacetsResult {
  filteredFacets: Facets;
  allFacets: Facets;
  customFilteredFacets: Facets;
  coverage: Record<string, number>;
}

/** 5. Facets: over the hits, over the unfiltered hits, and per custom-filtered attribute, as includeFacets asks. */
function facetsFor(
  index: EngineIndex,
  params: SearchParams,
  hits: readonly RankedHit[],
  { term, tolerance }: Retrieved,
  visual: VisualQuery | null,
): FacetsResult {
  const definition = index.definition;
  const filteredFacetsWanted = params.includeFacets === 'all' || params.includeFacets === 'filtered';
  const allFacetsWanted = params.includeFacets === 'all' || params.includeFacets === 'unfiltered';
  const customAttributes = Object.keys(params.customFilteredFacets);
  const facetOptions = { maxValuesPerFacet: params.maxValuesPerFacet, caseSensitive: params.caseSensitiveFacetValues };
  const size = params.facetsSize ?? Number.POSITIVE_INFINITY;
  const itemsOf = (list: readonly { itemId?: string; id?: string }[]) =>
    list.slice(0, Math.min(list.length, size)).map((h) => index.byId.get((h.itemId ?? h.id)!)!);
  const result: FacetsResult = { filteredFacets: {}, allFacets: {}, customFilteredFacets: {}, coverage: {} };
  if (params.facets.length === 0 && customAttributes.length === 0) return result;
  const filtered = facetsOf(definition, itemsOf(hits), params.facets, facetOptions);
  result.coverage = filtered.coverage;
  if (filteredFacetsWanted) result.filteredFacets = filtered.facets;
  const unfilteredHits =
    allFacetsWanted || customAttributes.length > 0 ? retrieve(index, params, term, undefined, visual, tolerance) : [];
  if (allFacetsWanted && params.facets.length > 0)
    result.allFacets = facetsOf(definition, itemsOf(unfilteredHits), params.facets, facetOptions).facets;
  for (const attribute of customAttributes) {
    const { ast } = params.customFilteredFacets[attribute]!;
    const subset = unfilteredHits.filter((h) => matchesIql(ast, index.byId.get(h.id)!));
    result.customFilteredFacets = {
      ...result.customFilteredFacets,
      ...facetsOf(definition, itemsOf(subset), [attribute], facetOptions).facets,
    };
  }
  return result;
}

interface ExplainInput {
  index: EngineIndex;
  params: SearchParams;
  visual: VisualQuery | null;
  term: string;
  geoText: string | null;
  ranking: Ranking;
  hits: readonly RankedHit[];
  appliedRules: SearchExplanation['appliedRules'];
  distinctText: string | null;
}

/** The explanation of the whole run (explain variants answer it; timingMs is set by the caller). */
function explain({
  index,
  params,
  visual,
  term,
  geoText,
  ranking,
  hits,
  appliedRules,
  distinctText,
}: ExplainInput): SearchExplanation {
  const { taste, sorted, ordering, classification } = ranking;
  const personalization: SearchExplanation['personalization'] = {
    clientUUID: params.clientUUID,
    enabled: taste !== null,
    profileFound: ranking.profileFound,
    boughtItems: taste?.bought.size ?? 0,
    viewedItems: taste?.viewed.size ?? 0,
    categories: taste ? [...taste.categories].sort() : [],
    crossWorkspace: params.crossWorkspaceMode ?? false,
  };
  return {
    personalized: taste !== null,
    promotedItemsCount: hits.filter((hit) => hit.promotedBy.length > 0).length,
    query: { finalQuery: term, synonyms: [] },
    // The seeded rules only promote items: none hides, filters, boosts or rewrites.
    rulesConsequences: { boostFilters: [], filters: [], hiddenHits: [], query: null, returnNoData: false },
    sortDetails: sortDetailsOf(params, ordering),
    tokens: queryWords(term),
    appliedFilters: {
      filters: params.filtersText,
      geo: geoText,
      elasticFilter: sorted ? null : index.definition.elasticFilter,
      distinctFilter: distinctText,
    },
    appliedRules,
    sort: { by: ranking.sortedBy, ordering },
    boosting: !sorted,
    personalization,
    queryClassification: Object.keys(classification).length > 0 ? classification : null,
    dynamicReranker: ranking.reranker,
    engine: 'orama',
    timingMs: 0,
    indexBuildMs: round(index.buildMs, 1),
    ...(visual ? { region: visual.region } : {}),
  };
}

function sortDetailsOf(params: SearchParams, ordering: 'asc' | 'desc'): SortDetails | null {
  if (params.sortByGeoPoint) {
    return {
      type: 'sorted-by-geo-point',
      geoPoint: { lat: params.sortByGeoPoint.lat, lon: params.sortByGeoPoint.lon },
      ordering,
    };
  }
  if (params.sortBy) return { type: 'sorted-by-attribute', attribute: params.sortBy, ordering };
  if (params.sortByMetric) return { type: 'sorted-by-metric', metric: params.sortByMetric, ordering };
  return null;
}

/**
 * Spelling and completion suggestions from the workspace's `products-suggestions` index (products and the
 * suggestion index itself; the store index suggests from its own titles): the phrases closest to the query
 * (2 edits allowed), most relevant first, the query itself left out.
 */
function suggestionsFor(index: EngineIndex, params: SearchParams): Suggestion[] {
  const query = params.query.trim();
  if (query === '') return [];
  const source = index.definition.name === 'stores' ? index : engineIndex(index.ws, 'products-suggestions');
  const field = source.definition.name === 'stores' ? 'title' : 'text';
  const result = engineSearch(source, {
    term: query,
    properties: [field],
    tolerance: params.operation === 'autocomplete' ? 0 : 2,
    threshold: 0,
    limit: 6,
  });
  const lower = query.toLowerCase();
  const queryTokens = queryWords(query);
  return result.hits
    .map((h) => {
      const text = String(h.document[field]).toLowerCase();
      return { text, highlighted: highlight(text, queryTokens), score: round(h.score, 4) };
    })
    .filter((s) => s.text !== lower)
    .slice(0, 5);
}

/** The suggestion with the words that begin with a query word wrapped in <em> (the vendor's `highlighted`). */
function highlight(text: string, queryTokens: readonly string[]): string {
  return text
    .split(/(\s+)/)
    .map((part) =>
      part.trim() !== '' && queryTokens.some((token) => part.startsWith(token) || token.startsWith(part))
        ? `<em>${part}</em>`
        : part,
    )
    .join('');
}
