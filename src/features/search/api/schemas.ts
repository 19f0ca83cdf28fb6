import * as z from 'zod/mini';

/*
 * The search response ("Search response" in the reference) and the public index listing. Items carry whatever
 * attributes the index stores, so they are loose objects; only the fields the playground reads are checked.
 */

const pagingMeta = {
  totalPages: z.number(),
  totalCount: z.number(),
  page: z.number(),
  limit: z.number(),
};

export const searchIndexSchema = z.object({
  indexId: z.string(),
  indexName: z.string(),
  itemsCatalogId: z.optional(z.nullable(z.string())),
  language: z.optional(z.nullable(z.string())),
  enabled: z.boolean(),
  createdAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
});
export type SearchIndex = z.infer<typeof searchIndexSchema>;

export const indexListSchema = z.object({
  data: z.array(searchIndexSchema),
  meta: z.optional(z.looseObject(pagingMeta)),
});

/** Per item, in explain variants: the engine's score and how it was made. */
export const itemExplanationSchema = z.looseObject({
  score: z.optional(z.nullable(z.number())),
  scoreFactors: z.optional(z.nullable(z.record(z.string(), z.number()))),
  extendedScoreFactors: z.optional(z.nullable(z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])))),
  matchedElasticFilter: z.optional(z.nullable(z.boolean())),
  sortValue: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type ItemExplanation = z.infer<typeof itemExplanationSchema>;

export const searchItemSchema = z.looseObject({
  itemId: z.optional(z.union([z.string(), z.number()])),
  _promotedByRules: z.optional(z.nullable(z.array(z.number()))),
  _explanation: z.optional(z.nullable(itemExplanationSchema)),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

/** attribute → {value: count}; numeric attributes → {min, max}. */
const facetsSchema = z.optional(z.nullable(z.record(z.string(), z.record(z.string(), z.number()))));
export type Facets = Record<string, Record<string, number>>;

const appliedRuleSchema = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  promoted: z.optional(z.array(z.union([z.string(), z.number()]))),
});

export const searchExplanationSchema = z.looseObject({
  query: z.optional(z.nullable(z.string())),
  tokens: z.optional(z.nullable(z.array(z.string()))),
  appliedFilters: z.optional(z.unknown()),
  appliedRules: z.optional(z.nullable(z.array(appliedRuleSchema))),
  sort: z.optional(z.unknown()),
  boosting: z.optional(z.nullable(z.boolean())),
  personalization: z.optional(z.unknown()),
  engine: z.optional(z.nullable(z.string())),
  timingMs: z.optional(z.nullable(z.number())),
  /** Visual: the part of the query image that was compared, in normalised units. */
  region: z.optional(z.nullable(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }))),
});
export type SearchExplanation = z.infer<typeof searchExplanationSchema>;

export const searchExtrasSchema = z.looseObject({
  filteredFacets: facetsSchema,
  allFacets: facetsSchema,
  customFilteredFacets: facetsSchema,
  correlationId: z.optional(z.nullable(z.string())),
  searchId: z.optional(z.nullable(z.string())),
  facetsOrdering: z.optional(z.nullable(z.array(z.string()))),
  suggestions: z.optional(z.nullable(z.array(z.looseObject({ text: z.optional(z.string()), score: z.optional(z.number()) })))),
  usedSuggestion: z.optional(z.nullable(z.looseObject({ text: z.optional(z.string()) }))),
  explanation: z.optional(z.nullable(searchExplanationSchema)),
});
export type SearchExtras = z.infer<typeof searchExtrasSchema>;

export const searchMetaSchema = z.looseObject({
  ...pagingMeta,
  sortedBy: z.optional(z.nullable(z.string())),
  ordering: z.optional(z.nullable(z.string())),
  code: z.optional(z.number()),
  link: z.optional(z.nullable(z.array(z.object({ url: z.string(), rel: z.string() })))),
});

export const searchResponseSchema = z.object({
  data: z.array(searchItemSchema),
  extras: z.optional(searchExtrasSchema),
  meta: z.optional(searchMetaSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
