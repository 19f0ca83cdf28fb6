import { isApiError } from './api-error';
import { refreshDelayMs } from './jwt';
import { isRegionId, type RegionId } from './regions';
import { sessionKey } from './session-key';

/**
 * The signed-in session: the bearer token and who it belongs to. Lives in memory and in sessionStorage
 * (so a reload keeps the person signed in, and closing the tab ends it); never in localStorage, a URL or a log.
 */
export interface SessionConsumer {
  id: number;
  name: string;
  businessProfileId: number | null;
  authorities: string[];
  roles: string;
}

export interface Session {
  regionId: RegionId;
  token: string;
  /** `mfa`: the token is only good for the MFA verification; `user`: signed in; `workspace`: bound to one. */
  stage: 'mfa' | 'user' | 'workspace';
  username: string;
  mfaMethods: string[];
  consumer: SessionConsumer | null;
  workspace: { guid: string; id: number; name: string } | null;
}

/**
 * The part of a token answer the session keeps about who is signed in. Here rather than next to the answer's
 * schema (consumer-token.ts): the sign-in page calls it, and importing that module would bring zod onto its path.
 */
export function consumerOf(answer: { consumer: SessionConsumer }): SessionConsumer {
  const { consumer } = answer;
  return {
    id: consumer.id,
    name: consumer.name,
    businessProfileId: consumer.businessProfileId,
    authorities: consumer.authorities,
    roles: consumer.roles,
  };
}

// What this app itself wrote to sessionStorage is checked by hand: a schema library is not worth its weight on
// the start-up path for three small shapes.
type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isConsumer(value: unknown): value is SessionConsumer {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    (value.businessProfileId === null || typeof value.businessProfileId === 'number') &&
    isStringArray(value.authorities) &&
    typeof value.roles === 'string'
  );
}

export function isSession(value: unknown): value is Session {
  if (!isObject(value)) return false;
  const { workspace } = value;
  return (
    isRegionId(value.regionId) &&
    typeof value.token === 'string' &&
    (value.stage === 'mfa' || value.stage === 'user' || value.stage === 'workspace') &&
    typeof value.username === 'string' &&
    isStringArray(value.mfaMethods) &&
    (value.consumer === null || isConsumer(value.consumer)) &&
    (workspace === null ||
      (isObject(workspace) &&
        typeof workspace.guid === 'string' &&
        typeof workspace.id === 'number' &&
        typeof workspace.name === 'string'))
  );
}

/** Why a session ended: the person signed out, or it could not be renewed. */
export type SessionEnd = 'signed-out' | 'expired';

const lastWorkspaceKey = 'cdp.last-workspace';
const retryAfterNetworkFailureMs = 15_000;

export interface SessionStoreDeps {
  storage?: Storage;
  now?: () => number;
  /** Exchanges an active token for a new one (GET /v4/auth/refresh/user). */
  refresh?: (token: string) => Promise<string>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Calls back when the device is back online or the tab is shown again; returns an unsubscribe. */
  onWake?: (callback: () => void) => () => void;
}

/** The browser's "back online" and "tab shown again" moments (none outside a browser). */
function onBrowserWake(callback: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') callback();
  };
  window.addEventListener('online', callback);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', callback);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The workspace a session was in when it expired, so signing in again goes straight back to it. */
export interface LastWorkspace {
  guid: string;
  name: string;
  username: string;
}

const isLastWorkspace = (value: unknown): value is LastWorkspace =>
  isObject(value) &&
  typeof value.guid === 'string' &&
  typeof value.name === 'string' &&
  typeof value.username === 'string';

export function createSessionStore(deps: SessionStoreDeps = {}) {
  const storage = deps.storage;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let refresher = deps.refresh;
  let current: Session | null = restore();
  let inflight: Promise<string | null> | null = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEnd) => void>();

  function restore(): Session | null {
    try {
      const raw = storage?.getItem(sessionKey);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isSession(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function persist() {
    if (!storage) return;
    if (current) storage.setItem(sessionKey, JSON.stringify(current));
    else storage.removeItem(sessionKey);
    if (current?.workspace) {
      const last: LastWorkspace = {
        guid: current.workspace.guid,
        name: current.workspace.name,
        username: current.username,
      };
      storage.setItem(lastWorkspaceKey, JSON.stringify(last));
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  /** Runs a refresh of the current token after `delay` ms (replacing any refresh already planned). */
  function refreshIn(delay: number) {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      if (current) void recoverFrom(current.token).catch(() => undefined);
    }, delay);
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!current || current.stage === 'mfa' || !refresher) return;
    const delay = refreshDelayMs(current.token, now());
    if (delay !== null) refreshIn(delay);
  }

  function set(next: Session | null) {
    current = next;
    persist();
    schedule();
    emit();
  }

  function end(reason: SessionEnd) {
    if (reason === 'signed-out') storage?.removeItem(lastWorkspaceKey);
    set(null);
    for (const listener of endListeners) listener(reason);
  }

  async function refreshNow(token: string): Promise<string | null> {
    if (!current || current.stage === 'mfa' || !refresher) {
      end('expired');
      return null;
    }
    try {
      const next = await refresher(token);
      if (current && current.token === token) set({ ...current, token: next });
      return next;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        end('expired');
        return null;
      }
      // No answer or a service failure: keep the session, try again a little later, let the caller retry.
      refreshIn(retryAfterNetworkFailureMs);
      throw error;
    }
  }

  /** Single flight: every caller that saw `failedToken` rejected shares one refresh. */
  function recoverFrom(failedToken: string): Promise<string | null> {
    if (!current) return Promise.resolve(null);
    if (current.token !== failedToken) return Promise.resolve(current.token);
    inflight ??= refreshNow(failedToken).finally(() => {
      inflight = null;
    });
    return inflight;
  }

  schedule();
  // A laptop that slept, or a connection that came back, may have let the planned refresh pass or fail: plan
  // again from the token itself, so an expired token is renewed (or the session ended) at once, not after
  // the network-failure retry delay.
  (deps.onWake ?? onBrowserWake)(() => {
    if (inflight === null) schedule();
  });

  return {
    get: () => current,
    token: () => current?.token ?? null,
    set,
    update(patch: Partial<Session>) {
      if (current) set({ ...current, ...patch });
    },
    /** For the HTTP client: a usable token after a 401, or null when the session is over. */
    recover: recoverFrom,
    signOut: () => end('signed-out'),
    expire: () => end('expired'),
    setRefresher(refresh: (token: string) => Promise<string>) {
      refresher = refresh;
      schedule();
    },
    lastWorkspace(): LastWorkspace | null {
      try {
        const raw = storage?.getItem(lastWorkspaceKey);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return isLastWorkspace(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEnd(listener: (reason: SessionEnd) => void) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
}

export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
