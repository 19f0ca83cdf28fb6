// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { SearchResponse } from '../../search';
import type { SearchFunction } from '../model/run-engine';
import type { Suite } from '../model/suite';
import { suiteDefaults } from '../model/suite-fixture';
import { memorySuiteStore } from '../model/suite-store';
import { AblationSection } from './ablation-section';

const queries = Array.from({ length: 4 }, (_, i) => ({
  id: `q${i + 1}`,
  kind: 'text' as const,
  text: `query ${i + 1}`,
}));
const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'idx',
  queries,
  judgments: queries.map((query) => ({ queryId: query.id, itemId: 'good', grade: 3 as const })),
  variants: [{ id: 'base', name: 'Baseline', params: {} }],
};

describe('ablation', () => {
  beforeAll(async () => {
    await import('../model/run-variants');
  });

  it('runs the baseline and a copy per switch in one click, stores them, and names the switch that matters', async () => {
    const user = userEvent.setup();
    const store = memorySuiteStore('idx');
    await store.putSuite(suite);
    // Ignoring the query rules loses the promoted good item; the other switches change nothing.
    const search: SearchFunction = async (request) =>
      ({
        data: request.query.ignoreQueryRules
          ? [{ itemId: 'other' }, { itemId: 'good' }]
          : [{ itemId: 'good', _promotedByRules: [7] }, { itemId: 'other' }],
      }) as SearchResponse;
    const onStored = vi.fn();
    renderWithMantine(<AblationSection suite={suite} store={store} search={search} k={10} onStored={onStored} />);
    await user.click(screen.getByRole('button', { name: 'Run the ablation' }));

    expect(await screen.findByText(/^Baseline: query rules ignored moves the mean nDCG most: −0\.369/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Change per switch' });
    expect(within(table).getByRole('row', { name: /classification off/ })).toHaveTextContent('±0.000');
    expect(within(table).getByRole('row', { name: /query rules ignored/ })).toHaveTextContent('0 / 0 / 4');
    // No test profile: no personalisation copy.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(onStored).toHaveBeenCalled());
    expect((await store.listRuns('s1')).map((run) => run.variantId).sort()).toEqual([
      'ablation-classification',
      'ablation-reranker',
      'ablation-rules',
      'base',
    ]);
    expect((await store.getSuite('s1'))?.variants.map((variant) => variant.name)).toEqual([
      'Baseline',
      'Baseline: query rules ignored',
      'Baseline: query classification off',
      'Baseline: dynamic reranker off',
    ]);
  });
});
