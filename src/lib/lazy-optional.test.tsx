// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOptional } from './lazy-optional';

describe('lazyOptional', () => {
  it('renders the part once its code has arrived', async () => {
    const Part = lazyOptional(async () => () => <p>palette</p>);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('palette')).toBeTruthy();
  });

  it('renders nothing, and throws nothing, when its code cannot be downloaded', async () => {
    const Part = lazyOptional(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <div data-testid="page">
        page
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('page').textContent).toBe('page');
    expect(container.textContent).toBe('page');
  });
});
