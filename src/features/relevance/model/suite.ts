/**
 * A relevance suite and what hangs off it (issue 38, "Suites"): its queries, the judgments 0–3 per (query, item),
 * the variants (named parameter sets) and the runs. The types are the store's records and the export file's
 * content; the schemas read them back tolerantly (a stored record from an older build, an imported file): a
 * missing optional field or one of the wrong type is dropped, a record without its identity is refused.
 */
import * as z from 'zod/mini';
import type { ParameterValues } from '../../search';

/** Grades 0–3, the scale; an imported grade outside it is refused with its line (imports). */
export const gradeScale = { min: 0, max: 3 } as const;
export type Grade = 0 | 1 | 2 | 3;

export const defaultScaleLabels: Readonly<Record<Grade, string>> = {
  0: 'Irrelevant',
  1: 'Related',
  2: 'Relevant',
  3: 'Perfect',
};

export type QueryKind = 'text' | 'visual' | 'autocomplete';

/** A profile the analyst marked as a test profile: the only one a run ever searches as. */
export interface TestProfile {
  clientId: number;
  label: string;
  /** The profile's uuid, sent as the search's `clientUUID`; a file written before it was kept has none. */
  uuid?: string;
}

export interface SuiteQuery {
  id: string;
  kind: QueryKind;
  /** The search text; for a visual query, the image URL. */
  text: string;
  /** Visual queries: the item the image search is anchored on. */
  anchorItemId?: string;
  /** An IQL filter sent with the query. */
  filter?: string;
  /** What the person searching wants, in words (the judges read it). */
  informationNeed?: string;
  notes?: string;
  /** Only a profile the analyst marked as a test profile is ever searched as (issue 38, "Safety"). */
  testProfile?: TestProfile;
}

export interface Judgment {
  queryId: string;
  itemId: string;
  grade: Grade;
  /** Kept beside the grade so judging works when the item has left the index. */
  title?: string;
  image?: string;
  brand?: string;
}

export interface Variant {
  id: string;
  name: string;
  /** The playground's parameters; explain is always on when it runs (variantParams). */
  params: ParameterValues;
}

/** The explain answer a run keeps per item, enough for the explain diff. */
export interface CompactExplanation {
  score?: number;
  scoreFactors?: Record<string, number>;
  extendedScoreFactors?: Record<string, unknown>;
  matchedElasticFilter?: boolean;
}

export interface RankedItem {
  itemId: string;
  score?: number;
  promotingRules?: number[];
  explanation?: CompactExplanation;
}

export type QueryOutcome = { status: 'ok'; items: RankedItem[] } | { status: 'failed'; reason: string };

export type RunState = 'running' | 'paused' | 'cancelled' | 'finished';

export interface Run {
  id: string;
  suiteId: string;
  variantId: string;
  startedAt: string;
  finishedAt?: string;
  /** The variant's parameters as they were sent, so a later edit of the variant does not rewrite history. */
  params: ParameterValues;
  indexId: string;
  /** Results asked for per query; a baseline of another limit is "not comparable". */
  limit: number;
  state: RunState;
  /** Per query id; a query not yet run has no entry. */
  queries: Record<string, QueryOutcome>;
}

export interface Suite {
  id: string;
  name: string;
  indexId: string;
  scale: Readonly<Record<Grade, string>>;
  createdAt: string;
  updatedAt: string;
  queries: SuiteQuery[];
  judgments: Judgment[];
  variants: Variant[];
  /** The run the others are compared against. */
  baselineRunId?: string;
}

/** A new run's id: its start in base 36 and a random tail, so ids sort roughly by time and never collide. */
export const newRunId = () => `run-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The explain flag every variant runs with, whatever was saved. */
const explainParameter = 'explain';

export function variantParams(variant: Variant): ParameterValues {
  return { ...variant.params, [explainParameter]: 'true' };
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'number' && Number.isInteger(value) && value >= gradeScale.min && value <= gradeScale.max;
}

// ---- Tolerant readers ----

const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const nonEmpty = z.string().check(z.minLength(1));
const gradeSchema = z.number().check(z.int(), z.gte(gradeScale.min), z.lte(gradeScale.max));

/** A list whose unreadable entries are dropped, not the whole list refused. */
function tolerantList<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = z.safeParse(schema, entry);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    ),
  );
}

const parameterValuesSchema = z.catch(
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  {} as Record<string, string | string[]>,
);

export const testProfileSchema = z.object({
  clientId: z.number(),
  label: z.string(),
  uuid: lenient(z.string().check(z.minLength(1))),
});

export const suiteQuerySchema = z.object({
  id: nonEmpty,
  kind: z.catch(z.enum(['text', 'visual', 'autocomplete']), 'text'),
  text: z.string(),
  anchorItemId: lenient(z.string()),
  filter: lenient(z.string()),
  informationNeed: lenient(z.string()),
  notes: lenient(z.string()),
  testProfile: lenient(testProfileSchema),
});

export const judgmentSchema = z.object({
  queryId: nonEmpty,
  itemId: nonEmpty,
  grade: gradeSchema,
  title: lenient(z.string()),
  image: lenient(z.string()),
  brand: lenient(z.string()),
});

export const variantSchema = z.object({ id: nonEmpty, name: z.string(), params: parameterValuesSchema });

const compactExplanationSchema = z.object({
  score: lenient(z.number()),
  scoreFactors: lenient(z.record(z.string(), z.number())),
  extendedScoreFactors: lenient(z.record(z.string(), z.unknown())),
  matchedElasticFilter: lenient(z.boolean()),
});

const rankedItemSchema = z.object({
  itemId: nonEmpty,
  score: lenient(z.number()),
  promotingRules: lenient(z.array(z.number())),
  explanation: lenient(compactExplanationSchema),
});

const queryOutcomeSchema = z.union([
  z.object({ status: z.literal('ok'), items: tolerantList(rankedItemSchema) }),
  z.object({ status: z.literal('failed'), reason: z.catch(z.string(), 'failed') }),
]);

export const runSchema = z.object({
  id: nonEmpty,
  suiteId: nonEmpty,
  variantId: nonEmpty,
  startedAt: z.string(),
  finishedAt: lenient(z.string()),
  params: parameterValuesSchema,
  indexId: z.string(),
  limit: z.number().check(z.int(), z.positive()),
  state: z.catch(z.enum(['running', 'paused', 'cancelled', 'finished']), 'cancelled'),
  queries: z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((entries) => {
      const kept: Record<string, QueryOutcome> = {};
      for (const [queryId, entry] of Object.entries(entries)) {
        const parsed = z.safeParse(queryOutcomeSchema, entry);
        if (parsed.success) kept[queryId] = parsed.data as QueryOutcome;
      }
      return kept;
    }),
  ),
});

const scaleSchema = z.pipe(
  z.catch(z.record(z.string(), z.string()), {}),
  z.transform((labels): Record<Grade, string> => ({
    0: labels['0'] ?? defaultScaleLabels[0],
    1: labels['1'] ?? defaultScaleLabels[1],
    2: labels['2'] ?? defaultScaleLabels[2],
    3: labels['3'] ?? defaultScaleLabels[3],
  })),
);

export const suiteSchema = z.object({
  id: nonEmpty,
  name: z.string(),
  indexId: z.string(),
  scale: scaleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  queries: tolerantList(suiteQuerySchema),
  judgments: tolerantList(judgmentSchema),
  variants: tolerantList(variantSchema),
  baselineRunId: lenient(z.string()),
});

/** Drops the keys a tolerant reader left undefined, so a record read back equals the one written. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function readSuite(value: unknown): Suite | null {
  const parsed = z.safeParse(suiteSchema, value);
  return parsed.success ? withoutUndefined(parsed.data as Suite) : null;
}

export function readRun(value: unknown): Run | null {
  const parsed = z.safeParse(runSchema, value);
  return parsed.success ? withoutUndefined(parsed.data as Run) : null;
}

/** The query id → (item id → grade) maps the metric code (metrics.ts) scores against. */
export function judgmentMaps(judgments: readonly Judgment[]): Map<string, Map<string, number>> {
  const maps = new Map<string, Map<string, number>>();
  for (const judgment of judgments) {
    const map = maps.get(judgment.queryId) ?? new Map<string, number>();
    map.set(judgment.itemId, judgment.grade);
    maps.set(judgment.queryId, map);
  }
  return maps;
}

/** A run's outcomes as the rankings summariseRun (run-summary.ts) takes, in the suite's query order. */
export function runRankings(
  run: Run,
  queries: readonly Pick<SuiteQuery, 'id'>[],
): Map<string, readonly string[] | 'failed'> {
  const rankings = new Map<string, readonly string[] | 'failed'>();
  for (const query of queries) {
    const outcome = run.queries[query.id];
    if (!outcome) continue;
    rankings.set(query.id, outcome.status === 'failed' ? 'failed' : outcome.items.map((item) => item.itemId));
  }
  return rankings;
}
