// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { Run, Suite } from '../model/suite';
import { memorySuiteStore, memorySuiteTables } from '../model/suite-store';
import { queueQueries, SuiteJudge } from './suite-judge';
import { suiteDefaults } from '../model/suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Shoes',
  indexId: 'idx',
  scale: { 0: 'a', 1: 'b', 2: 'c', 3: 'd' },
  queries: [{ id: 'q1', kind: 'text', text: 'red shoes' }],
  judgments: [{ queryId: 'q1', itemId: 'i1', grade: 2, title: 'Old shoe' }],
  variants: [{ id: 'v1', name: 'Base', params: {} }],
};
const run = (id: string, items: string[], startedAt: string): Run => ({
  id,
  suiteId: 's1',
  variantId: 'v1',
  startedAt,
  params: {},
  indexId: 'idx',
  limit: 10,
  state: 'finished',
  queries: { q1: { status: 'ok', items: items.map((itemId) => ({ itemId })) } },
});

describe('judging a stored suite', () => {
  it('queues the latest run of each variant', () => {
    const runs = [run('r2', ['i1', 'i2'], '2026-11-02T00:00:00.000Z'), run('r1', ['i9'], '2026-11-01T00:00:00.000Z')];
    expect(queueQueries(suite, runs)).toEqual([{ queryId: 'q1', rankings: [['i1', 'i2']] }]);
  });

  it('saves each grade into the store, with the item details beside it, so a reload reads it back', async () => {
    const tables = memorySuiteTables();
    const store = memorySuiteStore('idx', tables);
    await store.putSuite(suite);
    const runs = [run('r1', ['i1', 'i2', 'i3'], '2026-11-02T00:00:00.000Z')];
    const user = userEvent.setup();
    renderWithMantine(
      <SuiteJudge
        suite={suite}
        runs={runs}
        store={store}
        k={10}
        details={(_, itemId) => ({ title: `Item ${itemId}`, brand: 'Acme' })}
      />,
    );
    expect(await screen.findByTestId('judge-item-title')).toBeVisible();
    await user.keyboard('3');
    await user.keyboard('0');
    // A new store over the same tables: what a reload would read.
    await waitFor(async () => {
      const read = await memorySuiteStore('idx', tables).getSuite('s1');
      expect(read?.judgments).toHaveLength(3);
    });
    const read = await memorySuiteStore('idx', tables).getSuite('s1');
    expect(read?.judgments[0]).toEqual({ queryId: 'q1', itemId: 'i1', grade: 2, title: 'Old shoe' });
    expect(read?.judgments.slice(1).map((j) => [j.grade, j.brand])).toEqual([
      [3, 'Acme'],
      [0, 'Acme'],
    ]);
    expect(
      read?.judgments
        .slice(1)
        .map((j) => j.itemId)
        .sort(),
    ).toEqual(['i2', 'i3']);
  });
});
