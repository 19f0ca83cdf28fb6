// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compilePreloadScript } from './compile.ts';
import { preload, type PreloadArguments, type PreloadTable } from './preload.ts';

const table: PreloadTable = {
  files: [
    '/assets/signed-in-a1.js',
    '/assets/signed-in-b2.css',
    '/assets/profile-new-c3.js',
    '/assets/profile-detail-d4.js',
    '/assets/profiles-e5.js',
    '/assets/placements-f6.js',
  ],
  shared: [0, 1],
  // Most specific first, as build/signed-in-preload.ts sorts them.
  pages: [
    [['w', ':', 'documents', 'placements'], [5], [['/documents?page=1&limit=100', 0, 0, 1]]],
    [['w', ':', 'profiles', 'new'], [2], []],
    [['w', ':', 'profiles', ':'], [3], [['/v4/clients/(3)', 1, 0, 0]]],
    [['w', ':', 'profiles'], [4], [['/v4/clients?pageIndex=1&pageSize=20', 1, 1, 0]]],
    [
      ['w', ':'],
      [],
      [
        ['/workspace', 0, 0, 0],
        ['/events?from=(ago:86400000)&limit=500', 1, 0, 0, 'EVENTS_READ'],
      ],
    ],
  ],
  apiBases: { eu: 'https://api.example.test' },
};
const args: PreloadArguments = [table, 'cdp.session', '4.4', '__early'];

const inWorkspace = {
  stage: 'workspace',
  token: 'tok',
  regionId: 'eu',
  workspace: { guid: 'ws1' },
  consumer: { authorities: ['EVENTS_READ'] },
};

/** The two forms of the runtime: its source, and the script the build writes from it. */
const runtimes: [string, () => Promise<() => void>][] = [
  ['the source', async () => () => preload(...args)],
  [
    'the compiled script',
    async () => {
      const script = await compilePreloadScript(...args);
      return () => new Function(script)();
    },
  ],
];

describe.each(runtimes)('the preload runtime (%s)', (_name, load) => {
  let run: () => void;
  const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) => new Promise<Response>(() => undefined));

  beforeEach(async () => {
    run = await load();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    sessionStorage.clear();
    document.head.replaceChildren();
    delete (window as unknown as Record<string, unknown>).__early;
  });

  /** Runs the script at `address` with `session` stored: the files it asked for and the requests it sent. */
  const visit = (address: string, session: object | null = inWorkspace) => {
    if (session) sessionStorage.setItem('cdp.session', JSON.stringify(session));
    history.replaceState(null, '', address);
    run();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      new URL(link.href).pathname,
      link.rel,
      // The property, as the browser reads it (jsdom does not reflect it into an attribute).
      link.as || null,
      link.crossOrigin,
    ]);
    const requests = fetchMock.mock.calls.map(([url, init]) => ({ url, ...init }));
    return { links, requests };
  };

  it('asks for nothing without a session, or with one not yet inside a workspace', () => {
    expect(visit('/w/ws1/profiles', null)).toEqual({ links: [], requests: [] });
    expect(visit('/w/ws1/profiles', { stage: 'user', token: 'tok' })).toEqual({ links: [], requests: [] });
  });

  it("asks for the shared files and the page's own, and sends the request its first paint waits for", () => {
    const { links, requests } = visit('/w/ws1/profiles/42');
    expect(links).toEqual([
      ['/assets/signed-in-a1.js', 'modulepreload', null, ''],
      ['/assets/signed-in-b2.css', 'preload', 'style', ''],
      ['/assets/profile-detail-d4.js', 'modulepreload', null, ''],
    ]);
    expect(requests).toEqual([
      {
        url: 'https://api.example.test/v4/clients/42',
        headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Api-Version': '4.4' },
        credentials: 'omit',
      },
    ]);
    const sent = (window as unknown as Record<string, { url: string; token: string }[]>).__early;
    expect(sent?.map(({ url, token }) => [url, token])).toEqual([['https://api.example.test/v4/clients/42', 'tok']]);
  });

  it('prefers a fixed segment to a parameter: the new-profile form is not the profile whose id is "new"', () => {
    const { links, requests } = visit('/w/ws1/profiles/new');
    expect(links.map(([href]) => href)).toContain('/assets/profile-new-c3.js');
    expect(links.map(([href]) => href)).not.toContain('/assets/profile-detail-d4.js');
    expect(requests).toEqual([]);
  });

  it("sends a listing's first page only for an address without a query string", () => {
    expect(visit('/w/ws1/profiles').requests.map(({ url }) => url)).toEqual([
      'https://api.example.test/v4/clients?pageIndex=1&pageSize=20',
    ]);
    fetchMock.mockClear();
    const filtered = visit('/w/ws1/profiles?search=ada');
    expect(filtered.requests).toEqual([]);
    expect(filtered.links.map(([href]) => href)).toContain('/assets/profiles-e5.js');
  });

  it("sends nothing for another workspace, an id that is not plain, or a region without an API base, but still asks for the page's files", () => {
    for (const [address, session] of [
      ['/w/other/profiles/42', inWorkspace],
      ['/w/ws1/profiles/42%3Fx', inWorkspace],
      ['/w/ws1/profiles/42', { ...inWorkspace, regionId: 'mars' }],
    ] as const) {
      const { links, requests } = visit(address, session);
      expect(requests, address).toEqual([]);
      expect(links.map(([href]) => href)).toContain('/assets/profile-detail-d4.js');
      fetchMock.mockClear();
      document.head.replaceChildren();
    }
  });

  it("asks for a listing read whole page by page once the first page's totals are in, up to ten pages", async () => {
    const firstPage = (totalPages: string | null) =>
      fetchMock.mockImplementationOnce(async () =>
        Response.json([], { headers: totalPages === null ? {} : { 'X-Pagination-Total-Pages': totalPages } }),
      );
    const urls = async () => {
      // The script asks for the others once the first page's answer has come.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const sent = (window as unknown as Record<string, { url: string }[]>).__early ?? [];
      return { requests: fetchMock.mock.calls.map(([url]) => url), sent: sent.map(({ url }) => url) };
    };
    const page = (n: number) => `https://api.example.test/documents?page=${n}&limit=100`;

    firstPage('3');
    visit('/w/ws1/documents/placements');
    expect(await urls()).toEqual({ requests: [page(1), page(2), page(3)], sent: [page(1), page(2), page(3)] });
    expect(fetchMock.mock.calls[2]![1]).toEqual(fetchMock.mock.calls[0]![1]);

    for (const [totalPages, expected] of [
      ['40', 10],
      [null, 1],
      ['nonsense', 1],
    ] as const) {
      fetchMock.mockClear();
      firstPage(totalPages);
      visit('/w/ws1/documents/placements');
      expect((await urls()).requests, String(totalPages)).toEqual(
        Array.from({ length: expected }, (_, at) => page(at + 1)),
      );
    }
  });

  it("fills a window's start in, to the minute, and sends a request only to a role that holds its authority", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T12:00:30.500Z') });
    try {
      expect(visit('/w/ws1').requests.map(({ url }) => url)).toEqual([
        'https://api.example.test/workspace',
        'https://api.example.test/events?from=2026-11-28T12%3A00%3A00.000Z&limit=500',
      ]);
      fetchMock.mockClear();
      const withoutEvents = { ...inWorkspace, consumer: { authorities: ['OTHER'] } };
      expect(visit('/w/ws1', withoutEvents).requests.map(({ url }) => url)).toEqual([
        'https://api.example.test/workspace',
      ]);
      fetchMock.mockClear();
      expect(visit('/w/ws1', { ...inWorkspace, consumer: null }).requests.map(({ url }) => url)).toEqual([
        'https://api.example.test/workspace',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks only for the shared files at an address no page draws, and survives a broken session', () => {
    expect(visit('/somewhere/else').links.map(([href]) => href)).toEqual([
      '/assets/signed-in-a1.js',
      '/assets/signed-in-b2.css',
    ]);
    document.head.replaceChildren();
    sessionStorage.setItem('cdp.session', '{not json');
    history.replaceState(null, '', '/w/ws1/profiles');
    expect(() => run()).not.toThrow();
    expect(document.head.children).toHaveLength(0);
  });
});

describe('the compiled preload script', () => {
  it('is one minified statement list with the table, without imports or exports', async () => {
    const script = await compilePreloadScript(...args);
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script).toContain('/assets/profile-detail-d4.js');
    expect(script.trim().split('\n')).toHaveLength(1);
  });
});
