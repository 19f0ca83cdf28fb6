/**
 * Shared set-up of the profile tests (not used by the app): a test simulator plus tokens of the consumers the
 * profile rules talk about.
 */
import { seededClientId, type SeedWorkspace } from '../seed';
import { ORIGIN, createTestSimulator, workspace, type ApiAnswer, type CallOptions } from '../testing';
import { MAX_CHANGE_DELAY_MS } from './store';

/** Adventure Works Outdoor: a small workspace (2,291 profiles) where ada has every authority. */
export const SMALL = 3;
/** Northwind Retail: the 50,000-profile workspace. */
export const NORTHWIND = 0;

export type TestSimulator = ReturnType<typeof createTestSimulator>;

export interface ProfileTestbed {
  t: TestSimulator;
  ws: SeedWorkspace;
  /** ada (every authority) bound to `ws`. */
  token: string;
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Moves the clock past the longest change delay, then the next request applies the queued changes. */
  settle(): void;
  /** Client id of seeded profile `i` of `ws`. */
  idOf(i: number): number;
}

export async function profileTestbed(wsIndex = SMALL): Promise<ProfileTestbed> {
  const t = createTestSimulator();
  const ws = workspace(wsIndex);
  const token = await t.loginInto('ada@demo.test', wsIndex);
  return {
    t,
    ws,
    token,
    call: (method, path, options = {}) => t.call(method, path, { token, ...options }),
    settle: () => t.clock.advance(MAX_CHANGE_DELAY_MS),
    idOf: (i) => seededClientId(ws, i),
  };
}

/** A Workspace token (API key login) of the workspace with the given index. */
export async function workspaceToken(t: TestSimulator, wsIndex: number): Promise<string> {
  const answer = await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(wsIndex).apiKey } });
  if (answer.status !== 200) throw new Error(`workspace login answered ${answer.status}`);
  return answer.body.token as string;
}

/** A Profile token of seeded customer account `n` (1…4) in the workspace. */
export async function customerToken(t: TestSimulator, wsIndex: number, n = 1): Promise<string> {
  const answer = await t.call('POST', '/sauth/v3/auth/login/client', {
    body: {
      apiKey: workspace(wsIndex).trackerKey,
      identityProvider: 'SYNERISE',
      email: `customer${n}@demo.test`,
      password: `Customer-${n}`,
      uuid: 'a3c1e0b2-7d4f-4e8a-9b6c-1f2e3d4c5b6a',
    },
  });
  if (answer.status !== 200) throw new Error(`customer login answered ${answer.status}`);
  return answer.body.token as string;
}

/** An Anonymous profile token in the workspace. */
export async function anonymousToken(t: TestSimulator, wsIndex: number): Promise<string> {
  const answer = await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
    body: { apiKey: workspace(wsIndex).trackerKey, uuid: '0d4f3a58-3b8e-4f0b-9a51-6e2f1c7d9b10' },
  });
  if (answer.status !== 200) throw new Error(`anonymous login answered ${answer.status}`);
  return answer.body.token as string;
}

/** A seeded record as the API answers it: seeded avatar paths made absolute on the test origin. */
export function answered<T extends { avatarUrl: string | null }>(record: T): T {
  return record.avatarUrl?.startsWith('/__simulator/')
    ? { ...record, avatarUrl: `${ORIGIN}${record.avatarUrl}` }
    : record;
}
