// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import type { Run, Suite } from '../model/suite';
import { suiteDefaults } from '../model/suite-fixture';
import { StoredRuns } from './stored-runs';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'idx',
  queries: ['shoe', 'bag', 'hat'].map((text, i) => ({ id: `q${i + 1}`, kind: 'text' as const, text })),
  variants: [{ id: 'base', name: 'Baseline', params: {} }],
  baselineRunId: 'r1',
};
const run = (id: string, queries: Run['queries'], state: Run['state'] = 'finished'): Run => ({
  id,
  suiteId: 's1',
  variantId: 'base',
  startedAt: '2026-11-28T00:00:00.000Z',
  params: {},
  indexId: 'idx',
  limit: 20,
  state,
  queries,
});
const ok = { status: 'ok' as const, items: [] };

describe('stored runs', () => {
  it('lists each run’s failed queries by name and pins or unpins the baseline', async () => {
    const user = userEvent.setup();
    const onPin = vi.fn();
    const runs = [
      run('r2', { q1: ok, q2: { status: 'failed', reason: 'The service answered 500 after 2 retries.' } }, 'cancelled'),
      run('r1', { q1: ok, q2: ok, q3: ok }),
    ];
    renderWithMantine(<StoredRuns suite={suite} runs={runs} runLabel={(r) => `Run ${r.id}`} onPin={onPin} />);
    const table = screen.getByRole('table', { name: 'Stored runs' });
    const newest = within(table).getByRole('row', { name: /Run r2/ });
    expect(newest).toHaveTextContent('cancelled, 2/3 queries');
    expect(newest).toHaveTextContent('1 failed, in no mean: “bag”');
    const pinned = within(table).getByRole('row', { name: /Run r1/ });
    expect(pinned).toHaveTextContent('none');
    expect(within(pinned).getByText('baseline')).toBeVisible();

    await user.click(within(newest).getByRole('button', { name: 'Pin Run r2 as the baseline' }));
    expect(onPin).toHaveBeenLastCalledWith('r2');
    await user.click(within(pinned).getByRole('button', { name: 'Unpin Run r1' }));
    expect(onPin).toHaveBeenLastCalledWith(null);
  });
});
