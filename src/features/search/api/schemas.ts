import * as z from 'zod/mini';

/*
 * The search response ("Search response" in the reference) and the public index listing. Items carry whatever
 * attributes the index stores, so they are loose objects; only the fields the playground reads are checked.
 */

/**
 * A tolerant reader: the reference's shapes and the vendor's (its published clients name facets
 * `filteredResultFacets`/`unfilteredResultFacets`, give the explanation's `query` as an object, and mark no index
 * field required). A known field of an unexpected type is dropped (`lenient`) rather than failing the whole
 * answer; unknown fields pass through (loose objects) and are shown generically.
 */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(z.nullable(schema)), undefined);

const pagingMeta = {
  totalPages: lenient(z.number()),
  totalCount: lenient(z.number()),
  page: lenient(z.number()),
  limit: lenient(z.number()),
};

/** An index: only its id is needed (to search it); everything else is shown when given. */
export const searchIndexSchema = z.looseObject({
  indexId: z.string(),
  indexName: lenient(z.string()),
  itemsCatalogId: lenient(z.string()),
  language: lenient(z.string()),
  enabled: lenient(z.boolean()),
  description: lenient(z.string()),
  createdAt: lenient(z.string()),
  updatedAt: lenient(z.string()),
  /** Offered as facets to pick (the vendor's listing carries the index's configuration). */
  facetableAttributes: lenient(z.array(z.string())),
  /** Offered by the results' Sort choice (the vendor's listing names them; vendor-shapes.md). */
  sortableAttributes: lenient(z.array(z.string())),
});

export const indexListSchema = z.object({
  data: z.array(searchIndexSchema),
  meta: lenient(z.looseObject(pagingMeta)),
});

const attributeTokenSchema = z.looseObject({ token: lenient(z.string()), score: lenient(z.number()) });
export type AttributeToken = z.infer<typeof attributeTokenSchema>;
const boostFilterSchema = z.looseObject({ filters: z.optional(z.unknown()), weight: lenient(z.number()) });
export type BoostFilter = z.infer<typeof boostFilterSchema>;

/**
 * Per item, in explain variants. The vendor's: `scoreFactors` {pageVisitsPopularity, personalization,
 * transactionsPopularity}, `extendedScoreFactors` {attributes: {high, medium, low: [{token, score}]},
 * boostFilters: [{filters, weight}]} ("only when it is possible to gather them"); the simulator adds its own
 * factors and details beside them.
 */
export const itemExplanationSchema = z.looseObject({
  score: lenient(z.number()),
  scoreFactors: lenient(z.record(z.string(), z.unknown())),
  extendedScoreFactors: lenient(
    z.looseObject({
      attributes: lenient(
        z.looseObject({
          high: lenient(z.array(attributeTokenSchema)),
          medium: lenient(z.array(attributeTokenSchema)),
          low: lenient(z.array(attributeTokenSchema)),
        }),
      ),
      boostFilters: lenient(z.array(boostFilterSchema)),
    }),
  ),
  matchedElasticFilter: lenient(z.boolean()),
  sortValue: z.optional(z.unknown()),
});
export type ItemExplanation = z.infer<typeof itemExplanationSchema>;

export const searchItemSchema = z.looseObject({
  itemId: lenient(z.union([z.string(), z.number()])),
  _promotedByRules: lenient(z.array(z.number())),
  _explanation: lenient(itemExplanationSchema),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

/** attribute → {value: count}; numeric attributes → {min, max}. */
const facetsSchema = lenient(z.record(z.string(), z.record(z.string(), z.number())));
export type Facets = Record<string, Record<string, number>>;

const appliedRuleSchema = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  promoted: z.optional(z.array(z.union([z.string(), z.number()]))),
});

/**
 * The search-level explanation. The vendor's: {personalized, promotedItemsCount, query: {finalQuery, synonyms},
 * rulesConsequences: {boostFilters, filters, hiddenHits, query, returnNoData}, sortDetails}; an older or richer
 * form (the simulator's) has `query` as a string, tokens, applied filters and rules, sort, boosting, timing.
 */
export const searchExplanationSchema = z.looseObject({
  personalized: lenient(z.boolean()),
  promotedItemsCount: lenient(z.number()),
  query: lenient(
    z.union([z.string(), z.looseObject({ finalQuery: lenient(z.string()), synonyms: lenient(z.array(z.unknown())) })]),
  ),
  rulesConsequences: lenient(
    z.looseObject({
      boostFilters: lenient(z.array(boostFilterSchema)),
      filters: z.optional(z.unknown()),
      hiddenHits: z.optional(z.unknown()),
      query: z.optional(z.unknown()),
      returnNoData: lenient(z.boolean()),
    }),
  ),
  sortDetails: z.optional(z.unknown()),
  tokens: lenient(z.array(z.string())),
  appliedFilters: z.optional(z.unknown()),
  appliedRules: lenient(z.array(appliedRuleSchema)),
  sort: z.optional(z.unknown()),
  boosting: lenient(z.boolean()),
  personalization: z.optional(z.unknown()),
  engine: lenient(z.string()),
  timingMs: lenient(z.number()),
  /** Visual: the part of the query image that was compared, in normalised units. */
  region: lenient(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
});
export type SearchExplanation = z.infer<typeof searchExplanationSchema>;

/** The vendor's {text, highlighted, score}; an older form without `highlighted`, or a bare string, is read too. */
const suggestionSchema = z.union([
  z.string(),
  z.looseObject({ text: lenient(z.string()), highlighted: lenient(z.string()), score: lenient(z.number()) }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const searchExtrasSchema = z.looseObject({
  filteredFacets: facetsSchema,
  allFacets: facetsSchema,
  /** The vendor's current names for the same two groups. */
  filteredResultFacets: facetsSchema,
  unfilteredResultFacets: facetsSchema,
  customFilteredFacets: facetsSchema,
  correlationId: lenient(z.string()),
  searchId: lenient(z.string()),
  facetsOrdering: lenient(z.array(z.string())),
  suggestions: lenient(z.array(suggestionSchema)),
  usedSuggestion: lenient(suggestionSchema),
  explanation: lenient(searchExplanationSchema),
});
export type SearchExtras = z.infer<typeof searchExtrasSchema>;

export const searchMetaSchema = z.looseObject({
  ...pagingMeta,
  sortedBy: lenient(z.string()),
  ordering: lenient(z.string()),
  code: lenient(z.number()),
  link: lenient(z.array(z.looseObject({ url: z.string(), rel: z.string() }))),
});

export const searchResponseSchema = z.object({
  data: z.array(searchItemSchema),
  extras: lenient(searchExtrasSchema),
  meta: lenient(searchMetaSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

const mergeFacets = (...groups: (Facets | null | undefined)[]): Facets =>
  Object.assign({}, ...groups.filter(Boolean)) as Facets;

/** Facets under either name: filtered = filteredFacets ∪ filteredResultFacets; all = allFacets ∪ unfilteredResultFacets. */
export function facetGroupsOf(extras: SearchExtras | null | undefined): {
  filtered: Facets;
  all: Facets;
  custom: Facets;
} {
  return {
    filtered: mergeFacets(extras?.filteredFacets, extras?.filteredResultFacets),
    all: mergeFacets(extras?.allFacets, extras?.unfilteredResultFacets),
    custom: mergeFacets(extras?.customFilteredFacets),
  };
}

/** A suggestion's text, whichever form it came in. */
export const suggestionText = (suggestion: Suggestion | null | undefined): string | null =>
  typeof suggestion === 'string' ? suggestion || null : (suggestion?.text ?? null);

/** The query the service finally searched: the vendor's `query.finalQuery`, or an older string `query`. */
export const finalQueryOf = (explanation: SearchExplanation): string | null =>
  typeof explanation.query === 'string' ? explanation.query : (explanation.query?.finalQuery ?? null);
