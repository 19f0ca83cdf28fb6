// Issue 38's run engine: one variant over a suite's queries, with the safety and fault rules of decision 0187.
// The search itself is injected (api/run-variant.ts gives the playground's runSearch; the tests the simulator), so
// the rules here are the same in the browser, in Node and on the command line.
import type { BuiltSearchRequest, ParameterValues, SearchResponse, SearchTab } from '../../search';
import { buildSearchRequest } from '../../search/after-paint';
import { concurrencyFrom } from './run-summary';
import type { QueryRanking } from './run-summary';
import {
  variantParams,
  type CompactExplanation,
  type QueryOutcome,
  type RankedItem,
  type Run,
  type Suite,
  type SuiteQuery,
} from './suite';

export interface EngineQuery {
  id: string;
  /** The query text; for a visual query, the image's address. */
  text: string;
  kind?: 'text' | 'visual' | 'autocomplete';
  /** An IQL filter of this query's own, joined to the variant's with AND. */
  filter?: string;
  /** The profile the query searches as; sent only when it is one of the suite's test profiles. */
  profile?: string;
}

export interface EngineVariant {
  id: string;
  name: string;
  params: ParameterValues;
}

export interface RunContext {
  indexId: string;
  suiteId: string;
  runId: string;
  /** Profiles the analyst marked as test profiles: the only uuids a request may carry. */
  testProfiles: ReadonlySet<string>;
}

/** A variant that cannot run: each problem at its parameter (the playground's own messages). */
export interface VariantProblem {
  variantId: string;
  errors: Record<string, string>;
}

export type QueryRun = QueryOutcome;

/** Results asked for when the variant does not say: sent explicitly, so every run records the limit it used. */
export const defaultRunLimit = 20;

export interface RunProgressEvent {
  done: number;
  total: number;
  failed: number;
}

export type RunOutcome =
  | {
      /** cancelled: Cancel stopped it; the queries not yet answered are absent from `queries`. */
      status: 'completed' | 'cancelled';
      queries: Map<string, QueryRun>;
    }
  /** The variant failed its checks: nothing was sent. */
  | { status: 'invalid'; problem: VariantProblem; queries: Map<string, QueryRun> };

/** What the engine needs of a failure: the HTTP status (0 for none), its kind, and Retry-After as epoch ms. */
interface FailureLike {
  status?: number;
  kind?: string;
  retryAt?: number;
}

export type SearchFunction = (request: BuiltSearchRequest, signal: AbortSignal) => Promise<SearchResponse>;

export interface RunOptions {
  search: SearchFunction;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: RunProgressEvent) => void;
  /** After a 401: refresh the session; false when it cannot (the run then fails the waiting queries). */
  refresh?: () => Promise<boolean>;
  /** The first retry's wait; the second waits twice as long. */
  backoffMs?: number;
  now?: () => number;
}

export const maxRetries = 2;
const defaultBackoffMs = 500;
/** A 429 without Retry-After waits this long. */
const defaultRetryAfterMs = 1000;
/** A query given up after this many 429s or 401s in a row (the service keeps refusing). */
const maxRefusals = 6;

function paramsObject(raw: ParameterValues[string] | undefined): Record<string, unknown> | string | undefined {
  if (raw === undefined) return undefined;
  const text = (typeof raw === 'string' ? raw : raw.join('')).trim();
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : text;
  } catch {
    return text;
  }
}

const tabOf = (query: EngineQuery): SearchTab =>
  query.kind === 'visual' ? 'visual' : query.kind === 'autocomplete' ? 'autocomplete' : 'query';

/**
 * The parameters sent for one query: the variant's, explain always on, `params` naming the suite and run beside
 * the variant's own, and a uuid only for a test profile (a variant's own clientUUID is never sent: decision 0187).
 */
export function queryValues(variant: EngineVariant, query: EngineQuery, context: RunContext): ParameterValues {
  const { clientUUID: _dropped, params: ownParams, ...rest } = variant.params;
  const values: Record<string, string | readonly string[]> = { limit: String(defaultRunLimit), ...rest };
  if (tabOf(query) === 'visual') values.url = query.text;
  else values.query = query.text;
  const variantFilter = typeof rest.filters === 'string' ? rest.filters.trim() : '';
  const queryFilter = query.filter?.trim() ?? '';
  if (variantFilter && queryFilter) values.filters = `(${variantFilter}) AND (${queryFilter})`;
  else if (queryFilter) values.filters = queryFilter;
  const own = paramsObject(ownParams);
  // A params text that is not an object is passed on as it is, so the playground's check names the problem.
  values.params =
    typeof own === 'string' ? own : JSON.stringify({ ...(own ?? {}), suite: context.suiteId, run: context.runId });
  if (query.profile && context.testProfiles.has(query.profile)) values.clientUUID = query.profile;
  return values;
}

/** The request for one query, or its problems at their parameters. */
export function buildQueryRequest(
  variant: EngineVariant,
  query: EngineQuery,
  context: RunContext,
): { ok: true; request: BuiltSearchRequest } | { ok: false; errors: Record<string, string> } {
  const built = buildSearchRequest({
    indexId: context.indexId,
    tab: tabOf(query),
    explain: true,
    method: 'GET',
    values: queryValues(variant, query, context),
  });
  if (built.ok) return built;
  return {
    ok: false,
    errors: built.missing ? { ...built.errors, [built.missing]: 'The query is empty.' } : built.errors,
  };
}

/**
 * Checks a variant before any run with the playground's own checks (IQL errors at their position, limits, the
 * 500-byte params with the suite and run added), and that it does not search as a customer: null when it may run.
 */
export function checkVariant(variant: EngineVariant, context: RunContext): VariantProblem | null {
  const errors: Record<string, string> = {};
  const uuid = variant.params.clientUUID;
  const uuidText = typeof uuid === 'string' ? uuid.trim() : (uuid ?? []).join('').trim();
  if (uuidText && !context.testProfiles.has(uuidText))
    errors.clientUUID =
      'Searching as a customer records events in their history: name a test profile on the query instead.';
  const built = buildQueryRequest(variant, { id: 'check', text: 'check' }, context);
  if (!built.ok) Object.assign(errors, built.errors);
  return Object.keys(errors).length > 0 ? { variantId: variant.id, errors } : null;
}

/** What the explain diff needs of the service's per-item explanation: numeric factors only, the rest as it came. */
function compact(explanation: NonNullable<SearchResponse['data'][number]['_explanation']>): CompactExplanation {
  const factors = Object.entries(explanation.scoreFactors ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return JSON.parse(
    JSON.stringify({
      score: explanation.score,
      scoreFactors: factors.length ? Object.fromEntries(factors) : undefined,
      extendedScoreFactors: explanation.extendedScoreFactors,
      matchedElasticFilter: explanation.matchedElasticFilter,
    }),
  ) as CompactExplanation;
}

function rankedItems(response: SearchResponse): RankedItem[] {
  return response.data.flatMap((item): RankedItem[] => {
    if (item.itemId === undefined || item.itemId === null) return [];
    const explanation = item._explanation;
    const ranked: RankedItem = { itemId: String(item.itemId) };
    if (typeof explanation?.score === 'number') ranked.score = explanation.score;
    if (item._promotedByRules?.length) ranked.promotingRules = [...item._promotedByRules];
    if (explanation) ranked.explanation = compact(explanation);
    return [ranked];
  });
}

/** How many requests may be out at once: halved on a 429, and held while a refresh or a Retry-After lasts. */
class Gate {
  active = 0;
  private holdUntil = 0;
  private refreshing: Promise<boolean> | null = null;
  private waiters: (() => void)[] = [];
  constructor(
    public limit: number,
    private readonly signal: AbortSignal,
    private readonly now: () => number,
  ) {
    signal.addEventListener('abort', () => this.wake(), { once: true });
  }

  /** Resolves true when a request may go, false once the run is cancelled. */
  async acquire(): Promise<boolean> {
    for (;;) {
      if (this.signal.aborted) return false;
      if (this.refreshing) await this.refreshing;
      const wait = this.holdUntil - this.now();
      if (wait > 0) await sleep(wait, this.signal);
      else if (this.active < this.limit) {
        this.active += 1;
        return true;
      } else await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  release() {
    this.active -= 1;
    this.wake();
  }

  throttle(retryAt: number | undefined) {
    this.limit = Math.max(1, Math.floor(this.limit / 2));
    this.holdUntil = Math.max(this.holdUntil, retryAt ?? this.now() + defaultRetryAfterMs);
  }

  /** One refresh for any number of 401s at once. */
  refresh(run: () => Promise<boolean>): Promise<boolean> {
    this.refreshing ??= run()
      .catch(() => false)
      .finally(() => {
        this.refreshing = null;
        this.wake();
      });
    return this.refreshing;
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}

/** Waits, or stops waiting as soon as the run is cancelled. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

const failureOf = (error: unknown): FailureLike => (typeof error === 'object' && error ? (error as FailureLike) : {});

function describeFailure(failure: FailureLike, error: unknown): string {
  if (failure.kind === 'timeout') return 'No answer in time after 2 retries.';
  if (failure.status && failure.status >= 500) return `The service answered ${failure.status} after 2 retries.`;
  if (failure.status) return `The service answered ${failure.status}.`;
  return error instanceof Error ? error.message : 'The search failed.';
}

/**
 * Runs one checked variant over the queries. A query that still fails after its retries is `failed` (listed, in
 * no mean, never scored 0); Cancel stops new requests at once and aborts those in flight.
 */
export async function runVariant(
  variant: EngineVariant,
  queries: readonly EngineQuery[],
  context: RunContext,
  options: RunOptions,
): Promise<RunOutcome> {
  const problem = checkVariant(variant, context);
  if (problem) return { status: 'invalid', problem, queries: new Map() };
  const signal = options.signal ?? new AbortController().signal;
  const now = options.now ?? Date.now;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const gate = new Gate(concurrencyFrom(options.concurrency), signal, now);
  const results = new Map<string, QueryRun>();
  let failed = 0;
  const settle = (queryId: string, run: QueryRun) => {
    results.set(queryId, run);
    if (run.status === 'failed') failed += 1;
    options.onProgress?.({ done: results.size, total: queries.length, failed });
  };

  async function runOne(query: EngineQuery): Promise<void> {
    const built = buildQueryRequest(variant, query, context);
    if (!built.ok) {
      if (!signal.aborted) settle(query.id, { status: 'failed', reason: Object.values(built.errors).join(' ') });
      return;
    }
    let retries = 0;
    let refusals = 0;
    for (;;) {
      if (!(await gate.acquire())) return;
      let failure: FailureLike;
      let error: unknown;
      try {
        const response = await options.search(built.request, signal);
        if (signal.aborted) return;
        settle(query.id, { status: 'ok', items: rankedItems(response) });
        return;
      } catch (caught) {
        error = caught;
        failure = failureOf(caught);
      } finally {
        gate.release();
      }
      if (signal.aborted || failure.kind === 'aborted') return;
      if ((failure.status === 401 || failure.status === 429) && refusals < maxRefusals) {
        refusals += 1;
        if (failure.status === 429) gate.throttle(failure.retryAt);
        else if (!options.refresh) {
          // Nothing to refresh: the search's credential is the workspace's tracker key, and it was refused.
          settle(query.id, { status: 'failed', reason: 'Refused (401): the tracker key was not accepted.' });
          return;
        } else if (!(await gate.refresh(options.refresh))) {
          settle(query.id, { status: 'failed', reason: 'The session could not be refreshed.' });
          return;
        }
        continue;
      }
      const retryable = failure.kind === 'timeout' || failure.kind === 'network' || (failure.status ?? 0) >= 500;
      if (retryable && retries < maxRetries) {
        retries += 1;
        await sleep(backoffMs * 2 ** (retries - 1), signal);
        continue;
      }
      settle(query.id, { status: 'failed', reason: describeFailure(failure, error) });
      return;
    }
  }

  await Promise.all(queries.map(runOne));
  return { status: signal.aborted ? 'cancelled' : 'completed', queries: results };
}

/** The rankings summariseRun (run-summary.ts) scores: failed queries stay failed, never an empty list. */
export function rankingsOf(outcome: RunOutcome): Map<string, QueryRanking> {
  return new Map(
    [...outcome.queries].map(([queryId, run]) => [
      queryId,
      run.status === 'failed' ? 'failed' : run.items.map((item) => item.itemId),
    ]),
  );
}

/** The engine's view of a suite's query; a test profile searches as its uuid, never any other profile. */
export function engineQuery(query: SuiteQuery): EngineQuery {
  const profile = query.testProfile?.uuid;
  return { id: query.id, text: query.text, kind: query.kind, filter: query.filter, profile };
}

/** The run context of a suite: its test profiles' uuids are the only ones a request may carry. */
export function suiteContext(suite: Suite, runId: string): RunContext {
  const testProfiles = new Set(
    suite.queries.flatMap((query) => (query.testProfile?.uuid ? [query.testProfile.uuid] : [])),
  );
  return { indexId: suite.indexId, suiteId: suite.id, runId, testProfiles };
}

/** The limit a variant's run asks for (the run records it: a baseline of another limit is not comparable). */
export function runLimit(variant: Pick<EngineVariant, 'params'>): number {
  const value = Number(variant.params.limit);
  return Number.isInteger(value) && value >= 1 ? value : defaultRunLimit;
}

/**
 * Runs a suite's variant and returns the stored record (frozen parameters, index, limit, each query's outcome), or
 * the variant's problems when it may not run.
 */
export async function runSuiteVariant(
  suite: Suite,
  variant: EngineVariant,
  runId: string,
  options: RunOptions,
): Promise<{ ok: true; run: Run } | { ok: false; problem: VariantProblem }> {
  const startedAt = new Date((options.now ?? Date.now)()).toISOString();
  const outcome = await runVariant(variant, suite.queries.map(engineQuery), suiteContext(suite, runId), options);
  if (outcome.status === 'invalid') return { ok: false, problem: outcome.problem };
  return {
    ok: true,
    run: {
      id: runId,
      suiteId: suite.id,
      variantId: variant.id,
      startedAt,
      finishedAt: new Date((options.now ?? Date.now)()).toISOString(),
      params: variantParams(variant),
      indexId: suite.indexId,
      limit: runLimit(variant),
      state: outcome.status === 'cancelled' ? 'cancelled' : 'finished',
      queries: Object.fromEntries(outcome.queries),
    },
  };
}
