// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { SearchResponse } from '../../search';
import type { SearchFunction } from '../model/run-engine';
import type { Run, Suite } from '../model/suite';
import { suiteDefaults } from '../model/suite-fixture';
import { memorySuiteStore } from '../model/suite-store';
import { QueryDetailSection } from './overview-detail';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'idx',
  queries: [{ id: 'q1', kind: 'text', text: 'gift' }],
  judgments: [{ queryId: 'q1', itemId: 'mug', grade: 0 }],
  variants: [{ id: 'base', name: 'Baseline', params: { excludeQueryRules: ['7'] } }],
};
const latest: Run = {
  id: 'r1',
  suiteId: 's1',
  variantId: 'base',
  startedAt: '2026-11-28T00:00:00.000Z',
  params: {},
  indexId: 'idx',
  limit: 20,
  state: 'finished',
  queries: { q1: { status: 'ok', items: [{ itemId: 'mug', promotingRules: [105] }, { itemId: 'card' }] } },
};

describe('query detail on the overview', () => {
  beforeAll(async () => {
    await import('../model/run-variants');
  });

  it('rule blame: one click runs the variant without the blamed rule and stores it', async () => {
    const user = userEvent.setup();
    const store = memorySuiteStore('idx');
    await store.putSuite(suite);
    const sent: unknown[] = [];
    const search: SearchFunction = async (request) => {
      sent.push(request.query.excludeQueryRules);
      return { data: [{ itemId: 'card' }] } as SearchResponse;
    };
    const onChanged = vi.fn();
    renderWithMantine(
      <QueryDetailSection
        suite={suite}
        latest={[latest]}
        queryId="q1"
        onQuery={() => {}}
        store={store}
        onChanged={onChanged}
        search={search}
      />,
    );
    expect(screen.getByText('Graded 0, promoted by rule 105')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run without rule 105' }));
    expect(
      await screen.findByText(
        'Ran Baseline without rule 105: its results are in the grid, the detail and the run diff.',
      ),
    ).toBeVisible();
    // The rules the variant already excluded stay excluded.
    expect(sent).toEqual([[7, 105]]);
    const stored = await store.getSuite('s1');
    const added = stored?.variants.find((variant) => variant.name === 'Baseline without rule 105');
    expect(added?.params).toEqual({ excludeQueryRules: ['7', '105'] });
    expect((await store.listRuns('s1')).map((run) => run.variantId)).toEqual([added?.id]);
  });

  it('without a tracker key the variant is kept and the way to run it said', async () => {
    const user = userEvent.setup();
    const store = memorySuiteStore('idx');
    await store.putSuite(suite);
    renderWithMantine(
      <QueryDetailSection
        suite={suite}
        latest={[latest]}
        queryId="q1"
        onQuery={() => {}}
        store={store}
        onChanged={() => {}}
        search={null}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Run without rule 105' }));
    expect(
      await screen.findByText(
        'Baseline without rule 105 is a variant of the suite: save the tracker key under Run to run it.',
      ),
    ).toBeVisible();
    expect(await store.listRuns('s1')).toEqual([]);
  });
});
