// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '../../../lib/query-client';
import { type Loose } from '../../../simulator/testing';
import { renderRoutes } from '../../../test/render';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { bulkJournalStore } from '../api/bulk-jobs-query';
import { defaultListParams, type ProfileListParams } from '../model/list-params';
import type { BulkSelection } from '../model/bulk-selection';
import { BulkActionDrawer } from './bulk-action-drawer';

const service = serveSimulator();

/** Signed in as Ada in Northwind Retail (through the app's own sign-in), then the drawer on its own. */
async function openDrawer(selection: BulkSelection) {
  await renderRoute(service, '/profiles/jobs');
  cleanup();
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={queryClient}>
            <BulkActionDrawer opened onClose={onClose} selection={selection} />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
  const drawer = await screen.findByRole('dialog', { name: 'Change profiles in bulk' });
  return { user, drawer, onClose };
}

/** A small listing: the profiles of one city whose last name contains the first one's. */
async function smallListing(): Promise<{ params: ProfileListParams; ids: number[]; total: number }> {
  const token = await service.loginInto('ada@demo.test', 0);
  const first = (await service.call('GET', '/v4/clients?pageSize=1', { token })).body[0] as Loose;
  const filters = { city: first.city as string, lastName: first.lastName as string };
  const query = `filters[city]=${encodeURIComponent(filters.city)}&filters[lastName]=${encodeURIComponent(filters.lastName)}`;
  const listed = await service.call('GET', `/v4/clients?pageSize=100&${query}`, { token });
  return {
    params: { ...defaultListParams, filters },
    ids: (listed.body as Loose[]).map((p) => p.clientId as number),
    total: Number(listed.headers.get('X-Pagination-Total-Count')),
  };
}

/** Verification re-reads while the simulator's clock moves on (it applies a change up to 2 s after its 202). */
function tickClock() {
  const timer = setInterval(() => service.clock.advance(500), 50);
  return () => clearInterval(timer);
}

describe('the bulk action drawer', { timeout: 120_000 }, () => {
  it('freezes all matching, refuses bad input at the field keeping what was typed, dry runs, runs and verifies', async () => {
    const { params, total } = await smallListing();
    const all = total.toLocaleString('en');
    const { user, drawer } = await openDrawer({ kind: 'matching', params, total, filter: 'city: x' });
    expect(await within(drawer).findByText(`${all} profiles selected`, { exact: false })).toBeVisible();

    // Reserved and blank names, a decimal comma: refused at their fields, and the typed text stays.
    await user.selectOptions(within(drawer).getByLabelText('Action'), 'set-attribute');
    await user.type(within(drawer).getByLabelText('Attribute name'), 'email');
    await user.selectOptions(within(drawer).getByLabelText('Value type'), 'number');
    await user.type(within(drawer).getByLabelText('Value'), '1,5');
    await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
    const name = () => within(drawer).getByLabelText('Attribute name');
    expect(name()).toHaveAccessibleDescription(expect.stringContaining('is a name the service reserves'));
    expect(name()).toHaveFocus();
    expect(within(drawer).getByLabelText('Value')).toHaveAccessibleDescription(
      expect.stringContaining('Use a dot for decimals: 1.5'),
    );
    await user.clear(name());
    await user.type(name(), '   ');
    expect(name()).toHaveAccessibleDescription('Enter an attribute name.');
    // Another action and back: nothing typed is lost.
    await user.selectOptions(within(drawer).getByLabelText('Action'), 'add-tag');
    await user.selectOptions(within(drawer).getByLabelText('Action'), 'set-attribute');
    expect(within(drawer).getByLabelText('Value')).toHaveValue('1,5');

    // A date-time without an offset is taken, with the note.
    await user.clear(name());
    await user.type(name(), 'lastCampaign');
    await user.selectOptions(within(drawer).getByLabelText('Value type'), 'date-time');
    const value = within(drawer).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '2026-11-28T09:30');
    await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
    expect(await within(drawer).findByRole('note')).toHaveTextContent("the workspace's time zone");

    // The tag action: trimmed, dry run first, then the run, verified.
    await user.selectOptions(within(drawer).getByLabelText('Action'), 'add-tag');
    await user.type(within(drawer).getByLabelText('Tag'), '  drawer-37  ');
    await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
    expect(
      await within(drawer).findByRole('heading', {
        name: `${all} will change · 0 already so (skipped) · 0 refused`,
      }),
    ).toBeVisible();
    expect(within(drawer).getByRole('list', { name: 'Sample changes' })).toHaveTextContent('"drawer-37"]');
    expect(service.requests.filter((r) => r.startsWith('POST'))).toEqual([]);

    const stop = tickClock();
    try {
      await user.click(within(drawer).getByRole('button', { name: `Run on ${all} profiles` }));
      expect(
        await within(drawer).findByRole('heading', {
          name: `Applied to ${all} of ${all} profiles (verified).`,
        }),
      ).toBeVisible();
    } finally {
      stop();
    }
    expect(within(drawer).getByTestId('bulk-run-status')).toHaveTextContent(
      `sent ${all} / ${all} · applied ${all} (verified) · failed 0`,
    );
    const [record] = (await bulkJournalStore().list()).filter((r) => r.job.action.kind === 'add-tag');
    expect(record).toMatchObject({ createdBy: 'Ada Lovelace', filter: 'city: x', params: { filters: params.filters } });
    expect(record!.job.action).toMatchObject({ tag: 'drawer-37' });
    expect(within(drawer).getByRole('link', { name: 'This job on the jobs page' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/profiles/jobs#job-${record!.id}$`)),
    );
  });

  it('reports the 3 changesets the service refuses with field and reason, and applies the rest', async () => {
    const { params, ids } = await smallListing();
    const { user, drawer } = await openDrawer({ kind: 'ids', ids, params, filter: 'ticked' });
    await within(drawer).findByText(`${ids.length} profiles selected`, { exact: false });
    const doomed = ids.slice(0, 3);
    // Deleted after the chunk's re-read, right before its request: the simulator answers 400 at [i].clientId.
    service.server.use(
      http.post(
        '*/v4/clients/batch',
        async () => {
          const token = await service.loginInto('ada@demo.test', 0);
          for (const id of doomed) await service.call('DELETE', `/v4/clients/${id}`, { token });
          service.clock.advance(5000);
          return undefined;
        },
        { once: true },
      ),
    );
    await user.type(within(drawer).getByLabelText('Tag'), 'refused-37');
    await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
    const stop = tickClock();
    try {
      await user.click(await within(drawer).findByRole('button', { name: `Run on ${ids.length} profiles` }));
      const rest = ids.length - 3;
      expect(
        await within(drawer).findByRole('heading', {
          name: `Applied to ${rest} of ${ids.length} profiles (verified); 3 failed.`,
        }),
      ).toBeVisible();
    } finally {
      stop();
    }
    const failed = within(drawer).getByRole('list', { name: 'Failed profiles' });
    for (const id of doomed) expect(failed).toHaveTextContent(new RegExp(`Profile ${id} · clientId: \\S`));
    expect(service.requests.filter((r) => r.startsWith('POST') && r.includes('/batch'))).toHaveLength(2);
  });

  it('stops on a 403 and names the permission in words, the constant on a detail line', async () => {
    const { params, ids } = await smallListing();
    const { user, drawer } = await openDrawer({ kind: 'ids', ids: ids.slice(0, 3), params, filter: 'ticked' });
    await within(drawer).findByText('3 profiles selected', { exact: false });
    service.server.use(
      http.post('*/v4/clients/batch', () =>
        HttpResponse.json({ status: 403, message: 'Missing permission: ROLE_CLIENT_EDIT' }, { status: 403 }),
      ),
    );
    try {
      await user.type(within(drawer).getByLabelText('Tag'), 'forbidden-37');
      await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
      await user.click(await within(drawer).findByRole('button', { name: 'Run on 3 profiles' }));
      expect(
        await within(drawer).findByRole('heading', {
          name: 'Stopped after 0 of 3 profiles: the service refused to change profiles for your role.',
        }),
      ).toBeVisible();
      expect(within(drawer).getByText(/^Your role can view profiles but not/)).toBeVisible();
      expect(within(drawer).getByText('Missing permission: ROLE_CLIENT_EDIT')).toBeVisible();
      expect(within(drawer).getByTestId('bulk-run-status')).toHaveTextContent('sent 0 / 3');
    } finally {
      service.server.resetHandlers();
    }
  });

  it('counts the profiles with the tag in another case, treats case as equal on request, and downloads the list', async () => {
    const { params, ids } = await smallListing();
    const three = ids.slice(0, 3);
    const token = await service.loginInto('ada@demo.test', 0);
    await service.call('POST', '/v4/clients/batch', {
      token,
      body: [
        { clientId: three[0], tags: ['VIP'] },
        { clientId: three[1], tags: ['vip'] },
      ],
    });
    service.clock.advance(5000);
    const { user, drawer } = await openDrawer({ kind: 'ids', ids: three, params, filter: 'ticked' });
    await within(drawer).findByText('3 profiles selected', { exact: false });
    await user.type(within(drawer).getByLabelText('Tag'), 'VIP');
    await user.click(within(drawer).getByRole('button', { name: 'Dry run' }));
    expect(
      await within(drawer).findByRole('heading', { name: '2 will change · 1 already so (skipped) · 0 refused' }),
    ).toBeVisible();
    expect(drawer).toHaveTextContent('1 profile has "VIP" already in another letter case (other case)');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Treat letter case as equal' }));
    expect(
      await within(drawer).findByRole('heading', { name: '1 will change · 2 already so (skipped) · 0 refused' }),
    ).toBeVisible();

    let csv = '';
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => (csv = text));
      return 'blob:dry-run';
    };
    URL.revokeObjectURL = () => {};
    await user.click(within(drawer).getByRole('button', { name: 'Download the list (CSV)' }));
    await waitFor(() => expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(4));
    expect(csv).toContain(`${three[1]},already so (skipped),`);
    expect(service.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('refuses a selection of more than 100,000 profiles with the reason, and sends nothing', async () => {
    service.server.use(
      http.get('*/v4/clients', () => HttpResponse.json([], { headers: { 'X-Pagination-Total-Count': '150000' } }), {
        once: true,
      }),
    );
    const { drawer } = await openDrawer({ kind: 'matching', params: defaultListParams, total: 150_000, filter: '' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      '150,000 profiles match: a bulk change takes at most 100,000. Narrow the filters.',
    );
    expect(within(drawer).queryByRole('button', { name: 'Dry run' })).toBeNull();
  });

  it('says how far the freeze has read, and its Cancel stops reading and closes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    service.server.use(
      http.get('*/v4/clients', async () => {
        await held;
        return undefined;
      }),
    );
    try {
      const { user, drawer, onClose } = await openDrawer({
        kind: 'matching',
        params: defaultListParams,
        total: 50_000,
        filter: '',
      });
      expect(within(drawer).getByRole('status')).toHaveTextContent('Reading 0 / 50,000 profiles');
      await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalled();
    } finally {
      release();
      service.server.resetHandlers();
    }
    await waitFor(() => expect(service.requests.filter((r) => r.startsWith('GET /v4/clients?'))).toHaveLength(1));
  });
});
