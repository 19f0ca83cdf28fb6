// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { SearchResponse } from '../../search';
import type { SearchFunction } from '../model/run-engine';
import type { Suite } from '../model/suite';
import { memorySuiteStore } from '../model/suite-store';
import { SuiteRuns } from './suite-runs';
import { suiteDefaults } from '../model/suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'products',
  queries: ['shoe', 'bag'].map((text) => ({ id: text, kind: 'text' as const, text })),
  judgments: [
    { queryId: 'shoe', itemId: 'a', grade: 3 },
    { queryId: 'bag', itemId: 'a', grade: 3 },
  ],
  variants: [
    { id: 'base', name: 'Baseline', params: {} },
    { id: 'rules', name: 'No rules', params: { ignoreQueryRules: 'true' } },
  ],
};

describe('running a suite from the page', () => {
  // The engine and the metric code load on first use; transform them here, so the waits below time the run alone
  // on a busy machine, not Vitest's first transform of those modules.
  beforeAll(async () => {
    await import('../model/run-variants');
    await import('../model/metric-worker');
  });

  it('stores each run and shows its scores in the metrics table; a failed query is counted, not scored', async () => {
    const user = userEvent.setup();
    const store = memorySuiteStore('products');
    await store.putSuite(suite);
    const search: SearchFunction = async (request) => {
      if (request.query.query === 'bag' && request.query.ignoreQueryRules) throw { status: 404 };
      return { data: [{ itemId: 'a' }] } as SearchResponse;
    };
    renderWithMantine(<SuiteRuns store={store} suite={suite} search={search} />);
    await user.click(screen.getByRole('checkbox', { name: 'No rules' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const table = await screen.findByRole('table', { name: 'Metrics by variant' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /No rules/ })).toHaveTextContent(/1 failed/));
    expect(within(table).getByRole('row', { name: /Baseline/ })).toHaveTextContent(/2 scored/);
    expect((await store.listRuns('s1')).map((run) => run.variantId).sort()).toEqual(['base', 'rules']);
  });
});
