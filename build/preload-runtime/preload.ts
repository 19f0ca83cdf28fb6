/**
 * The preload script's runtime (build/signed-in-preload.ts builds its table and compiles this file into the script,
 * build/preload-runtime/compile.ts). It runs in the page before the app's code, first among index.html's scripts, so
 * it imports nothing (types only) and touches only the browser's own globals.
 */

import type { Session } from '../../src/lib/session.ts';

/**
 * A request the script sends: its path below the API base (`(n)`: the address's segment n; `(ago:ms)`: that long
 * before now), Api-Version, bare, every page, and the authority it needs, if any (src/app/early-requests.ts).
 */
export type EarlyRequestRow = [path: string, apiVersion: 0 | 1, bare: 0 | 1, everyPage: 0 | 1, permission?: string];

/** The most pages of a listing read whole that the script asks for; the app asks for any further ones itself. */
const EVERY_PAGE_LIMIT = 10;

export interface PreloadTable {
  /** Each file once, by its address: a stylesheet ends in `.css`, any other file is a module. */
  files: string[];
  /** What every signed-in page loads: indexes into `files`. */
  shared: number[];
  /**
   * A page's own files by its address, most specific first: the path's segments (`:` for any), indexes, and the
   * requests its first paint waits for (src/app/early-requests.ts).
   */
  pages: [string[], number[], EarlyRequestRow[]][];
  /** The API's base address by region (the session's `regionId`); none where requests cannot start early. */
  apiBases: Record<string, string>;
}

/** What the build hands the script: `preload`'s parameters, written into the script (./compile.ts). */
export type PreloadArguments = Parameters<typeof preload>;

/** The part of the stored session the script reads (src/lib/session.ts writes it). */
type StoredSession = Pick<Session, 'stage' | 'token' | 'regionId' | 'workspace' | 'consumer'>;

/** As src/lib/early-responses.ts reads them. */
interface SentRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

/** Plain ids only: a segment that could change the request's path or query is never put into it. */
const PLAIN_SEGMENT = /^[\w-]+$/;

/**
 * `ms` before now, to the minute, as a query value: a path's `(ago:ms)` (src/app/early-requests.ts), as the loader
 * computes its window's start (the overview's `dayAgo`), so both ask for the same address.
 */
const since = (ms: string) =>
  encodeURIComponent(new Date(Math.floor((Date.now() - Number(ms)) / 60_000) * 60_000).toISOString());

/**
 * Only when this tab holds a session inside a workspace, so a visitor without one loads nothing more than the
 * sign-in page needs: the requests the page's first paint waits for, when the address is in the session's own
 * workspace (another one is entered with another token first) and its parameters are plain ids; then the shared
 * chunks, and the files of the page the address names. The requests go to the build's own API bases only, with the
 * headers the HTTP client sends (src/lib/http.ts).
 *
 * Positional parameters, because the minifier shortens a parameter's name but not an object's keys.
 * @param sessionKey Where src/lib/session.ts keeps the session in sessionStorage (src/lib/session-key.ts).
 * @param apiVersion The `Api-Version` header's value (src/lib/endpoints/endpoint.ts).
 * @param earlyGlobal Where the app looks for the requests sent here (src/lib/early-responses.ts).
 */
export function preload(table: PreloadTable, sessionKey: string, apiVersion: string, earlyGlobal: string): void {
  try {
    const session = JSON.parse(sessionStorage.getItem(sessionKey) || 'null') as StoredSession | null;
    if (session?.stage !== 'workspace') return;
    const wanted = new Set(table.shared);
    const segments = location.pathname.split('/').filter(Boolean);
    // The table lists the most specific pattern first: the first match is the page.
    const page = table.pages.find(
      ([pattern]) =>
        pattern.length === segments.length && pattern.every((part, at) => part === ':' || part === segments[at]),
    );
    if (page) {
      const [pattern, files, requests] = page;
      const { token } = session;
      const base = table.apiBases[session.regionId];
      if (
        base &&
        session.workspace?.guid === segments[1] &&
        // The lengths matched: every segment is there.
        pattern.every((part, at) => part !== ':' || PLAIN_SEGMENT.test(segments[at]!))
      ) {
        const sent: SentRequest[] = [];
        (window as unknown as Record<string, SentRequest[]>)[earlyGlobal] = sent;
        const send = (url: string, headers: Record<string, string>) => {
          const response = fetch(url, { headers, credentials: 'omit' });
          // Handled here, so an answer the app never claims is no unhandled rejection.
          response.catch(() => undefined);
          sent.push({ url, token, response });
          return response;
        };
        const granted = session.consumer?.authorities ?? [];
        for (const [path, withVersion, bare, everyPage, permission] of requests) {
          // A listing's first page only when the address asks for no other (its filters live in the query).
          if (bare && location.search) continue;
          // What the loader would not ask for either: the role may not read it.
          if (permission && !granted.includes(permission)) continue;
          const url =
            base +
            path
              .replace(/\((\d+)\)/g, (_, at: string) => segments[Number(at)]!)
              .replace(/\(ago:(\d+)\)/g, (_, ms: string) => since(ms));
          const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
          if (withVersion) headers['Api-Version'] = apiVersion;
          const first = send(url, headers);
          // A listing read whole: the other pages as soon as the first one's totals are in, as the app will ask
          // for them, so they need not wait for the app's code. Sent before the app reads the first page's body.
          if (everyPage)
            first.then(
              (response) => {
                const total = Math.min(Number(response.headers.get('X-Pagination-Total-Pages')) || 1, EVERY_PAGE_LIMIT);
                for (let page = 2; page <= total; page++)
                  send(url.replace(/([?&]page=)1(?=&|$)/, `$1${page}`), headers);
              },
              () => undefined,
            );
        }
      }
      for (const file of files) wanted.add(file);
    }
    for (const index of wanted) {
      const href = table.files[index]!;
      const link = document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // Whatever goes wrong, the app loads as it would without the script: only later.
  }
}
