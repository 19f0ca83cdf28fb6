import { isSession, type Session } from './session';

/**
 * The session handed over between tabs of one browser (docs/decisions/0056-session-handover-between-tabs.md).
 * A new tab without a session asks the app's other tabs over a BroadcastChannel, which the browser confines to
 * this origin; a signed-in tab answers with its session. Nothing is written anywhere but the asking tab's own
 * memory and sessionStorage, as for a sign-in. Signing out in one tab signs out the others.
 */
export const tabChannelName = 'cdp.session';

/** The part of BroadcastChannel used here (tests pass a pair of fakes). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

type TabMessage =
  | { type: 'session-request'; id: string; workspaceGuid: string | null }
  | { type: 'session-offer'; id: string; session: Session }
  | { type: 'signed-out' };

function readMessage(event: MessageEvent, origin: string): TabMessage | null {
  // BroadcastChannel reaches only this origin's documents; refuse anything that says otherwise all the same.
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'signed-out') return { type: 'signed-out' };
  if (typeof message.id !== 'string' || message.id === '') return null;
  if (message.type === 'session-request') {
    const guid = message.workspaceGuid;
    return { type: 'session-request', id: message.id, workspaceGuid: typeof guid === 'string' ? guid : null };
  }
  if (message.type === 'session-offer' && isSession(message.session)) {
    return { type: 'session-offer', id: message.id, session: message.session };
  }
  return null;
}

/**
 * What a signed-in tab hands over: nothing while its MFA code is pending; the whole session when the asking
 * tab's URL names the same workspace; else the signed-in person without the workspace (its token can enter
 * any of their workspaces, as the switcher does, but the role and authorities of this workspace stay here).
 */
export function sessionToHandOver(own: Session | null, workspaceGuid: string | null): Session | null {
  if (!own || own.stage === 'mfa') return null;
  const sameWorkspace =
    own.stage === 'workspace' &&
    own.workspace !== null &&
    workspaceGuid !== null &&
    own.workspace.guid.toLowerCase() === workspaceGuid.toLowerCase();
  if (sameWorkspace) return own;
  return {
    ...own,
    stage: 'user',
    workspace: null,
    consumer: own.consumer && { ...own.consumer, businessProfileId: null, authorities: [], roles: '' },
  };
}

export interface TabSessionDeps {
  channel: TabChannel;
  /** This document's origin (messages from any other are ignored). */
  origin: string;
  current: () => Session | null;
  /** Another tab signed out: end this tab's session too. */
  onSignedOutElsewhere: () => void;
  newId?: () => string;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function connectTabs(deps: TabSessionDeps) {
  const { channel, origin, current } = deps;
  const newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const ownRequests = new Set<string>();

  const answer = (event: MessageEvent) => {
    const message = readMessage(event, origin);
    if (message?.type === 'session-request' && !ownRequests.has(message.id)) {
      const session = sessionToHandOver(current(), message.workspaceGuid);
      if (session) channel.postMessage({ type: 'session-offer', id: message.id, session } satisfies TabMessage);
    } else if (message?.type === 'signed-out' && current()) {
      deps.onSignedOutElsewhere();
    }
  };
  channel.addEventListener('message', answer);

  return {
    /**
     * Asks the other tabs for a session; the first offer wins. Resolves null after `waitMs` without one (a
     * lone tab), so the start is never held up longer. A busy tab may answer later: until `lateMs` an offer
     * still goes to `onLate` (the sign-in page then moves on), so a slow machine costs a glimpse of the form,
     * not a second sign-in.
     */
    requestSession(
      workspaceGuid: string | null,
      { waitMs, lateMs = waitMs, onLate }: { waitMs: number; lateMs?: number; onLate?: (session: Session) => void },
    ): Promise<Session | null> {
      const id = newId();
      ownRequests.add(id);
      return new Promise((resolve) => {
        let waiting = true;
        const stop = () => {
          channel.removeEventListener('message', onOffer);
          clearTimer(waitTimer);
          clearTimer(lateTimer);
          ownRequests.delete(id);
        };
        const onOffer = (event: MessageEvent) => {
          const message = readMessage(event, origin);
          if (message?.type !== 'session-offer' || message.id !== id) return;
          stop();
          if (waiting) resolve(message.session);
          else onLate?.(message.session);
        };
        const waitTimer = setTimer(() => {
          waiting = false;
          resolve(null);
        }, waitMs);
        const lateTimer = setTimer(stop, Math.max(waitMs, lateMs));
        channel.addEventListener('message', onOffer);
        channel.postMessage({ type: 'session-request', id, workspaceGuid } satisfies TabMessage);
      });
    },
    /** Tells the other tabs that the person signed out here. */
    announceSignOut() {
      channel.postMessage({ type: 'signed-out' } satisfies TabMessage);
    },
    disconnect() {
      channel.removeEventListener('message', answer);
    },
  };
}
