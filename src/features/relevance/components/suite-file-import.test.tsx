// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderWithMantine } from '../../../test/render';
import { exportSuite } from '../model/suite-file';
import type { Run, Suite } from '../model/suite';
import { suiteDefaults } from '../model/suite-fixture';
import { suiteStoreFor } from '../model/suite-store';
import { SuitesPanel } from './suites-panel';

const suite: Suite = {
  ...suiteDefaults,
  id: 's-file',
  name: 'Boots',
  indexId: 'idx',
  queries: [{ id: 'q1', kind: 'text', text: 'boots' }],
  variants: [{ id: 'v1', name: 'Base', params: {} }],
};
const run: Run = {
  id: 'r1',
  suiteId: 's-file',
  variantId: 'v1',
  startedAt: '2026-11-28T00:00:00.000Z',
  params: {},
  indexId: 'idx',
  limit: 10,
  state: 'finished',
  queries: { q1: { status: 'ok', items: [{ itemId: 'b1' }, { itemId: 'b2' }] } },
};
const file = (text: string) => new File([text], 'boots.suite.json', { type: 'application/json' });

describe('importing a suite file', { timeout: 30_000 }, () => {
  it('refuses another version or index at the field, then imports the suite with its runs to judge', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SuitesPanel workspace="import-ws" indexId="idx" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = await screen.findByLabelText('Import a suite file');
    const text = exportSuite({ suite, runs: [run] });

    await user.upload(input, file(text.replace('"version": 1', '"version": 2')));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This suite file is version 2'));
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, file(exportSuite({ suite: { ...suite, indexId: 'other' }, runs: [] })));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This suite is for the index other'));

    await user.upload(input, file(text));
    expect(await screen.findByText('Imported Boots with 1 run.')).toBeVisible();
    expect(input).not.toHaveAttribute('aria-invalid');
    const list = await screen.findByRole('list', { name: 'Suites' });
    expect(within(list).getByText('1 query · 0 judgments · 1 variant')).toBeVisible();
    expect(await suiteStoreFor('import-ws', 'idx').listRuns('s-file')).toEqual([run]);

    await user.click(within(list).getByRole('button', { name: 'Judge Boots' }));
    expect(await within(list).findByText('0 graded, 2 left of 2 unjudged items in the top 10.')).toBeVisible();
  });
});
