import { KEY, ORIGIN, createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/testing';
import { rankingsOf, runSuiteVariant, runVariant, type EngineQuery, type RunContext } from '../model/run-engine';
import { readRun, type Suite } from '../model/suite';
import { summariseRun } from '../model/run-summary';
import { searchForRun } from './search-for-run';
import { suiteDefaults } from '../model/suite-fixture';

/** A seeded Math.random, so the simulator's fault injection fails the same requests on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const texts = ['shoe', 'bag', 'jacket', 'dress', 'watch', 'shirt', 'boots', 'hat', 'scarf', 'belt'];
const queries: EngineQuery[] = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, text: texts[i % texts.length]! }));
const context: RunContext = { indexId: 'products', suiteId: 'nightly', runId: 'r-7', testProfiles: new Set() };

describe('a run against the simulator', { timeout: FIRST_SEARCH_TIMEOUT_MS }, () => {
  let sent: URL[] = [];
  let tester: ReturnType<typeof createSearchTester>;
  beforeEach(() => {
    sent = [];
    tester = createSearchTester();
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      const url = new URL(input);
      sent.push(url);
      // One query the service always fails, so the run has a failed query whatever the fault injection draws.
      if (url.searchParams.get('query') === 'belt')
        return Promise.resolve(Response.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }));
      return tester.sim.handle(new Request(`${ORIGIN}${url.pathname}${url.search}`, init));
    });
    vi.spyOn(Math, 'random').mockImplementation(seededRandom(38));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('completes at failure rate 0.1, lists its failed queries, and none enters a mean', async () => {
    await tester.call('POST', '/__simulator/config', { body: { failureRate: 0.1 } });
    const variant = { id: 'base', name: 'Baseline', params: { limit: '10', clientUUID: '' } };
    const outcome = await runVariant(variant, queries, context, {
      search: searchForRun('products', KEY),
      backoffMs: 1,
    });
    expect(outcome.status).toBe('completed');
    expect(outcome.queries.size).toBe(30);
    const failed = [...outcome.queries].filter(([, run]) => run.status === 'failed').map(([id]) => id);
    expect(failed).toEqual(['q9', 'q19', 'q29']);
    // Fault injection hit other requests too: they were retried, not failed.
    expect(sent.length).toBeGreaterThan(30 + failed.length * 2);
    // Judge every query's first result 3: each answered query scores nDCG 1, a failed one would pull the mean down.
    const judgments = new Map(
      [...outcome.queries].map(([id, run]) => [id, new Map(run.status === 'ok' ? [[run.items[0]!.itemId, 3]] : [])]),
    );
    const summary = summariseRun(rankingsOf(outcome), judgments, { k: 10 });
    expect(summary).toMatchObject({ scored: 27, failed: 3, unscorable: 0 });
    expect(summary.means.ndcg?.mean).toBe(1);
  });

  it('names the suite and run in every request and sends no uuid for a suite without test profiles', async () => {
    const customer = '6a0c7c1e-1b2f-4a7a-9d3e-0f1e2d3c4b5a';
    const withProfile = queries.slice(0, 4).map((query) => ({ ...query, profile: customer }));
    await runVariant({ id: 'base', name: 'Baseline', params: {} }, withProfile, context, {
      search: searchForRun('products', KEY),
    });
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const url of sent) {
      expect(url.searchParams.getAll('params')).toEqual(expect.arrayContaining(['suite:nightly', 'run:r-7']));
      expect(url.searchParams.has('clientUUID')).toBe(false);
      expect(url.href).not.toContain(customer);
      expect(url.searchParams.get('explain') ?? url.pathname).toMatch(/explain/);
    }
  });

  it('stores a suite variant run as a record the store reads back, with the explanation the explain diff needs', async () => {
    const suite: Suite = {
      ...suiteDefaults,
      id: 'nightly',
      name: 'Nightly',
      indexId: 'products',
      queries: [
        { id: 'shoe', kind: 'text', text: 'shoe' },
        { id: 'bag', kind: 'text', text: 'bag' },
      ],
      judgments: [],
      variants: [],
    };
    const result = await runSuiteVariant(suite, { id: 'base', name: 'Baseline', params: { limit: '5' } }, 'r-1', {
      search: searchForRun('products', KEY),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    expect(result.run).toMatchObject({ indexId: 'products', limit: 5, state: 'finished', variantId: 'base' });
    expect(readRun(result.run)).toEqual(result.run);
    const shoe = result.run.queries.shoe;
    if (shoe?.status !== 'ok') throw new Error('shoe failed');
    expect(shoe.items).toHaveLength(5);
    expect(typeof shoe.items[0]!.explanation?.score).toBe('number');
  });
});
