import { createSimulator } from '../index';
import { ORIGIN, createTestSimulator } from '../test-support';
import { persistSimulator, type SnapshotStore } from './browser-persistence';

/** An in-memory store that records what the host asked of it. */
function memoryStore(initial?: string) {
  const calls: string[] = [];
  let value = initial;
  const store: SnapshotStore = {
    load: async () => {
      calls.push('load');
      return value;
    },
    save: async (json) => {
      calls.push('save');
      value = json;
    },
    clear: async () => {
      calls.push('clear');
      value = undefined;
    },
  };
  return {
    store,
    calls,
    get value() {
      return value;
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loginRequest() {
  return new Request(`${ORIGIN}/uauth/auth/login/user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ada@demo.test', password: 'Ada-Demo-2026' }),
  });
}

describe('The browser host keeps the demo data (injected store)', () => {
  it('answers the first request only after the saved data is back', async () => {
    const source = createTestSimulator();
    const token = await source.loginInto('ada@demo.test', 3);
    await source.call('POST', '/schema-service/v2/documents/init', { token, body: {} });
    const created = source.sim.snapshot().documents[0]!.documents[0]!;
    const memory = memoryStore(JSON.stringify(source.sim.snapshot()));

    const host = persistSimulator(createSimulator({ now: () => source.clock.now }), memory.store, { delayMs: 10 });
    // No await on `ready`: the request itself waits for it.
    const answer = await host.handle(
      new Request(`${ORIGIN}/schema-service/v2/documents/${created.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { id: string }).id).toBe(created.id);
  });

  it('writes once after a burst of requests, nothing for control requests, and clears on reset', async () => {
    const memory = memoryStore();
    const host = persistSimulator(createSimulator(), memory.store, { delayMs: 20 });
    await host.handle(new Request(`${ORIGIN}/__simulator/config`));
    await wait(40);
    expect(memory.calls).toEqual(['load']);

    const login = await host.handle(await loginRequest());
    const { token } = (await login.json()) as { token: string };
    const select = await host.handle(
      new Request(`${ORIGIN}/uauth/business-profile/`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(select.status).toBe(200);
    await wait(60);
    // An untouched seed is written once (an empty diff), and never again while nothing changes.
    expect(memory.calls).toEqual(['load', 'save']);
    expect(memory.value).not.toContain(token);

    const reset = await host.handle(
      new Request(`${ORIGIN}/__simulator/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }),
    );
    expect(reset.status).toBe(204);
    expect(memory.calls.at(-1)).toBe('clear');
    expect(memory.value).toBeUndefined();
  });

  it('starts from the seed when the stored data cannot be read', async () => {
    const errors: unknown[] = [];
    const memory = memoryStore('{not json');
    const host = persistSimulator(createSimulator(), memory.store, { onError: (error) => errors.push(error) });
    const answer = await host.handle(await loginRequest());
    expect(answer.status).toBe(200);
    expect(errors).toHaveLength(1);
  });
});
