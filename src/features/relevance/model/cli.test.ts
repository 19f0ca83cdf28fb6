import { describe, expect, it } from 'vitest';
import {
  formatVariants,
  jsonOf,
  parseCliArgs,
  parseParams,
  parseQrels,
  parseRun,
  parseTopics,
  plainSuite,
  reportOf,
  verdictOf,
  type CliRun,
} from './cli';
import type { Run } from './suite';

const required = ['--base-url', 'http://127.0.0.1:4010', '--tracker-key', 'K', '--index', 'products'];

describe('the command line arguments', () => {
  it('take a suite, or queries with qrels and optional parameters', () => {
    const args = parseCliArgs([...required, '--queries', 'q.tsv', '--qrels=q.qrels', '--json']);
    expect(args).toMatchObject({ ok: true, options: { queries: 'q.tsv', qrels: 'q.qrels', json: true, k: 10 } });
    expect(parseCliArgs([...required, '--suite', 's.json'])).toMatchObject({ ok: true, options: { suite: 's.json' } });
  });

  it('answer --help with the usage', () => {
    expect(parseCliArgs(['--queries', 'q.tsv', '--help'])).toEqual({ ok: 'help' });
  });

  it.each([
    [['--queries', 'q.tsv', '--qrels', 'q.qrels'], '--base-url is required.'],
    [[...required, '--queries', 'q.tsv'], 'Give --suite, or --queries with --qrels.'],
    [[...required, '--suite', 's', '--qrels', 'q'], 'Give either --suite or --queries with --qrels, not both.'],
    [[...required, '--suite', 's', '--k', '0'], '--k must be a whole number from 1 to 500.'],
    [[...required, '--suite', '--json'], '--suite needs a value.'],
    [[...required, '--suite', 's', '--colour'], 'Unknown option --colour.'],
  ])('refuse %j with the reason', (argv, reason) => {
    expect(parseCliArgs(argv)).toEqual({ ok: false, reason });
  });
});

describe('the plain formats', () => {
  it('read TREC topics with a BOM and CRLF, and refuse a line without a tab by its number', () => {
    expect(parseTopics('\uFEFFq1\tred shoes\r\n\r\nq2\tmug\r\n')).toEqual({
      ok: true,
      value: [
        { id: 'q1', text: 'red shoes' },
        { id: 'q2', text: 'mug' },
      ],
    });
    expect(parseTopics('q1\tmug\nq2 mug\n')).toEqual({ ok: false, reason: 'Line 2: expected "id<TAB>text".' });
  });

  it('read qrels, keep the last of a repeated judgment, and refuse a grade off the scale by its line', () => {
    const qrels = parseQrels('q1 0 A 3\nq1 0 A 1\nq2 0 B 0\n');
    expect(qrels.ok && [...qrels.value.get('q1')!]).toEqual([['A', 1]]);
    expect(parseQrels('q1 0 A 2\nq1 0 B 4\n')).toEqual({
      ok: false,
      reason: 'Line 2: grade "4" is outside the scale 0–3.',
    });
  });

  it('read parameters as the playground sends them: scalars and lists as text', () => {
    expect(parseParams('{"excludeQueryRules":[105],"limit":10,"explain":true}')).toEqual({
      ok: true,
      value: { excludeQueryRules: ['105'], limit: '10', explain: 'true' },
    });
    expect(parseParams('[1]')).toMatchObject({ ok: false });
    expect(parseRun('{"rankings":{"q1":[1]}}')).toMatchObject({ ok: false });
  });
});

describe('the verdict', () => {
  const qrels = new Map([
    ['q1', new Map([['A', 3]])],
    ['q2', new Map([['B', 2]])],
    ['q3', new Map([['C', 0]])],
  ]);
  const run = (rankings: CliRun['rankings']): CliRun => ({ index: 'products', k: 10, params: {}, rankings });

  it('leaves failed and unscorable queries out of every mean and names them', () => {
    const report = reportOf(run({ q1: ['A'], q2: 'failed', q3: ['C'] }), qrels);
    expect(report).toMatchObject({ failed: ['q2'], unscorable: ['q3'] });
    expect(report.measures).toMatchObject({ ndcg_cut_10: 1, ndcg_exp_cut_10: 1, P_10: 0.1, recip_rank: 1 });
  });

  it('flags a query whose nDCG dropped by 0.10 or more, and not an unchanged one', () => {
    const before = run({ q1: ['A'], q2: ['B'] });
    const after = run({ q1: ['X', 'A'], q2: ['B'] });
    const verdict = verdictOf(after, reportOf(after, qrels), before, reportOf(before, qrels));
    expect(verdict).toMatchObject({ flagged: ['q1'], regression: true });
    const same = verdictOf(before, reportOf(before, qrels), before, reportOf(before, qrels));
    expect(same).toMatchObject({ flagged: [], regression: false });
  });

  it('names flagged queries in their own order, whatever order their searches came back in', () => {
    const judged = new Map([
      ['q10', new Map([['A', 3]])],
      ['q2', new Map([['B', 3]])],
    ]);
    const before = run({ q2: ['B'], q10: ['A'] });
    // Keys in the order the answers arrived: q10 first.
    const after = run({ q10: ['X', 'Y', 'A'], q2: ['X', 'Y', 'B'] });
    const verdict = verdictOf(after, reportOf(after, judged), before, reportOf(before, judged));
    expect(verdict.flagged).toEqual(['q2', 'q10']);
  });

  it('refuses to compare runs of another index', () => {
    const before = { ...run({ q1: ['A'] }), index: 'stores' };
    const after = run({ q1: ['B'] });
    expect(verdictOf(after, reportOf(after, qrels), before, reportOf(before, qrels))).toMatchObject({
      notComparable: expect.stringContaining('"stores"'),
      regression: false,
    });
  });
});

describe('the engine runs', () => {
  const qrels = new Map([['q1', new Map([['A', 3]])]]);
  const stored: Run = {
    id: 'run-1',
    suiteId: 'suite-1',
    variantId: 'v1',
    startedAt: '2026-11-28T00:00:00.000Z',
    params: { explain: 'true' },
    indexId: 'products',
    limit: 20,
    state: 'finished',
    queries: { q1: { status: 'ok', items: [{ itemId: 'A', score: 2 }] }, q2: { status: 'failed', reason: '500' } },
  };

  it('make the plain formats one suite whose variant asks for k results, judging only its own queries', () => {
    const suite = plainSuite(
      [{ id: 'q1', text: 'mug' }],
      new Map([...qrels, ['q9', new Map([['Z', 1]])]]),
      { excludeQueryRules: ['105'] },
      { index: 'products', k: 5 },
      '2026-11-28T00:00:00.000Z',
    );
    expect(suite).toMatchObject({
      indexId: 'products',
      queries: [{ id: 'q1', kind: 'text', text: 'mug' }],
      judgments: [{ queryId: 'q1', itemId: 'A', grade: 3 }],
      variants: [{ params: { excludeQueryRules: ['105'], limit: '5' } }],
    });
  });

  it('read a stored run of the suite format as a baseline, its failed queries kept failed', () => {
    expect(parseRun(JSON.stringify(stored), 10)).toEqual({
      ok: true,
      value: {
        index: 'products',
        k: 10,
        limit: 20,
        params: { explain: 'true' },
        rankings: { q1: ['A'], q2: 'failed' },
      },
    });
    expect(parseRun('{"queries":{}}')).toMatchObject({ ok: false, reason: expect.stringContaining('Not a run') });
  });

  it('are not comparable with a baseline that asked for another number of results', () => {
    const before: CliRun = { index: 'products', k: 10, limit: 20, params: {}, rankings: { q1: ['A'] } };
    const after: CliRun = { ...before, limit: 50 };
    expect(verdictOf(after, reportOf(after, qrels), before, reportOf(before, qrels))).toMatchObject({
      notComparable: expect.stringContaining('asking for 20 results'),
      regression: false,
    });
  });

  it('print several variants under the suite verdict, and give each its own JSON under its id', () => {
    const base: CliRun = { index: 'products', k: 10, params: {}, rankings: { q1: ['A'] } };
    const worse: CliRun = { ...base, rankings: { q1: ['X', 'A'] } };
    const baseReport = reportOf(base, qrels);
    const variants = [
      { id: 'a', name: 'Same', report: baseReport, verdict: verdictOf(base, baseReport, base, baseReport) },
      {
        id: 'b',
        name: 'Worse',
        report: reportOf(worse, qrels),
        verdict: verdictOf(worse, reportOf(worse, qrels), base, baseReport),
      },
    ];
    const text = formatVariants(variants, baseReport).split('\n');
    expect(text[0]).toBe('Regression in 1 of 2 variants: "Worse".');
    expect(text).toContain('Variant "Same"');
    expect(text[text.indexOf('Variant "Worse"') + 1]).toBe('Regression: 1 query dropped (q1).');
    expect(Object.keys((jsonOf(variants) as { variants: object }).variants)).toEqual(['a', 'b']);
    expect(jsonOf(variants.slice(0, 1))).toBe(baseReport);
  });
});
