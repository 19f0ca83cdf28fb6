import * as z from 'zod/mini';
import { ApiError } from './api-error';
import type { Endpoint } from './endpoints';
import { createHttpClient } from './http';
import { createSessionStore, type Session } from './session';
import { fakeJwt } from './test-jwt';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const nowMs = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowS = nowMs / 1000;

function sessionWith(token: string, patch: Partial<Session> = {}): Session {
  return {
    regionId: 'azure-eu',
    token,
    stage: 'workspace',
    username: 'ada@demo.test',
    mfaMethods: [],
    consumer: { id: 1, name: 'Ada', businessProfileId: 7, authorities: [], roles: 'ADMIN' },
    workspace: { guid: '00000000-0000-4000-8000-000000000007', id: 7, name: 'Northwind' },
    ...patch,
  };
}

const unauthorized = (token: string) =>
  new ApiError({
    kind: 'http',
    status: 401,
    method: 'GET',
    path: '/v4/auth/refresh/user',
    body: { message: `expired ${token.length}` },
  });

describe('session store', () => {
  it('keeps the session in sessionStorage so a reload restores it', () => {
    const storage = new MemoryStorage();
    const first = createSessionStore({ storage, now: () => nowMs });
    first.set(sessionWith('token-a'));
    const second = createSessionStore({ storage, now: () => nowMs });
    expect(second.get()?.token).toBe('token-a');
  });

  it('ignores a stored session that does not have the expected shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('cdp.session', JSON.stringify({ token: 1 }));
    expect(createSessionStore({ storage }).get()).toBeNull();
  });

  it('10 concurrent 401s cause exactly one refresh, then one retry each', async () => {
    const oldToken = fakeJwt({ iat: nowS - 3500, exp: nowS + 100 });
    const newToken = fakeJwt({ iat: nowS, exp: nowS + 3600 });
    let refreshes = 0;
    const session = createSessionStore({
      now: () => nowMs,
      setTimer: () => null,
      refresh: async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return newToken;
      },
    });
    session.set(sessionWith(oldToken));
    let calls = 0;
    const http = createHttpClient({
      baseUrl: () => 'https://api.example.test',
      tokens: session,
      fetch: async (_input, init) => {
        calls += 1;
        const auth = new Headers(init?.headers).get('Authorization');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return auth === `Bearer ${newToken}`
          ? new Response(JSON.stringify({ ok: true }), { status: 200 })
          : new Response(JSON.stringify({ status: 401 }), { status: 401 });
      },
    });
    const endpoint: Endpoint = { method: 'GET', path: () => '/v4/x', source: 'chosen' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => http.request(endpoint, { schema: z.object({ ok: z.boolean() }) })),
    );
    expect(results).toHaveLength(10);
    expect(refreshes).toBe(1);
    expect(calls).toBe(20);
    expect(session.token()).toBe(newToken);
  });

  it('ends the session as expired, keeping the last workspace, when the refresh is refused', async () => {
    const storage = new MemoryStorage();
    const ended: string[] = [];
    const session = createSessionStore({
      storage,
      now: () => nowMs,
      setTimer: () => null,
      refresh: async (token) => {
        throw unauthorized(token);
      },
    });
    session.onEnd((reason) => ended.push(reason));
    session.set(sessionWith('token-a'));
    await expect(session.recover('token-a')).resolves.toBeNull();
    expect(session.get()).toBeNull();
    expect(storage.getItem('cdp.session')).toBeNull();
    expect(ended).toEqual(['expired']);
    expect(session.lastWorkspace()).toEqual({
      guid: '00000000-0000-4000-8000-000000000007',
      name: 'Northwind',
      username: 'ada@demo.test',
    });
  });

  it('keeps the session when the refresh gets no answer, and passes the network error on', async () => {
    const session = createSessionStore({
      now: () => nowMs,
      setTimer: () => null,
      refresh: async () => {
        throw new ApiError({ kind: 'network', status: 0, method: 'GET', path: '/v4/auth/refresh/user' });
      },
    });
    session.set(sessionWith('token-a'));
    await expect(session.recover('token-a')).rejects.toMatchObject({ kind: 'network' });
    expect(session.token()).toBe('token-a');
  });

  it('tries a refresh that got no answer again 15 s later', async () => {
    const timers: number[] = [];
    const session = createSessionStore({
      now: () => nowMs,
      setTimer: (_run, ms) => {
        timers.push(ms);
        return timers.length;
      },
      clearTimer: () => undefined,
      refresh: async () => {
        throw new ApiError({ kind: 'network', status: 0, method: 'GET', path: '/v4/auth/refresh/user' });
      },
    });
    session.set(sessionWith('token-a'));
    await session.recover('token-a').catch(() => undefined);
    expect(timers.at(-1)).toBe(15_000);
  });

  it('back online after the token lapsed: renews at once instead of waiting for the 15 s retry, and ends the session when refused', async () => {
    let clock = nowMs;
    const token = fakeJwt({ iat: nowS, exp: nowS + 3 });
    const timers: { ms: number; run: () => void }[] = [];
    let wake = () => undefined as void;
    let offline = true;
    const refresh = vi.fn(async () => {
      if (offline) throw new ApiError({ kind: 'network', status: 0, method: 'GET', path: '/v4/auth/refresh/user' });
      throw unauthorized(token);
    });
    const ended: string[] = [];
    const session = createSessionStore({
      now: () => clock,
      setTimer: (run, ms) => {
        timers.push({ ms, run });
        return timers.length;
      },
      clearTimer: () => undefined,
      onWake: (callback) => {
        wake = callback;
        return () => undefined;
      },
      refresh,
    });
    session.onEnd((reason) => ended.push(reason));
    session.set(sessionWith(token));
    // The planned refresh runs while offline and is put off by 15 s.
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(timers.at(-1)?.ms).toBe(15_000));
    // 4 s later the connection is back: the token has lapsed, so the refresh is due now.
    clock += 4_000;
    offline = false;
    wake();
    expect(timers.at(-1)?.ms).toBe(0);
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(ended).toEqual(['expired']));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(session.get()).toBeNull();
  });

  it('answers with the current token when the 401 was for a token already replaced', async () => {
    const refresh = vi.fn(async () => 'never');
    const session = createSessionStore({ now: () => nowMs, setTimer: () => null, refresh });
    session.set(sessionWith('token-b'));
    await expect(session.recover('token-a')).resolves.toBe('token-b');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('cannot refresh a token that only serves the MFA step: the session ends', async () => {
    const refresh = vi.fn(async () => 'never');
    const session = createSessionStore({ now: () => nowMs, setTimer: () => null, refresh });
    session.set(sessionWith('mfa-token', { stage: 'mfa', workspace: null }));
    await expect(session.recover('mfa-token')).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('schedules the refresh from the token exp, and reschedules after each new token', async () => {
    const timers: { ms: number; run: () => void }[] = [];
    const first = fakeJwt({ iat: nowS, exp: nowS + 3600 });
    const second = fakeJwt({ iat: nowS, exp: nowS + 7200 });
    const session = createSessionStore({
      now: () => nowMs,
      setTimer: (run, ms) => {
        timers.push({ ms, run });
        return timers.length;
      },
      clearTimer: () => undefined,
      refresh: async () => second,
    });
    session.set(sessionWith(first));
    expect(timers.at(-1)!.ms).toBe(3540_000);
    timers.at(-1)!.run();
    await vi.waitFor(() => expect(session.token()).toBe(second));
    expect(timers.at(-1)!.ms).toBe(7140_000);
  });

  it('signing out forgets the session and the last workspace', () => {
    const storage = new MemoryStorage();
    const ended: string[] = [];
    const session = createSessionStore({ storage, setTimer: () => null });
    session.onEnd((reason) => ended.push(reason));
    session.set(sessionWith('token-a'));
    session.signOut();
    expect(session.get()).toBeNull();
    expect(session.lastWorkspace()).toBeNull();
    expect(storage.length).toBe(0);
    expect(ended).toEqual(['signed-out']);
  });
});
