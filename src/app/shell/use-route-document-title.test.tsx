// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Outlet, useParams } from 'react-router';
import { session } from '../../lib/api';
import { composeDocumentTitle, productName, useDocumentTitle } from '../../lib/document-title';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { useRouteDocumentTitle } from './use-route-document-title';

function Root() {
  useRouteDocumentTitle();
  return <Outlet />;
}

function Record() {
  useDocumentTitle(`Profile of ${useParams().id}`);
  return <Outlet />;
}

const routes = [
  {
    element: <Root />,
    children: [
      { path: 'sign-in', handle: { title: 'Sign in' }, element: <h1>Sign in</h1> },
      {
        id: 'shell',
        element: <Outlet />,
        children: [
          { path: 'profiles', handle: { title: 'Profiles' }, element: <h1>Profiles</h1> },
          {
            path: 'profiles/:id',
            handle: { title: 'Profile' },
            element: <Record />,
            children: [
              { index: true, element: <h1>Details</h1> },
              { path: 'events', handle: { title: 'Events' }, element: <h1>Events</h1> },
            ],
          },
          { path: '*', handle: { title: 'Page not found' }, element: <h1>Not found</h1> },
        ],
      },
    ],
  },
];

afterEach(() => session.set(null));

describe('page titles', () => {
  it('composes innermost first, a record name in place of its route title, then workspace and product', () => {
    expect(composeDocumentTitle({ routeTitles: ['Profiles'], workspace: 'Northwind Retail' })).toBe(
      `Profiles · Northwind Retail · ${productName}`,
    );
    expect(composeDocumentTitle({ routeTitles: ['Events', 'Profile'], record: 'Ada Lovelace', workspace: 'NW' })).toBe(
      `Events · Ada Lovelace · NW · ${productName}`,
    );
    expect(composeDocumentTitle({ routeTitles: [], record: '  ' })).toBe(productName);
  });

  it('titles each route from its handle, the workspace only inside the shell', async () => {
    signInForTest({ authorities: [] });
    const { router } = renderRoutes(routes, '/profiles');
    await screen.findByRole('heading', { name: 'Profiles' });
    expect(document.title).toBe(`Profiles · Northwind Retail · ${productName}`);

    await act(() => router.navigate('/profiles/7/events'));
    await screen.findByRole('heading', { name: 'Events' });
    expect(document.title).toBe(`Events · Profile of 7 · Northwind Retail · ${productName}`);

    await act(() => router.navigate('/profiles/7'));
    expect(document.title).toBe(`Profile of 7 · Northwind Retail · ${productName}`);

    await act(() => router.navigate('/nowhere'));
    await screen.findByRole('heading', { name: 'Not found' });
    // The record's name goes with its page.
    expect(document.title).toBe(`Page not found · Northwind Retail · ${productName}`);

    act(() => session.set(null));
    await act(() => router.navigate('/sign-in'));
    expect(document.title).toBe(`Sign in · ${productName}`);
  });
});
