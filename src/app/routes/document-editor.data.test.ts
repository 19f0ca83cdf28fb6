import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { signInForTest } from '../../test/session';
import { loader } from './document-editor.data';

/** The moment the first page's content is on screen, released by the test. */
const contentShown = vi.hoisted(() => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release: () => release() };
});
vi.mock('../../lib/after-content', () => ({ whenContentShown: () => contentShown.promise }));

afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
});

const id = '9d79197c-5e98-45a5-8156-937e66aa0599';

/** What the loader asks for (query keys), given the document the service has: at navigation, then later. */
async function askedFor(document: { slug: string | null; schema: string | null }) {
  signInForTest({ authorities: [] });
  const asked: string[] = [];
  vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (options) => {
    asked.push(String(options.queryKey.slice(2)));
    return { id, ...document };
  });
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    asked.push(String(options.queryKey.slice(2)));
  });
  const request = new Request(`http://localhost/w/ws-test/documents/${id}`);
  await expect(
    loader({ request, params: { id }, context: {} } as unknown as Parameters<typeof loader>[0]),
  ).resolves.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const atNavigation = [...asked];
  contentShown.release();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { atNavigation, later: asked.slice(atNavigation.length) };
}

describe("the document editor's loader", () => {
  it("asks for the settings' lists of a document that needs a slug or a type once the page shows, not with it", async () => {
    const { atNavigation, later } = await askedFor({ slug: null, schema: null });
    expect(atNavigation).toEqual([`detail,${id}`]);
    expect(later.sort()).toEqual(['directories', 'groups', 'types']);
  });

  it('asks for nothing more when the document has a slug and a type (its settings are rarely opened)', async () => {
    const { atNavigation, later } = await askedFor({ slug: 'welcome', schema: 'banner' });
    expect(atNavigation).toEqual([`detail,${id}`]);
    expect(later).toEqual([]);
  });
});
