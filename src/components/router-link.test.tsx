// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './router-link';

function Here() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Here />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('writes the address and navigates in the page on a plain click', async () => {
    const onClick = vi.fn();
    const router = renderAt(
      '/a',
      <Link to="/b?x=1" onClick={onClick}>
        B
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'B' });
    expect(link).toHaveAttribute('href', '/b?x=1');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/b?x=1');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked, and leaves a click the page prevented alone', async () => {
    const router = renderAt(
      '/a',
      <>
        <Link to="/c" replace>
          C
        </Link>
        <Link to="/d" onClick={(event) => event.preventDefault()}>
          D
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'D' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/a');
    await userEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/c');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified click to the browser (a new tab)', async () => {
    renderAt('/a', <Link to="/b">B</Link>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'B' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/a');
  });
});

describe('NavLink', () => {
  it('marks the current page; with `end`, not the pages under it', () => {
    renderAt(
      '/p/1/events',
      <nav>
        <NavLink to="/p/1" end>
          Details
        </NavLink>
        <NavLink to="/p/1/events" end>
          Events
        </NavLink>
        <NavLink to="/p/1">Profile</NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Details' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});
