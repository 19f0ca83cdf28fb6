import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/api';
import { authorities } from '../../lib/authorities';
import { queryClient } from '../../lib/query-client';
import { signInForTest } from '../../test/session';
import { loader } from './overview.data';

const args = () =>
  ({ request: new Request('http://localhost/w/ws-test'), params: {}, context: {} }) as Parameters<typeof loader>[0];

afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
});

describe("the overview's loader", () => {
  it('lets the page show once the workspace is known, with its counts and lists still on their way', async () => {
    signInForTest({ authorities: Object.values(authorities) });
    const asked: string[] = [];
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(() => {
      asked.push('a card');
      return new Promise(() => undefined);
    });
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async () => {
      asked.push('the workspace');
      return {};
    });
    await expect(loader(args())).resolves.toBeNull();
    expect(ensure).toHaveBeenCalledOnce();
    // Started at navigation, not awaited: each card shows its own loading state.
    expect(prefetch).toHaveBeenCalledTimes(4);
    // The one answer the page needs is asked for first: a browser sends a few requests at a time to one host.
    expect(asked[0]).toBe('the workspace');
  });

  it('waits for the workspace, which the page cannot show without', async () => {
    signInForTest({ authorities: [] });
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    let answer: (value: unknown) => void = () => undefined;
    vi.spyOn(queryClient, 'ensureQueryData').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let done = false;
    const loading = loader(args()).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    answer({});
    await loading;
    expect(done).toBe(true);
  });
});
