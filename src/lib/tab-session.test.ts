import type { Session } from './session';
import { connectTabs, sessionToHandOver, type TabChannel } from './tab-session';

const ORIGIN = 'https://app.test';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/** BroadcastChannels of one name: a message reaches every other channel, never its sender. */
function channelHub() {
  const channels: FakeChannel[] = [];
  class FakeChannel implements TabChannel {
    private listeners = new Set<(event: MessageEvent) => void>();
    constructor(private origin: string) {
      channels.push(this);
    }
    postMessage(data: unknown) {
      const copy: unknown = structuredClone(data);
      for (const channel of channels) {
        if (channel !== this) channel.deliver(new MessageEvent('message', { data: copy, origin: this.origin }));
      }
    }
    deliver(event: MessageEvent) {
      for (const listener of [...this.listeners]) listener(event);
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
  }
  return { channel: (origin = ORIGIN) => new FakeChannel(origin) };
}

const signedIn = (stage: Session['stage'] = 'workspace'): Session => ({
  regionId: 'azure-eu',
  token: 'token-of-tab-a',
  stage,
  username: 'ada@demo.test',
  mfaMethods: stage === 'mfa' ? ['TOTP'] : [],
  consumer: { id: 1, name: 'Ada', businessProfileId: 7, authorities: ['CLIENT_SHOW'], roles: 'ADMIN' },
  workspace: stage === 'workspace' ? { guid: A, id: 7, name: 'Northwind' } : null,
});

function tab(hub: ReturnType<typeof channelHub>, own: Session | null, options: { origin?: string } = {}) {
  let current = own;
  const signedOutElsewhere = vi.fn(() => {
    current = null;
  });
  const tabs = connectTabs({
    channel: hub.channel(options.origin),
    origin: options.origin ?? ORIGIN,
    current: () => current,
    onSignedOutElsewhere: signedOutElsewhere,
  });
  return { tabs, signedOutElsewhere, current: () => current };
}

describe('session handover between tabs', () => {
  afterEach(() => vi.useRealTimers());

  it('hands a new tab the whole session when its URL names the same workspace', async () => {
    const hub = channelHub();
    tab(hub, signedIn());
    const fresh = tab(hub, null);
    await expect(fresh.tabs.requestSession(A.toUpperCase(), { waitMs: 300 })).resolves.toEqual(signedIn());
  });

  it('hands over only the signed-in person when the URL names another workspace, or none', async () => {
    const hub = channelHub();
    tab(hub, signedIn());
    const fresh = tab(hub, null);
    for (const guid of [B, null]) {
      const handed = await fresh.tabs.requestSession(guid, { waitMs: 300 });
      expect(handed).toMatchObject({
        token: 'token-of-tab-a',
        stage: 'user',
        workspace: null,
        username: 'ada@demo.test',
      });
      // The role in workspace A is not carried into another workspace.
      expect(handed?.consumer).toMatchObject({ name: 'Ada', authorities: [], businessProfileId: null });
    }
  });

  it('answers nothing while its own MFA code is pending, or without a session: the asking tab gives up in time', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    tab(hub, signedIn('mfa'));
    tab(hub, null);
    const fresh = tab(hub, null);
    const asked = fresh.tabs.requestSession(A, { waitMs: 300 });
    await vi.advanceTimersByTimeAsync(299);
    let settled = false;
    void asked.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(asked).resolves.toBeNull();
  });

  it('ignores messages that claim another origin', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    tab(hub, signedIn(), { origin: 'https://evil.test' });
    const fresh = tab(hub, null);
    const asked = fresh.tabs.requestSession(A, { waitMs: 300 });
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBeNull();

    // And a tab of this origin does not answer a request that claims another.
    const hub2 = channelHub();
    const signedInTab = tab(hub2, signedIn());
    const stranger = hub2.channel('https://evil.test');
    const offers: unknown[] = [];
    stranger.addEventListener('message', (event) => offers.push(event.data));
    stranger.postMessage({ type: 'session-request', id: 'x', workspaceGuid: A });
    expect(offers).toEqual([]);
    expect(signedInTab.current()).not.toBeNull();
  });

  it('refuses an offer that is not a session', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    const liar = hub.channel();
    liar.addEventListener('message', (event) => {
      const { id } = event.data as { id: string };
      liar.postMessage({ type: 'session-offer', id, session: { token: 'x' } });
    });
    const fresh = tab(hub, null);
    const asked = fresh.tabs.requestSession(A, { waitMs: 300 });
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBeNull();
  });

  it('passes on an answer that comes after the wait, for a while, and then stops listening', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    const slow = hub.channel();
    const requests: string[] = [];
    slow.addEventListener('message', (event) => requests.push((event.data as { id: string }).id));
    const fresh = tab(hub, null);
    const late = vi.fn();
    const asked = fresh.tabs.requestSession(A, { waitMs: 300, lateMs: 5_000, onLate: late });
    await vi.advanceTimersByTimeAsync(300);
    await expect(asked).resolves.toBeNull();
    slow.postMessage({ type: 'session-offer', id: requests[0], session: signedIn() });
    expect(late).toHaveBeenCalledWith(signedIn());

    const again = fresh.tabs.requestSession(A, { waitMs: 300, lateMs: 5_000, onLate: late });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(again).resolves.toBeNull();
    slow.postMessage({ type: 'session-offer', id: requests[1], session: signedIn() });
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('signs out the other tabs when one signs out', () => {
    const hub = channelHub();
    const a = tab(hub, signedIn());
    const b = tab(hub, signedIn());
    const c = tab(hub, null);
    a.tabs.announceSignOut();
    expect(b.signedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(b.current()).toBeNull();
    // A tab already signed out has nothing to end.
    expect(c.signedOutElsewhere).not.toHaveBeenCalled();
    expect(a.signedOutElsewhere).not.toHaveBeenCalled();
  });

  it('builds what it hands over without touching the session it came from', () => {
    const own = signedIn();
    expect(sessionToHandOver(own, B)?.stage).toBe('user');
    expect(own.stage).toBe('workspace');
    expect(sessionToHandOver(null, A)).toBeNull();
    expect(sessionToHandOver(signedIn('user'), A)?.stage).toBe('user');
  });
});
