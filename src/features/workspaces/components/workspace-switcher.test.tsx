// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The header's workspace switcher of the real app against the simulator, as Ada in Northwind.
const service = serveSimulator();

describe('workspace switcher', { timeout: 60_000 }, () => {
  it('gives the focus to the new page’s heading after a switch, never to <body>', async () => {
    const { user } = await renderRoute(service, '/');
    await screen.findByRole('heading', { level: 1, name: 'Northwind Retail' });
    // Focusing the plain button brings the switcher, which takes its place with the focus (overlayOnIntent).
    screen.getByRole('button', { name: /^Workspace: Northwind Retail/ }).focus();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Workspace: Northwind Retail/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    // (jsdom lays nothing out: the popover is never positioned, and stays hidden to the accessibility tree.)
    const list = await screen.findByRole('list', { name: 'Workspaces', hidden: true });
    const other = (await within(list).findAllByRole('button', { hidden: true })).find(
      (item) => item.getAttribute('aria-current') !== 'true',
    )!;
    const otherName = other.querySelector('p')!.textContent!.trim();
    other.focus();
    await user.keyboard('{Enter}');
    // The list that had the focus is gone with the popover, and the page was drawn anew.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: otherName })).toHaveFocus());
    expect(screen.getByRole('button', { name: new RegExp(`^Workspace: ${otherName}`) })).toBeVisible();
  });
});
