import { describe, expect, it } from 'vitest';
import { exportSuite, importSuite } from './suite-file';
import type { Run, Suite } from './suite';

// Keys deliberately out of the readers' order, as a record built by hand or by another build would be.
const suite = {
  variants: [{ params: { phrase: 'ä "quoted"', facets: ['brand'] }, name: 'Base', id: 'v1' }],
  name: 'Łódź shoes',
  id: 's1',
  indexId: 'idx-1',
  scale: { 0: 'No', 1: 'Meh', 2: 'Yes', 3: 'Exact' },
  updatedAt: '2026-11-02T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  queries: [{ text: 'red, shoes', kind: 'text', id: 'q1', notes: 'line\nbreak' }],
  judgments: [{ grade: 2, itemId: 'i1', queryId: 'q1', brand: 'Acme' }],
  baselineRunId: 'r1',
} as Suite;
const run: Run = {
  id: 'r1',
  suiteId: 's1',
  variantId: 'v1',
  startedAt: '2026-11-02T00:00:00.000Z',
  params: { explain: 'true' },
  indexId: 'idx-1',
  limit: 10,
  state: 'finished',
  queries: { q1: { status: 'ok', items: [{ itemId: 'i1', score: 1.5, promotingRules: [3] }] } },
};

describe('the suite file', () => {
  it('round-trips byte for byte', () => {
    const text = exportSuite({ suite, runs: [run] });
    const read = importSuite(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(exportSuite(read.file)).toBe(text);
    expect(read.file.suite.name).toBe('Łódź shoes');
    expect(read.file.runs).toEqual([run]);
  });

  it('keeps a query test profile uuid byte for byte, and still reads a file written before it was kept', () => {
    const withProfile = {
      ...suite,
      queries: [
        { id: 'q1', kind: 'text', text: 'shoe', testProfile: { uuid: 't-uuid', label: 'Tester', clientId: 7 } },
      ],
    } as Suite;
    const text = exportSuite({ suite: withProfile, runs: [] });
    const read = importSuite(text);
    expect(read.ok && read.file.suite.queries[0]!.testProfile).toEqual({
      clientId: 7,
      label: 'Tester',
      uuid: 't-uuid',
    });
    expect(read.ok && exportSuite(read.file)).toBe(text);
    const old = importSuite(text.replace(',\n          "uuid": "t-uuid"', ''));
    expect(old.ok && old.file.suite.queries[0]!.testProfile).toEqual({ clientId: 7, label: 'Tester' });
  });

  it('leaves out runs of other suites', () => {
    const read = importSuite(exportSuite({ suite, runs: [run, { ...run, id: 'r2', suiteId: 's2' }] }));
    expect(read.ok && read.file.runs.map((r) => r.id)).toEqual(['r1']);
  });

  it('refuses a file of an unknown version whole, with the reason', () => {
    const text = exportSuite({ suite, runs: [] }).replace('"version": 1', '"version": 2');
    expect(importSuite(text)).toEqual({
      ok: false,
      reason: 'This suite file is version 2; this dashboard reads version 1 only, so nothing was imported.',
    });
  });

  it('says what is wrong with a file that is not a suite', () => {
    expect(importSuite('{nope')).toMatchObject({ ok: false, reason: expect.stringContaining('not JSON') });
    expect(importSuite('{"suite": {}}')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a relevance suite'),
    });
    expect(importSuite('{"format": "cdp-relevance-suite", "version": 1, "suite": {"name": "x"}}')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no readable suite'),
    });
  });

  it('accepts a byte order mark', () => {
    expect(importSuite(`\uFEFF${exportSuite({ suite, runs: [] })}`).ok).toBe(true);
  });
});
