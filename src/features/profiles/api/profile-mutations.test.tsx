// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { createQueryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { signInForTest } from '../../../test/session';
import { defaultListParams } from '../model/list-params';
import { profileKeys } from './keys';
import type { Profile } from './schemas';
import { useCreateProfile } from './use-create-profile';
import { useDeleteProfile } from './use-delete-profile';
import { useImportProfiles } from './use-import-profiles';
import { useRecentImport } from './list-freshness';
import { useLinkDevice } from './use-link-device';
import { useUpdateProfile } from './use-update-profile';

// The profile writes against the simulator's handlers, as Ada in workspace 3. The simulator applies a change
// a moment after its 202 on its own clock, which stands still unless moved: each test moves it on acceptance.
const t = createTestSimulator(Date.now());
const server = setupServer(...t.sim.handlers);
const ws = workspace(3);
const listKey = profileKeys.list(ws.guid, defaultListParams);
const applyLater = () => t.clock.advance(60_000);

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const hook = <T,>(use: () => T) => renderHook(use, { wrapper }).result;
const run = <V, R>(use: () => { mutateAsync: (variables: V) => Promise<R> }, variables: V) =>
  hook(use).current.mutateAsync(variables);

beforeAll(async () => {
  // The hooks are driven through mutateAsync, not through a rendered UI: React's act() warnings do not apply.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  server.listen({ onUnhandledRequest: 'error' });
  const token = await t.loginInto('ada@demo.test', 3);
  signInForTest({ token, authorities: [], workspace: { guid: ws.guid, id: ws.id, name: ws.name } });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient = createQueryClient();
  queryClient.setQueryData(listKey, { profiles: [], total: 0 });
});

const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;

async function createOne(email: string): Promise<Profile> {
  const created = await run(() => useCreateProfile(ws.guid), {
    body: { email, firstName: 'Hook' },
    onAccepted: applyLater,
  });
  if (!created) throw new Error('the created profile did not show up');
  return created;
}

describe('useCreateProfile', () => {
  it('reports the acceptance, resolves with the applied profile and makes the listing stale', async () => {
    const onAccepted = vi.fn(applyLater);
    const created = await run(() => useCreateProfile(ws.guid), {
      body: { email: 'hook-create@demo.test', firstName: 'Hook' },
      onAccepted,
    });
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(created).toMatchObject({ email: 'hook-create@demo.test', firstName: 'Hook' });
    expect(isStale(listKey)).toBe(true);
  });

  it('rejects with the service refusal before acceptance and leaves the cache alone', async () => {
    const onAccepted = vi.fn();
    const failure = await run(() => useCreateProfile(ws.guid), {
      body: { email: 'not-an-email', firstName: 'Hook' },
      onAccepted,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(isStale(listKey)).toBe(false);
  });
});

describe('useUpdateProfile', () => {
  it('puts the applied profile into the cache and makes the listing stale', async () => {
    const profile = await createOne('hook-update@demo.test');
    queryClient = createQueryClient();
    queryClient.setQueryData(listKey, { profiles: [], total: 0 });
    queryClient.setQueryData(profileKeys.detail(ws.guid, profile.clientId), profile);

    const applied = await run(() => useUpdateProfile(ws.guid), {
      clientId: profile.clientId,
      changes: { city: 'Gdańsk' },
      onAccepted: applyLater,
    });
    expect(applied).toMatchObject({ clientId: profile.clientId, city: 'Gdańsk' });
    expect(queryClient.getQueryData<Profile>(profileKeys.detail(ws.guid, profile.clientId))).toMatchObject({
      city: 'Gdańsk',
    });
    expect(isStale(listKey)).toBe(true);
  });

  it('resolves null and touches no cache when the change never shows', async () => {
    const profile = await createOne('hook-late@demo.test');
    queryClient = createQueryClient();
    queryClient.setQueryData(listKey, { profiles: [], total: 0 });
    queryClient.setQueryData(profileKeys.detail(ws.guid, profile.clientId), profile);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      // The simulator's clock is not moved, so the change stays queued; the wait runs out on the app's clock.
      const pending = hook(() => useUpdateProfile(ws.guid)).current.mutateAsync({
        clientId: profile.clientId,
        changes: { city: 'Sopot' },
      });
      // The requests are real I/O: move the app's clock in steps, letting answers arrive between them, until the
      // wait gives up (one 20 s jump raced the answers on a busy machine and left the poll's next timer unfired).
      // Steps go on until it has given up: an answer that arrives late on a busy machine sets one more timer.
      let settled = false;
      const result = pending.finally(() => {
        settled = true;
      });
      for (let step = 0; step < 2_000 && !settled; step += 1) {
        await vi.advanceTimersByTimeAsync(500);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(queryClient.getQueryData<Profile>(profileKeys.detail(ws.guid, profile.clientId))).toBe(profile);
    expect(isStale(listKey)).toBe(false);
    t.clock.advance(60_000);
  });
});

describe('useDeleteProfile', () => {
  it('waits until the profile is gone, then drops its record and makes the listing stale', async () => {
    const profile = await createOne('hook-delete@demo.test');
    queryClient.setQueryData(profileKeys.detail(ws.guid, profile.clientId), profile);

    await run(() => useDeleteProfile(ws.guid), { clientId: profile.clientId, onAccepted: applyLater });
    expect(queryClient.getQueryState(profileKeys.detail(ws.guid, profile.clientId))).toBeUndefined();
    expect(isStale(listKey)).toBe(true);
    expect(
      (await t.call('GET', `/v4/clients/${profile.clientId}`, { token: await t.loginInto('ada@demo.test', 3) })).status,
    ).toBe(404);
  });
});

describe('useLinkDevice', () => {
  it('resolves true once the device is listed and leaves the device list fresh in the cache', async () => {
    const profile = await createOne('hook-device@demo.test');
    const devicesKey = profileKeys.devices(ws.guid, profile.clientId);
    const listed = await run(() => useLinkDevice(ws.guid, profile.clientId), {
      uuid: profile.uuid!,
      body: { deviceId: 'hook-device-1', registrationId: 'reg-1', type: 'android' },
      onAccepted: applyLater,
    });
    expect(listed).toBe(true);
    expect(
      queryClient.getQueryData<{ deviceId: string | null }[]>(devicesKey)?.map((device) => device.deviceId),
    ).toContain('hook-device-1');
    expect(isStale(devicesKey)).toBe(true);
  });
});

describe('useImportProfiles', () => {
  it('resolves with the report and makes every profile query of the workspace stale', async () => {
    const detailKey = profileKeys.detail(ws.guid, 1);
    queryClient.setQueryData(detailKey, { clientId: 1 });
    const row = { row: 2, item: { email: 'hook-import@demo.test', firstName: 'Imported' } };
    const report = await run(() => useImportProfiles(ws.guid), {
      validated: { items: [row], rejected: [] },
      plan: { create: [row], update: [], skipped: [] },
      rowsOf: () => ({}),
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    expect(report).toEqual({ created: 1, updated: 0, skipped: 0, rejected: [], cancelled: false });
    expect(isStale(listKey)).toBe(true);
    expect(isStale(detailKey)).toBe(true);
  });

  it('makes the listing stale again once the service has applied the import, and is listed as recent', async () => {
    const row = { row: 2, item: { email: 'hook-import-later@demo.test', firstName: 'Later' } };
    await run(() => useImportProfiles(ws.guid), {
      validated: { items: [row], rejected: [] },
      plan: { create: [row], update: [], skipped: [] },
      rowsOf: () => ({}),
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    // A fresh read right after the 202 (without the imported profile) ...
    queryClient.setQueryData(listKey, { profiles: [], total: 0 });
    expect(isStale(listKey)).toBe(false);
    expect(hook(() => useRecentImport(ws.guid)).current).toEqual(expect.any(Number));
    applyLater();
    // ... goes stale again once the row can be found.
    await vi.waitFor(() => expect(isStale(listKey)).toBe(true), { timeout: 3_000 });
  });
});
