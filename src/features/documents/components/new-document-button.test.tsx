// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { queryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { NewDocumentButton } from './new-document-button';

// The dialog's code loads when first wanted (the button's module does not import it); against the simulator.
const { sim, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const token = await loginInto('ada@demo.test', 0);
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_CREATE'],
    workspace: { guid: northwind.guid, id: northwind.id, name: northwind.name },
  });
});
afterAll(() => server.close());

it('opens its dialog on the first click, and keeps a typed name when closed and opened again', async () => {
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <NewDocumentButton workspaceGuid={northwind.guid} directoryId="" />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'New document' }));
  const dialog = await screen.findByRole('dialog', { name: 'New document' });
  expect(dialog).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Winter sale');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'New document' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Winter sale');
});

it('gives the focus back to its button when closed with Escape, the first time as every later time', async () => {
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <NewDocumentButton workspaceGuid={northwind.guid} directoryId="" />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
  const button = screen.getByRole('button', { name: 'New document' });
  for (const time of ['first', 'second']) {
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'New document' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button, `${time} time`).toHaveFocus());
  }
});

it('locks the page behind its dialog without hiding the scroll bar, as every dialog does (decision 0196)', async () => {
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <NewDocumentButton workspaceGuid={northwind.guid} directoryId="" />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
  await user.click(screen.getByRole('button', { name: 'New document' }));
  await screen.findByRole('dialog', { name: 'New document' });
  // Hiding the scroll bar marks <body> and gives it an inherited variable, which restyles the whole page.
  expect(document.body).not.toHaveAttribute('data-scroll-locked');
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(rules).not.toContain('--removed-body-scroll-bar-size');
  const wheel = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 120 });
  document.body.dispatchEvent(wheel);
  expect(wheel.defaultPrevented).toBe(true);
});
