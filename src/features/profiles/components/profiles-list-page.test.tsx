// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { renderRoutes } from '../../../test/render';
import type { BulkSelection } from '../model/bulk-selection';
import { ProfilesListPage } from './profiles-list-page';

// Mantine's page is heavy for jsdom on a busy machine: give rendering more than the default second.
configure({ asyncUtilTimeout: 15_000 });

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

const profile = (clientId: number, city: string | null, email = `p${clientId}@example.com`) => ({
  clientId,
  email,
  city,
  firstName: `P${clientId}`,
  lastName: 'Test',
});

/** A stand-in for the service that answers the listing like a vendor deployment: it refuses sort values outside the enums. */
function installService(rows: (url: URL) => unknown[], totalCount?: number) {
  const sent: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      sent.push(url);
      const sortBy = url.searchParams.get('sortBy');
      const sortOrder = url.searchParams.get('sortOrder');
      if (
        (sortBy !== null &&
          !['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone'].includes(sortBy)) ||
        (sortOrder !== null && !['ASC', 'DESC'].includes(sortOrder))
      ) {
        return new Response(
          JSON.stringify({
            status: 400,
            error: 'Bad Request',
            message: 'bad sort',
            errors: [{ code: 1004, field: 'sortBy', message: 'bad sort', rejectedValue: sortBy ?? '' }],
          }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      const body = rows(url);
      const total = totalCount ?? body.length;
      return json(body, {
        'X-Pagination-Total-Count': String(total),
        'X-Pagination-Total-Pages': String(Math.ceil(total / 20)),
      });
    }),
  );
  return { listings: () => sent.filter((url) => url.pathname === '/v4/clients') };
}

function renderPage(path: string, onAct?: (selection: BulkSelection) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/profiles',
        element: (
          <QueryClientProvider client={client}>
            <ProfilesListPage onAct={onAct} />
          </QueryClientProvider>
        ),
      },
    ],
    path,
  );
}

describe('profiles list against the vendor enums', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInForTest({
      authorities: ['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW'],
      workspace: { guid: 'ws-profiles-test', id: 1, name: 'Northwind Retail' },
    });
  });
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('asks without sortBy first, says it is the service order, then sorts with an upper-case sortOrder', async () => {
    const service = installService(() => [profile(1, 'Oslo'), profile(2, 'Bergen')]);
    renderPage('/profiles');
    expect(await screen.findByText('p1@example.com')).toBeVisible();
    expect(screen.getByText("In the service's order")).toBeVisible();
    const first = service.listings()[0]!;
    expect(first.searchParams.has('sortBy')).toBe(false);
    expect(first.searchParams.has('sortOrder')).toBe(false);
    // Id and custom id are outside the enum: their headers are not sort buttons.
    expect(screen.queryByRole('button', { name: 'Id' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(service.listings().at(-1)!.searchParams.get('sortBy')).toBe('email'));
    expect(service.listings().at(-1)!.searchParams.get('sortOrder')).toBe('ASC');
    expect(await screen.findByText('Sorted by email (ascending)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(service.listings().at(-1)!.searchParams.get('sortOrder')).toBe('DESC'));

    await userEvent.click(screen.getByRole('button', { name: "Back to the service's order" }));
    await waitFor(() => expect(service.listings().at(-1)!.searchParams.has('sortBy')).toBe(false));
    expect(await screen.findByText("In the service's order")).toBeVisible();
  });

  it('opens an old link sorted by clientId without sending it (no error)', async () => {
    const service = installService(() => [profile(1, 'Oslo')]);
    renderPage('/profiles?sort=clientId&order=desc');
    expect(await screen.findByText('p1@example.com')).toBeVisible();
    expect(
      service.listings().every((url) => !url.searchParams.has('sortBy') && !url.searchParams.has('sortOrder')),
    ).toBe(true);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('offers the city filter with a note, and says so when the answer shows it was ignored', async () => {
    // A deployment that ignores filters[city]: every row comes back whatever the filter.
    installService(() => [profile(1, 'Oslo'), profile(2, 'Bergen')]);
    renderPage('/profiles?city=Oslo');
    expect(await screen.findByText('p1@example.com')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'A deployment may ignore this filter.',
    );
    expect(await screen.findByText(/seems to ignore the city filter/)).toBeVisible();
  });

  it('says nothing about the city filter when the rows match it', async () => {
    installService((url) =>
      [profile(1, 'Oslo'), profile(2, 'oslo'), profile(3, 'Bergen')].filter(
        (p) => !url.searchParams.get('filters[city]') || (p.city ?? '').toLowerCase().includes('oslo'),
      ),
    );
    renderPage('/profiles?city=Oslo');
    expect(await screen.findByText('p2@example.com')).toBeVisible();
    expect(screen.queryByText(/seems to ignore the city filter/)).toBeNull();
  });
});

describe('profiles list: what a selection can do', { timeout: 60_000 }, () => {
  const signInWith = (authorities: string[]) =>
    signInForTest({ authorities, workspace: { guid: 'ws-profiles-test', id: 1, name: 'Northwind Retail' } });
  const bar = () => screen.getByRole('region', { name: 'Selection' });
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('hands the ticked ids, the listing and its filters in words to the bulk action drawer', async () => {
    signInWith(['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW', 'ROLE_CLIENT_EDIT']);
    installService(() => [profile(1, 'Oslo'), profile(2, 'Oslo')], 2_500);
    const onAct = vi.fn();
    renderPage('/profiles?city=Oslo&anonymous=no&sort=email', onAct);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select P2 Test' }));
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Act on 1 profile…' }));
    expect(onAct).toHaveBeenLastCalledWith({
      kind: 'ids',
      ids: [2],
      params: expect.objectContaining({ filters: { city: 'Oslo' }, anonymous: 'no', sortBy: 'email' }),
      filter: 'City: Oslo · Identified only',
    });

    await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 2,500 matching these filters' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Act on 2,500 profiles…' }));
    expect(onAct).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'matching', total: 2_500, filter: 'City: Oslo · Identified only' }),
    );
  });

  it('offers no action without ROLE_CLIENT_EDIT, says why, and still exports the ticked profiles', async () => {
    signInWith(['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW']);
    installService(() => [profile(1, 'Oslo'), profile(2, 'Bergen')]);
    const onAct = vi.fn();
    renderPage('/profiles', onAct);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the profiles on this page' }));
    expect(
      await within(bar()).findByText(/Your role can view profiles but not change them\. Bulk changes are not offered/),
    ).toBeVisible();
    expect(within(bar()).getByText('Missing permission: ROLE_CLIENT_EDIT.')).toBeVisible();
    expect(within(bar()).queryByRole('button', { name: /^Act on/ })).toBeNull();

    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (files.push(blob), 'blob:export');
        static revokeObjectURL = () => {};
      },
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Export 2 selected' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const rows = (await files[0]!.text()).trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\uFEFF?clientId,/);
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['1', '2']);
  });

  it('refuses to select more than 100,000 matching profiles, saying why', async () => {
    signInWith(['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW', 'ROLE_CLIENT_EDIT']);
    installService(() => [profile(1, 'Oslo'), profile(2, 'Bergen')], 150_000);
    renderPage('/profiles', vi.fn());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select P1 Test' }));
    expect(
      await within(bar()).findByText(
        'Not all can be selected: 150,000 profiles match: a bulk change takes at most 100,000. Narrow the filters.',
      ),
    ).toBeVisible();
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).toBeNull();
    expect(within(bar()).getByRole('button', { name: 'Act on 1 profile…' })).toBeVisible();
  });
});

describe('profiles list: "Export CSV", whose code loads on the intent to use it', { timeout: 60_000 }, () => {
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('downloads the filtered listing on the first press, and again from the keyboard', async () => {
    signInForTest({
      authorities: ['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW'],
      workspace: { guid: 'ws-profiles-test', id: 1, name: 'Northwind Retail' },
    });
    const service = installService(() => [profile(1, 'Oslo'), profile(2, 'Oslo')]);
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (files.push(blob), 'blob:export');
        static revokeObjectURL = () => {};
      },
    );
    renderPage('/profiles?city=Oslo');
    expect(await screen.findByText('p2@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The first press loads the export's code, then Mantine's dialog for its progress, and reads the listing: alone
    // about a second; beside the rest of `npm test` on two cores it has taken over five.
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    expect((await files[0]!.text()).trim().split(/\r?\n/)).toHaveLength(3);
    expect(service.listings().at(-1)!.searchParams.get('pageSize')).toBe('500');

    screen.getByRole('button', { name: 'Export CSV' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(files).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  });
});
