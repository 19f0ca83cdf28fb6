// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { renderRoutes } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

describe('route error page', () => {
  it('a page whose code could not be downloaded offers a reload, not a retry that cannot work', async () => {
    renderRoutes(
      [
        {
          path: '/documents',
          ErrorBoundary: RouteErrorBoundary,
          lazy: () =>
            Promise.reject(
              new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/documents.js'),
            ),
        },
      ],
      '/documents',
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(/could not be downloaded\. Check your connection, then reload/)).toBeInTheDocument();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a service failure keeps its own words and a retry', async () => {
    renderRoutes(
      [
        {
          path: '/profiles',
          ErrorBoundary: RouteErrorBoundary,
          loader: () => {
            throw new ApiError({
              kind: 'http',
              status: 503,
              method: 'GET',
              path: '/v4/profiles',
              body: { message: 'Service unavailable' },
            });
          },
          Component: () => null,
        },
      ],
      '/profiles',
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
