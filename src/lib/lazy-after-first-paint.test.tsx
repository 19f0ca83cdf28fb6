// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { lazyAfterFirstPaint } from './lazy-after-first-paint';

describe('lazyAfterFirstPaint', () => {
  it('asks for the part once the page is on screen, and renders it when its code has arrived', async () => {
    const load = vi.fn(async () => () => <p>palette</p>);
    const Part = lazyAfterFirstPaint(load);
    render(<Part />);
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('palette')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing, and throws nothing, when its code cannot be downloaded', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Part = lazyAfterFirstPaint(load);
    const { container } = render(
      <div data-testid="page">
        page
        <Part />
      </div>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('page').textContent).toBe('page');
    expect(container.textContent).toBe('page');
  });
});
