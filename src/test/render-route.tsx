import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/router';
import { queryClient } from '../lib/query-client';
import { createTestSimulator, workspace as seededWorkspace } from '../simulator/testing';
import { installDomShims } from './render';
import { signInForTest } from './session';

/**
 * Page tests against the real app: the router's own route tree (lazy route modules, their loaders, the shell
 * with its data providers), the app's providers, and the simulator's handlers answering every request in Node.
 *
 *   const service = serveSimulator();            // once per test file
 *   await renderRoute(service, '/profiles?sort=email');
 *
 * Routes, loaders and queries share the app's one query client, emptied before each render.
 */

// Mantine pages are heavy for jsdom on a busy machine, and a route's first render loads its modules: findBy*
// and waitFor get more than the default second in files that render routes.
configure({ asyncUtilTimeout: 30_000 });

export type TestService = ReturnType<typeof createTestSimulator> & {
  /** Requests the app sent since the last render, as `METHOD /path?query`. */
  readonly requests: string[];
  /** The msw server, for a test that makes one answer fail (`server.use(…, { once: true })`). */
  readonly server: ReturnType<typeof setupServer>;
};

/** Starts the simulator (its clock stands still at `startMs` unless moved) for the test file's tests. */
export function serveSimulator(startMs: number = Date.now()): TestService {
  const testSimulator = createTestSimulator(startMs);
  const server = setupServer(...testSimulator.sim.handlers);
  const requests: string[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
    });
  });
  afterAll(() => server.close());
  return Object.assign(testSimulator, { requests, server });
}

export interface RenderRouteOptions {
  /** A demo user (see the simulator's seed). Default: Ada, who holds every authority. */
  username?: string;
  /** Index of the workspace among the seeded ones. Default: 0 (Northwind Retail). */
  workspaceIndex?: number;
}

const signIns = new Map<string, Parameters<typeof signInForTest>[0]>();

/** Signs in as the sign-in flow would: a real token bound to the workspace, and the consumer that came with it. */
async function signIn(service: TestService, username: string, workspaceIndex: number): Promise<void> {
  const key = `${username}@${workspaceIndex}`;
  let signInData = signIns.get(key);
  if (!signInData) {
    const token = await service.loginFully(username);
    const ws = seededWorkspace(workspaceIndex);
    const selected = await service.call('POST', `/uauth/auth/login/user/profile/${ws.guid}`, { token });
    if (selected.status !== 200)
      throw new Error(`${username} could not enter workspace ${workspaceIndex}: ${selected.status}`);
    const consumer = selected.body.consumer;
    signInData = {
      token: selected.body.token as string,
      username,
      authorities: consumer.authorities as string[],
      roles: consumer.roles as string,
      name: consumer.name as string,
      workspace: { guid: ws.guid, id: ws.id, name: ws.name },
    };
    signIns.set(key, signInData);
  }
  signInForTest(signInData);
}

/**
 * Renders the app at `path` as a signed-in demo user and waits until the route's loaders have run (the page's
 * data is in the cache, or the route's error shows).
 */
export async function renderRoute(
  service: TestService,
  path: string,
  { username = 'ada@demo.test', workspaceIndex = 0 }: RenderRouteOptions = {},
) {
  installDomShims();
  sessionStorage.clear();
  queryClient.clear();
  await signIn(service, username, workspaceIndex);
  service.requests.length = 0;
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const rendered = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return { router, user, ...rendered };
}
