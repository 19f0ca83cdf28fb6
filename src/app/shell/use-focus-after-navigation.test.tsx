// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

function Root() {
  useFocusAfterNavigation();
  return <Outlet />;
}

/** A page whose heading is drawn anew once (as a workspace's page is after a switch), after `redrawMs`. */
function Page({ name, redrawMs }: { name: string; redrawMs?: number }) {
  const [round, setRound] = useState(0);
  return (
    <main>
      <h1 key={round}>{name}</h1>
      <button type="button" onClick={() => redrawMs && setTimeout(() => setRound(1), redrawMs)}>
        Redraw later
      </button>
    </main>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/a', element: <Page name="Adventure" /> },
          { path: '/b', element: <Page name="Northwind" redrawMs={300} /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('leaves the first page of the tab as the browser shows it', async () => {
  renderPages();
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(document.activeElement).toBe(document.body);
});

it('gives the new page’s heading the focus the navigation took away, and again when that heading is redrawn', async () => {
  const router = renderPages();
  await act(() => router.navigate('/b'));
  const first = await screen.findByRole('heading', { name: 'Northwind' });
  await waitFor(() => expect(first).toHaveFocus());
  // The page draws its heading anew (a new element): the focus drops to <body> and comes back to the new one.
  act(() => {
    screen.getByRole('button', { name: 'Redraw later' }).click();
    first.focus();
  });
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Northwind' })).not.toBe(first));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Northwind' })).toHaveFocus());
});

it('stops once the person presses a key', async () => {
  const router = renderPages();
  await act(() => router.navigate('/b'));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Northwind' })).toHaveFocus());
  fireEvent.keyDown(document, { key: 'Shift' });
  act(() => (document.activeElement as HTMLElement).blur());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(document.activeElement).toBe(document.body);
});
