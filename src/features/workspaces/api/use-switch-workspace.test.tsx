// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { session } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { createQueryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import type { Workspace } from './schemas';
import { useSwitchWorkspace } from './use-switch-workspace';

// Opening a workspace against the simulator's handlers, as Ada signed in but in no workspace yet.
const t = createTestSimulator(Date.now());
const server = setupServer(...t.sim.handlers);
const seeded = workspace(3);
const target: Workspace = {
  id: seeded.id,
  guid: seeded.guid,
  name: seeded.name,
  subdomain: null,
  logo: null,
  favorite: false,
  ipRestricted: false,
  mfaRequired: false,
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  queryClient = createQueryClient();
  queryClient.setQueryData(['profiles', 'previous-workspace', 'list'], { profiles: [] });
  const token = await t.loginFully('ada@demo.test');
  session.set({
    regionId: 'azure-eu',
    token,
    stage: 'user',
    username: 'ada@demo.test',
    mfaMethods: [],
    consumer: null,
    workspace: null,
  });
});

it('binds the session to the workspace, drops every cached query, and is pending until the caller has moved on', async () => {
  let release!: () => void;
  const onEntered = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  const { result } = renderHook(() => useSwitchWorkspace(onEntered), { wrapper });

  const opening = result.current.open(target);
  await waitFor(() => expect(onEntered).toHaveBeenCalledWith(target));
  await waitFor(() => expect(result.current.pendingGuid).toBe(target.guid));
  release();
  await opening;

  await waitFor(() => expect(result.current.pendingGuid).toBeNull());
  expect(result.current.error).toBeNull();
  expect(session.get()).toMatchObject({
    stage: 'workspace',
    workspace: { guid: target.guid, name: target.name, id: seeded.id },
  });
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

it('keeps a refusal in error and leaves the session and the cache as they were', async () => {
  const onEntered = vi.fn();
  const { result } = renderHook(() => useSwitchWorkspace(onEntered), { wrapper });
  const before = session.get();

  await result.current.open({ ...target, guid: '00000000-0000-4000-8000-00000000dead', name: 'Nowhere' });

  await waitFor(() => expect(isApiError(result.current.error)).toBe(true));
  expect(result.current.pendingGuid).toBeNull();
  expect(onEntered).not.toHaveBeenCalled();
  expect(session.get()).toEqual(before);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
});
