// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { queryClient } from '../../../lib/query-client';
import { renderWithMantine } from '../../../test/render';
import { LinkedDevices } from './linked-devices';

configure({ asyncUtilTimeout: 15_000 });

const UUID = '3f1c2b9e-5a7d-4e2b-9c1a-8d7e6f5a4b3c';

interface Sent {
  url: URL;
  method: string;
  body: unknown;
}

/** A stand-in service: lists `listed` (wrapped in {data} when asked), records the link requests. */
function installService(listed: () => unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'POST') return new Response(null, { status: 202 });
      return new Response(JSON.stringify(listed()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { posts: () => sent.filter((request) => request.method === 'POST') };
}

function renderDevices() {
  return renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <LinkedDevices workspaceGuid="ws-devices-test" clientId={42} uuid={UUID} />
    </QueryClientProvider>,
  );
}

/** Presses "Link a device" and answers the form it opens. */
async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Link a device' }));
  return screen.findByRole('form', { name: 'Link a device' });
}

describe('linked devices', { timeout: 60_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    signInForTest({
      authorities: ['ROLE_CLIENT_SHOW'],
      workspace: { guid: 'ws-devices-test', id: 1, name: 'Northwind Retail' },
    });
  });
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('refuses to send without a registration id and a type, with the message at each field', async () => {
    const service = installService(() => []);
    renderDevices();
    expect(await screen.findByText('No linked devices.')).toBeVisible();
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Device id/ }), 'device-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Link device' }));
    expect(await within(form).findByText('Give the registration id (the device’s push token).')).toBeVisible();
    expect(within(form).getByText('Choose the device type: Android, iOS or Windows.')).toBeVisible();
    expect(service.posts()).toHaveLength(0);
  });

  it('refuses a device id of spaces only, with the message at the field', async () => {
    const service = installService(() => []);
    renderDevices();
    await screen.findByText('No linked devices.');
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Device id/ }), '   ');
    await userEvent.type(within(form).getByRole('textbox', { name: /Registration id/ }), 'fcm-token-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Link device' }));
    expect(await within(form).findByText('Give the device id.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Device id/ })).toHaveAttribute('aria-invalid', 'true');
    expect(service.posts()).toHaveLength(0);
  });

  it('puts a 400 naming a field at that field, trimmed values sent', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit) => {
        if (init.method !== 'POST') return Response.json([]);
        sent.push(JSON.parse(String(init.body)));
        return Response.json(
          {
            status: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: [{ code: 1004, field: 'registrationId', message: 'Unknown push token.', rejectedValue: 'x' }],
          },
          { status: 400 },
        );
      }),
    );
    renderDevices();
    await screen.findByText('No linked devices.');
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Device id/ }), ' device-1 ');
    await userEvent.type(within(form).getByRole('textbox', { name: /Registration id/ }), 'x');
    await userEvent.type(within(form).getByRole('textbox', { name: /Model/ }), '  ');
    await userEvent.click(within(form).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Android', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Link device' }));
    expect(await within(form).findByText('Unknown push token.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Registration id/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('The device was not linked')).toBeNull();
    expect(sent).toEqual([{ deviceId: 'device-1', registrationId: 'x', type: 'android' }]);
  });

  it('sends registrationId and the chosen type in lower case', async () => {
    let linked: unknown[] = [];
    const service = installService(() => linked);
    renderDevices();
    await screen.findByText('No linked devices.');
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Device id/ }), 'device-1');
    await userEvent.type(within(form).getByRole('textbox', { name: /Registration id/ }), 'fcm-token-1');
    await userEvent.click(within(form).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'iOS', hidden: true }));
    linked = [{ deviceId: 'device-1', type: 'ios', registrationId: 'fcm-token-1' }];
    await userEvent.click(within(form).getByRole('button', { name: 'Link device' }));
    await waitFor(() => expect(service.posts()).toHaveLength(1));
    const post = service.posts()[0]!;
    expect(post.url.pathname).toBe(`/v4/clients/by-uuid/${UUID}/linked-devices`);
    expect(post.body).toEqual({ deviceId: 'device-1', registrationId: 'fcm-token-1', type: 'ios' });
    expect(await screen.findByRole('cell', { name: 'iOS' })).toBeVisible();
  });

  it('opens the form from a button, with the focus in it, and gives the focus back to the button on cancel', async () => {
    installService(() => []);
    renderDevices();
    await screen.findByText('No linked devices.');
    expect(screen.queryByRole('form', { name: 'Link a device' })).toBeNull();
    const form = await openForm();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Device id/ })).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Link a device' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link a device' })).toHaveFocus());
  });

  it('reads a listing wrapped in {data} with fields missing', async () => {
    installService(() => ({
      data: [{ registrationId: 'r-1', type: 'windows', model: 'Surface' }, { deviceId: 'd-2' }],
    }));
    renderDevices();
    expect(await screen.findByRole('cell', { name: 'Windows' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'd-2' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Surface' })).toBeVisible();
  });
});
