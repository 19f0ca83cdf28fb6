// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { SearchResponse } from '../../search';
import type { SearchFunction } from '../model/run-engine';
import type { Run, Suite } from '../model/suite';
import { memorySuiteStore, type SuiteStore } from '../model/suite-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useRunSummaries } from './use-run-summaries';
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

/** As the overview does: the table's rows are each variant's latest run read back from the store. */
function Harness({ store, search }: { store: SuiteStore; search: SearchFunction }) {
  const [runs, setRuns] = useState<Run[]>([]);
  const latest = suite.variants.flatMap((variant) => runs.find((run) => run.variantId === variant.id) ?? []);
  const summaries = useRunSummaries(suite, latest, 10);
  const rows = suite.variants.map((variant) => {
    const run = latest.find((candidate) => candidate.variantId === variant.id);
    return { name: variant.name, summary: (run && summaries?.get(run.id)) ?? null };
  });
  return (
    <SuiteRuns
      store={store}
      suite={suite}
      search={search}
      rows={rows}
      onStored={() => void store.listRuns(suite.id).then(setRuns)}
    />
  );
}

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
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <Harness store={store} search={search} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'No rules' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const table = await screen.findByRole('table', { name: 'Metrics by variant' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /No rules/ })).toHaveTextContent(/1 failed/));
    expect(within(table).getByRole('row', { name: /Baseline/ })).toHaveTextContent(/2 scored/);
    expect((await store.listRuns('s1')).map((run) => run.variantId).sort()).toEqual(['base', 'rules']);
  });
});
