import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/api';
import { authorities } from '../../lib/authorities';
import { queryClient } from '../../lib/query-client';
import { signInForTest } from '../../test/session';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { loader } from './overview.data';

/** signInForTest's workspace. */
const WS = 'ws-test';
const args = () =>
  ({ request: new Request(`http://localhost/w/${WS}`), params: {}, context: {} }) as Parameters<typeof loader>[0];

afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
});

describe("the overview's loader", () => {
  it('lets the page show at once, the workspace and its counts and lists still on their way', async () => {
    signInForTest({ authorities: Object.values(authorities) });
    const asked: string[] = [];
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
      asked.push(JSON.stringify(options.queryKey));
      return new Promise(() => undefined);
    });
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    // Returns before any answer: every request started, none awaited (each card shows its own loading state).
    expect(loader(args())).toBeNull();
    expect(ensure).not.toHaveBeenCalled();
    expect(asked).toHaveLength(5);
    // The workspace's record first: a browser sends a few requests at a time to one host.
    expect(asked[0]).toBe(JSON.stringify(currentWorkspaceQuery(WS).queryKey));
    expect(new Set(asked).size).toBe(5);
  });

  it('asks only for what the role may read, the workspace always', () => {
    signInForTest({ authorities: [] });
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    expect(loader(args())).toBeNull();
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(currentWorkspaceQuery(WS).queryKey);
  });
});
