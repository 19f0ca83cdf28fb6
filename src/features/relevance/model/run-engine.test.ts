import { ApiError } from '../../../lib/api-error';
import type { SearchResponse } from '../../search';
import {
  checkVariant,
  queryValues,
  rankingsOf,
  runSuiteVariant,
  runVariant,
  type EngineQuery,
  type EngineVariant,
  type RunContext,
  type SearchFunction,
} from './run-engine';
import { summariseRun } from './run-summary';
import { readSuite } from './suite';
import { suiteDefaults } from './suite-fixture';

const context: RunContext = { indexId: 'products', suiteId: 'suite-1', runId: 'run-1', testProfiles: new Set() };
const variant: EngineVariant = { id: 'v1', name: 'Baseline', params: { limit: '10' } };
const queries: EngineQuery[] = Array.from({ length: 12 }, (_, i) => ({ id: `q${i}`, text: `query ${i}` }));

const answer = (ids: string[]): SearchResponse => ({ data: ids.map((itemId) => ({ itemId })) }) as SearchResponse;
const httpError = (status: number, retryAt?: number) =>
  new ApiError({ kind: 'http', status, method: 'GET', path: '/search', retryAt });
const queryOf = (request: Parameters<SearchFunction>[0]) => String(request.query.query);

describe('checking a variant before a run', () => {
  it('refuses an IQL error at its position, a limit out of range and a params object over 500 bytes', () => {
    const problem = checkVariant(
      {
        id: 'bad',
        name: 'Bad',
        params: { filters: 'brand = "Nike" AND )', limit: '900', params: JSON.stringify({ note: 'x'.repeat(480) }) },
      },
      context,
    );
    expect(problem?.variantId).toBe('bad');
    expect(problem?.errors.filters).toMatch(/position 19/);
    expect(problem?.errors.limit).toBe('At most 500.');
    expect(problem?.errors.params).toMatch(/bytes as JSON; the service accepts at most 500/);
  });

  it('refuses a variant that searches as a customer who is not a test profile', () => {
    const problem = checkVariant({ ...variant, params: { clientUUID: 'customer-uuid' } }, context);
    expect(problem?.errors.clientUUID).toMatch(/test profile/);
    expect(
      checkVariant({ ...variant, params: { clientUUID: 't1' } }, { ...context, testProfiles: new Set(['t1']) }),
    ).toBe(null);
  });

  it('lets a valid variant run, and an invalid one never sends a request', async () => {
    expect(checkVariant(variant, context)).toBeNull();
    const search = vi.fn<SearchFunction>();
    const outcome = await runVariant({ ...variant, params: { filters: 'brand =' } }, queries.slice(0, 2), context, {
      search,
    });
    expect(search).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ status: 'invalid', problem: { variantId: 'v1' } });
    expect(outcome.status === 'invalid' && outcome.problem.errors.filters).toMatch(/position/);
  });

  it('names the suite and run in params beside the variant own, and sends a uuid only for a test profile', () => {
    const withParams = { ...variant, params: { params: '{"source":"ci"}', clientUUID: 'someone' } };
    const values = queryValues(withParams, { id: 'q', text: 'shoe', profile: 'p1' }, context);
    expect(JSON.parse(values.params as string)).toEqual({ source: 'ci', suite: 'suite-1', run: 'run-1' });
    expect(values.clientUUID).toBeUndefined();
    const asTest = queryValues(
      withParams,
      { id: 'q', text: 'shoe', profile: 'p1' },
      {
        ...context,
        testProfiles: new Set(['p1']),
      },
    );
    expect(asTest.clientUUID).toBe('p1');
  });
});

describe('a suite as it is stored or imported', () => {
  // Read back through the suite's reader, as the store and the suite file give it to the engine.
  const suiteWith = (testProfile?: object) =>
    readSuite({
      ...suiteDefaults,
      id: 'nightly',
      name: 'Nightly',
      indexId: 'products',
      queries: [
        { id: 'plain', kind: 'text', text: 'shoe' },
        { id: 'as-tester', kind: 'text', text: 'bag', testProfile },
      ],
    })!;
  const requestLog = () => {
    const sent: Record<string, unknown>[] = [];
    const search: SearchFunction = async (request) => {
      sent.push(request.query);
      return answer(['a']);
    };
    return { sent, search };
  };

  it('sends no uuid at all for a suite without test profiles, and every request names the suite and run', async () => {
    const { sent, search } = requestLog();
    const result = await runSuiteVariant(suiteWith(), { ...variant, params: { clientUUID: '' } }, 'run-9', { search });
    expect(result.ok).toBe(true);
    expect(sent).toHaveLength(2);
    for (const query of sent) {
      expect(query).not.toHaveProperty('clientUUID');
      expect(query.params).toEqual(['suite:nightly', 'run:run-9']);
    }
  });

  it('searches as the test profile uuid only for the query that names it', async () => {
    const { sent, search } = requestLog();
    const suite = suiteWith({ clientId: 7, label: 'Tester', uuid: 'tester-uuid' });
    await runSuiteVariant(suite, variant, 'run-9', { search });
    expect(sent.map((query) => [query.query, query.clientUUID])).toEqual([
      ['shoe', undefined],
      ['bag', 'tester-uuid'],
    ]);
  });
});

describe('running a variant', () => {
  it('keeps at most the chosen number of requests out at once', async () => {
    let active = 0;
    let most = 0;
    const search: SearchFunction = async (request) => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return answer([queryOf(request)]);
    };
    const progress: number[] = [];
    const outcome = await runVariant(variant, queries, context, {
      search,
      concurrency: 3,
      onProgress: (event) => progress.push(event.done),
    });
    expect(most).toBe(3);
    expect(outcome.status).toBe('completed');
    expect(outcome.queries.size).toBe(12);
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('retries a 500 twice with backoff, then lists the query as failed and leaves it out of every mean', async () => {
    const attempts = new Map<string, number>();
    const search: SearchFunction = async (request) => {
      const text = queryOf(request);
      attempts.set(text, (attempts.get(text) ?? 0) + 1);
      if (text === 'query 1') throw httpError(500);
      if (text === 'query 2' && attempts.get(text)! < 3)
        throw new ApiError({ kind: 'timeout', status: 0, method: 'GET', path: '/' });
      return answer(['a', 'b']);
    };
    const events: { failed: number }[] = [];
    const outcome = await runVariant(variant, queries.slice(0, 3), context, {
      search,
      backoffMs: 1,
      onProgress: (event) => events.push(event),
    });
    expect(attempts.get('query 1')).toBe(3);
    expect(attempts.get('query 2')).toBe(3);
    expect(outcome.queries.get('q1')).toEqual({
      status: 'failed',
      reason: 'The service answered 500 after 2 retries.',
    });
    expect(outcome.queries.get('q2')?.status).toBe('ok');
    expect(events.at(-1)).toEqual({ done: 3, total: 3, failed: 1 });
    const judgments = new Map([0, 1, 2].map((i) => [`q${i}`, new Map([['a', 3]])]));
    const summary = summariseRun(rankingsOf(outcome), judgments, { k: 10 });
    expect(summary).toMatchObject({ scored: 2, failed: 1, unscorable: 0 });
    expect(summary.means.ndcg?.mean).toBe(1);
  });

  it('on 429 halves the concurrency and waits for Retry-After', async () => {
    let active = 0;
    let mostAfter = 0;
    let refusedAt = 0;
    const sentAt: number[] = [];
    let refused = false;
    const search: SearchFunction = async () => {
      active += 1;
      if (refused) mostAfter = Math.max(mostAfter, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (!refused) {
        refused = true;
        refusedAt = Date.now();
        throw httpError(429, refusedAt + 200);
      }
      sentAt.push(Date.now());
      return answer(['a']);
    };
    const outcome = await runVariant(variant, queries, context, { search, concurrency: 4 });
    expect(outcome.queries.size).toBe(12);
    expect([...outcome.queries.values()].every((run) => run.status === 'ok')).toBe(true);
    expect(mostAfter).toBeLessThanOrEqual(2);
    // The requests already out when the 429 came may finish; none is sent before Retry-After.
    expect(sentAt.slice(4).every((time) => time >= refusedAt + 195)).toBe(true);
  });

  it('on 401 pauses, refreshes the session once, and resumes', async () => {
    let session = 'old';
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      session = 'new';
      return true;
    });
    const search: SearchFunction = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (session === 'old') throw httpError(401);
      return answer(['a']);
    };
    const outcome = await runVariant(variant, queries, context, { search, refresh, concurrency: 4 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect([...outcome.queries.values()].every((run) => run.status === 'ok')).toBe(true);
  });

  it('on 401 with nothing to refresh (the tracker key) fails each query saying the key was refused', async () => {
    const search: SearchFunction = async () => {
      throw httpError(401);
    };
    const outcome = await runVariant(variant, queries, context, { search, concurrency: 4 });
    const reasons = new Set([...outcome.queries.values()].map((run) => (run.status === 'failed' ? run.reason : 'ok')));
    expect([...reasons]).toEqual(['Refused (401): the tracker key was not accepted.']);
  });

  it('Cancel stops new requests at once and aborts those in flight', async () => {
    const controller = new AbortController();
    let sent = 0;
    const search: SearchFunction = (_request, signal) => {
      sent += 1;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(answer(['a'])), 50);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new ApiError({ kind: 'aborted', status: 0, method: 'GET', path: '/' }));
        });
      });
    };
    const started = Date.now();
    const running = runVariant(variant, queries, context, { search, signal: controller.signal, concurrency: 2 });
    setTimeout(() => controller.abort(), 60);
    const outcome = await running;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcome.status).toBe('cancelled');
    expect(sent).toBe(4);
    expect(outcome.queries.size).toBe(2);
  });
});
