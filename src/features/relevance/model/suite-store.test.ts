import { describe, expect, it } from 'vitest';
import type { Run, Suite } from './suite';
import { memorySuiteStore, memorySuiteTables, runsKeptPerVariant, runsToDrop, type SuiteStore } from './suite-store';

const suite = (id: string, indexId = 'idx-1', name = id): Suite => ({
  id,
  name,
  indexId,
  scale: { 0: 'a', 1: 'b', 2: 'c', 3: 'd' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  queries: [{ id: 'q1', kind: 'text', text: 'red shoes' }],
  judgments: [],
  variants: [{ id: 'v1', name: 'Base', params: {} }],
});

const run = (id: string, minute: number, variantId = 'v1', suiteId = 's1'): Run => ({
  id,
  suiteId,
  variantId,
  startedAt: new Date(Date.UTC(2026, 10, 2, 0, minute)).toISOString(),
  params: { explain: 'true' },
  indexId: 'idx-1',
  limit: 10,
  state: 'finished',
  queries: { q1: { status: 'ok', items: [{ itemId: 'i1' }] } },
});

// The contract every SuiteStore keeps; run against the memory one (no IndexedDB in Node).
function contract(name: string, make: (indexId: string, shared: ReturnType<typeof memorySuiteTables>) => SuiteStore) {
  describe(name, () => {
    it('keeps suites per index, sorted by name', async () => {
      const tables = memorySuiteTables();
      const one = make('idx-1', tables);
      const two = make('idx-2', tables);
      await one.putSuite(suite('s1', 'idx-1', 'Zebra'));
      await one.putSuite(suite('s2', 'idx-1', 'Apple'));
      await two.putSuite(suite('s3', 'idx-2'));
      expect((await one.listSuites()).map((s) => s.id)).toEqual(['s2', 's1']);
      expect((await two.listSuites()).map((s) => s.id)).toEqual(['s3']);
      expect(await two.getSuite('s1')).toBeUndefined();
    });

    it('saves a grade so it is there when read again, replacing the earlier one', async () => {
      const store = make('idx-1', memorySuiteTables());
      await store.putSuite(suite('s1'));
      await store.saveJudgment('s1', { queryId: 'q1', itemId: 'i1', grade: 1, title: 'Shoe' });
      await store.saveJudgment('s1', { queryId: 'q1', itemId: 'i2', grade: 0 });
      await store.saveJudgment('s1', { queryId: 'q1', itemId: 'i1', grade: 3, title: 'Shoe' }, new Date('2026-11-05'));
      const read = await store.getSuite('s1');
      expect(read?.judgments).toEqual([
        { queryId: 'q1', itemId: 'i2', grade: 0 },
        { queryId: 'q1', itemId: 'i1', grade: 3, title: 'Shoe' },
      ]);
      expect(read?.updatedAt).toBe('2026-11-05T00:00:00.000Z');
    });

    it('keeps every grade given in quick succession', async () => {
      const store = make('idx-1', memorySuiteTables());
      await store.putSuite(suite('s1'));
      await Promise.all(
        ['i1', 'i2', 'i3'].map((itemId) => store.saveJudgment('s1', { queryId: 'q1', itemId, grade: 2 })),
      );
      expect((await store.getSuite('s1'))?.judgments.map((j) => j.itemId)).toEqual(['i1', 'i2', 'i3']);
    });

    it('keeps the last 30 runs per variant and every pinned baseline', async () => {
      const store = make('idx-1', memorySuiteTables());
      await store.putSuite(suite('s1'));
      await store.putRun(run('oldest', 0));
      await store.pinBaseline('s1', 'oldest');
      for (let i = 1; i <= runsKeptPerVariant + 2; i += 1) await store.putRun(run(`r${i}`, i));
      await store.putRun(run('other', 50, 'v2'));
      const ids = (await store.listRuns('s1')).map((r) => r.id);
      expect(ids).toHaveLength(runsKeptPerVariant + 2);
      expect(ids[0]).toBe('other');
      expect(ids).toContain('oldest');
      expect(ids).not.toContain('r1');
      expect(ids).not.toContain('r2');
      expect(ids).toContain('r3');
      expect((await store.getSuite('s1'))?.baselineRunId).toBe('oldest');
    });

    it('removes a suite with its runs', async () => {
      const store = make('idx-1', memorySuiteTables());
      await store.putSuite(suite('s1'));
      await store.putRun(run('r1', 1));
      await store.removeSuite('s1');
      expect(await store.listSuites()).toEqual([]);
      expect(await store.listRuns('s1')).toEqual([]);
    });
  });
}

contract('the in-memory suite store', (indexId, tables) => memorySuiteStore(indexId, tables));

describe('runsToDrop', () => {
  it('drops per variant beyond the newest 30, never a pinned one', () => {
    const runs = Array.from({ length: 33 }, (_, i) => run(`r${i}`, i));
    expect(runsToDrop(runs, new Set(['r0']))).toEqual(['r2', 'r1']);
  });
});
