// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { renderWithMantine } from '../../../test/render';
import { suiteStoreFor } from '../model/suite-store';
import { SuitesPanel } from './suites-panel';

// The suites part of the Relevance page against the simulator (the store is the memory one: no IndexedDB in jsdom).
const service = serveSimulator();

describe('relevance suites', { timeout: 60_000 }, () => {
  it('creates a suite, imports judgments with a report, and shows a bad line at the field', async () => {
    const { user } = await renderRoute(service, '/relevance');
    expect(await screen.findByText('No suite for this index yet: create one below.')).toBeVisible();

    const form = screen.getByRole('form', { name: 'New suite' });
    await user.click(within(form).getByRole('button', { name: 'Create suite' }));
    expect(within(form).getByRole('textbox', { name: 'Suite name' })).toHaveAccessibleDescription('Name the suite.');
    await user.type(within(form).getByRole('textbox', { name: 'Suite name' }), 'Shoes');
    await user.type(within(form).getByRole('textbox', { name: /Queries/ }), 'red shoes{Enter}boots');
    await user.click(within(form).getByRole('button', { name: 'Create suite' }));

    const list = await screen.findByRole('list', { name: 'Suites' });
    expect(within(list).getByRole('heading', { name: 'Shoes' })).toBeVisible();
    expect(within(list).getByText('2 queries · 0 judgments · 1 variant')).toBeVisible();

    const input = within(list).getByLabelText('Import judgments into Shoes');
    await user.upload(
      input,
      new File(['query,docid,rating\nred shoes,i1,2\nboots,i2,7\n'], 'j.csv', { type: 'text/csv' }),
    );
    expect(await within(list).findByText('Nothing imported: 1 error in the file.')).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Line 3: the grade "7" is not a whole number'));

    const good = 'query,docid,rating\r\n"red shoes",i1,2\r\nboots,i2,3\r\nred shoes,i1,1\r\n';
    await user.upload(input, new File([`\uFEFF${good}`], 'j.csv', { type: 'text/csv' }));
    expect(await within(list).findByText('2 judgments, 1 conflict')).toBeVisible();
    expect(await within(list).findByText('2 queries · 2 judgments · 1 variant')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Judge Shoes' }));
    expect(await within(list).findByText('Nothing to judge yet: Shoes has no stored run.')).toBeVisible();
  });

  it('judges the items of a stored run and saves the grade', async () => {
    const ws = 'judge-ws';
    const store = suiteStoreFor(ws, 'idx');
    const now = new Date().toISOString();
    await store.putSuite({
      id: 's9',
      name: 'Hats',
      indexId: 'idx',
      scale: { 0: 'a', 1: 'b', 2: 'c', 3: 'd' },
      createdAt: now,
      updatedAt: now,
      queries: [{ id: 'q1', kind: 'text', text: 'blue hat' }],
      judgments: [],
      variants: [{ id: 'v1', name: 'Base', params: {} }],
    });
    await store.putRun({
      id: 'r1',
      suiteId: 's9',
      variantId: 'v1',
      startedAt: now,
      params: {},
      indexId: 'idx',
      limit: 10,
      state: 'finished',
      queries: { q1: { status: 'ok', items: [{ itemId: 'h1' }, { itemId: 'h2' }] } },
    });
    const user = userEvent.setup();
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        {/* Each suite's name links to its overview: a router gives the links their address. */}
        <MemoryRouter>
          <SuitesPanel workspace={ws} indexId="idx" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Judge Hats' }));
    expect(await screen.findByTestId('judge-item-title')).toBeVisible();
    await user.keyboard('2');
    expect(await screen.findByText('1 query · 1 judgment · 1 variant')).toBeVisible();
    expect((await suiteStoreFor(ws, 'idx').getSuite('s9'))?.judgments).toEqual([
      expect.objectContaining({ queryId: 'q1', grade: 2 }),
    ]);
  });
});
