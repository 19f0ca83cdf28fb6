// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { SearchResponse } from '../../search';
import type { SearchFunction } from '../model/run-engine';
import type { Run, Suite } from '../model/suite';
import { RunPanel } from './run-panel';
import { suiteDefaults } from '../model/suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'products',
  queries: ['shoe', 'bag'].map((text) => ({ id: text, kind: 'text' as const, text })),
  judgments: [],
  variants: [
    { id: 'base', name: 'Baseline', params: {} },
    { id: 'rules', name: 'No rules', params: { ignoreQueryRules: 'true' } },
    { id: 'bad', name: 'Broken filter', params: { filters: 'brand = "Nike" AND )' } },
  ],
};
const answer = { data: [{ itemId: 'a' }] } as SearchResponse;
let ids = 0;
const newRunId = () => `r${++ids}`;

describe('the run panel', () => {
  // The engine and the metric code load on first use; transform them here, so the waits below time the run alone
  // on a busy machine, not Vitest's first transform of those modules.
  beforeAll(async () => {
    await import('../model/run-variants');
  });

  it('asks for a variant beside the baseline, then runs both and hands the runs over', async () => {
    const user = userEvent.setup();
    const onRuns = vi.fn<(runs: Run[]) => void>();
    const search = vi.fn<SearchFunction>(async () => answer);
    renderWithMantine(
      <RunPanel suite={suite} baselineVariantId="base" search={search} onRuns={onRuns} newRunId={newRunId} />,
    );
    expect(screen.getByRole('checkbox', { name: /Baseline/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByText('Choose at least one variant beside the baseline.')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'No rules' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(onRuns).toHaveBeenCalledTimes(1));
    expect(onRuns.mock.calls[0]![0].map((run) => run.variantId)).toEqual(['base', 'rules']);
    expect(screen.getByRole('status', { name: 'Run progress' })).toHaveTextContent('4/4 queries · 0 failed');
  });

  it('refuses an invalid variant with its problem at its parameter and sends nothing', async () => {
    const user = userEvent.setup();
    const search = vi.fn<SearchFunction>(async () => answer);
    renderWithMantine(
      <RunPanel suite={suite} baselineVariantId="base" search={search} onRuns={vi.fn()} newRunId={newRunId} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Broken filter' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Broken filter cannot run')).toBeInTheDocument();
    expect(screen.getByText(/filters: .*position 19/)).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });
});
