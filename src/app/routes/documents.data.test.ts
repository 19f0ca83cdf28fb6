import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { signInForTest } from '../../test/session';
import { loader } from './documents.data';

afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
});

describe("the documents list's loader", () => {
  it("asks for the listing before the filters' lists, and waits for the listing only", async () => {
    signInForTest({ authorities: [] });
    const asked: string[] = [];
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (options) => {
      asked.push(String(options.queryKey.slice(0, 3)));
      return {};
    });
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
      asked.push(String(options.queryKey.slice(0, 3)));
      return new Promise(() => undefined);
    });
    const request = new Request('http://localhost/w/ws-test/documents?sort=name');
    await expect(loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0])).resolves.toBeNull();
    expect(asked).toHaveLength(4);
    expect(asked[0]).toMatch(/^documents,ws-test,list/);
  });
});
