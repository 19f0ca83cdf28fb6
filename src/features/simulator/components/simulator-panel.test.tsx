// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import SimulatorPanel from './simulator-panel';

const config = { tokenTtlSeconds: 3600, latencyMs: 0, failureRate: 0 };
let resets = 0;
let resetAnswer: 'ok' | 'refused' | 'unreachable' = 'ok';
const server = setupServer(
  http.get('*/__simulator/credentials', () => HttpResponse.json({ users: [], workspaces: [] })),
  http.get('*/__simulator/config', () => HttpResponse.json(config)),
  http.post('*/__simulator/reset', () => {
    resets += 1;
    if (resetAnswer === 'refused') return new HttpResponse(null, { status: 403 });
    if (resetAnswer === 'unreachable') return HttpResponse.error();
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resets = 0;
  resetAnswer = 'ok';
});

async function openPanel() {
  const reloadPage = vi.fn();
  renderWithMantine(<SimulatorPanel opened onClose={() => undefined} reloadPage={reloadPage} />);
  const user = userEvent.setup();
  const reset = await screen.findByRole('button', { name: 'Reset demo data' });
  return { user, reset, reloadPage };
}

describe('the simulator panel', () => {
  it('asks before resetting the demo data, and keeping the changes sends nothing', async () => {
    const { user, reset, reloadPage } = await openPanel();
    await user.click(reset);
    const confirm = screen.getByRole('group', { name: 'Reset the demo data to the seed?' });
    expect(within(confirm).getByText(/is lost, for everyone using this simulator/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.queryByRole('group', { name: 'Reset the demo data to the seed?' })).toBeNull();
    expect(reset).toHaveFocus();
    expect(resets).toBe(0);

    await user.click(reset);
    await user.click(screen.getByRole('button', { name: 'Reset everything' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(resets).toBe(1);
  });

  it.each([
    ['refused', /Resetting the demo data failed\. The simulator refused the request \(403\)\./],
    ['unreachable', /Resetting the demo data failed\. The simulator at .* could not be reached/],
  ] as const)('says so when the reset is %s, and does not reload', async (answer, message) => {
    resetAnswer = answer;
    const { user, reset, reloadPage } = await openPanel();
    await user.click(reset);
    await user.click(screen.getByRole('button', { name: 'Reset everything' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
