// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { mountApp } from './mount-app';

/** Keeps the main thread busy, as the first render's compiling does on a slow machine. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('mountApp', () => {
  let root: Root | undefined;
  const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  // A real concurrent render, as in the browser: one that yields between components (act would make it one piece).
  beforeAll(() => void ((globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  afterEach(() => root?.unmount());

  it('shows the first page when the router got ready while the first render yielded, and says so once', async () => {
    let pageArrives = () => {};
    const pageCode = new Promise<void>((resolve) => (pageArrives = resolve));
    // The page's code arrives while React renders the loading state: the router is ready before that render
    // commits, so before RouterProvider subscribes to it (in its layout effect).
    function LoadingWhilePageArrives() {
      pageArrives();
      busyFor(10);
      return null;
    }
    const router = createMemoryRouter([
      {
        path: '/',
        HydrateFallback: () => (
          <>
            <LoadingWhilePageArrives />
            <p>Loading…</p>
          </>
        ),
        lazy: async () => {
          await pageCode;
          return { Component: () => <p>The first page</p> };
        },
      },
    ]);
    const onFirstPage = vi.fn();
    root = mountApp(document.body.appendChild(document.createElement('div')), router, onFirstPage);
    expect(await screen.findByText('The first page', undefined, { timeout: 2000 })).toBeTruthy();
    await vi.waitFor(() => expect(onFirstPage).toHaveBeenCalledTimes(1));
  });

  it('says the first page has loaded when it was ready before the render', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => <p>Ready at once</p> }]);
    const onFirstPage = vi.fn();
    root = mountApp(document.body.appendChild(document.createElement('div')), router, onFirstPage);
    expect(await screen.findByText('Ready at once')).toBeTruthy();
    await vi.waitFor(() => expect(onFirstPage).toHaveBeenCalledTimes(1));
  });
});
