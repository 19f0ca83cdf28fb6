import type { Plugin, Rolldown } from 'vite';
import { earlyRequests, type EarlyRequest } from '../src/app/early-requests.ts';
import { pageModules } from '../src/app/page-modules.ts';
import { API_VERSION } from '../src/lib/endpoints/endpoint.ts';
import { earlyResponsesGlobal } from '../src/lib/early-responses.ts';
import { apiBaseUrlFor, regions, type RequestRouting } from '../src/lib/regions.ts';
import { sessionKey } from '../src/lib/session-key.ts';
import { compilePreloadScript } from './preload-runtime/compile.ts';
import type { EarlyRequestRow, PreloadTable } from './preload-runtime/preload.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks every signed-in page loads (build/route-chunks.ts): the public pages' shared modules too. */
const sharedChunks = ['public', 'signed-in', 'signed-in-data'];

/** What the build knows of the API for the requests sent at navigation. */
export interface EarlyRequestsConfig {
  /** The address requests go to, by region; `null`: none start early (the in-page simulator is not up yet). */
  apiBases: Record<string, string> | null;
  /** The `Api-Version` header's value. */
  apiVersion: string;
  /** Where the app looks for them (src/lib/early-responses.ts). */
  global: string;
  /** By page pattern (src/app/page-modules.ts). */
  requests: Record<string, EarlyRequest[]>;
}

/** A pattern's requests as the script sends them: each `(name)` replaced by the index of the segment `:name`. */
function earlyRows(pattern: string, requests: EarlyRequest[]): EarlyRequestRow[] {
  const segments = pattern.split('/').filter(Boolean);
  if (requests.length > 0 && (segments[0] !== 'w' || segments[1] !== ':workspace'))
    throw new Error(`early requests only for pages inside a workspace (/w/:workspace/…), not ${pattern}`);
  return requests.map(({ path, apiVersion, bare, everyPage, permission }) => {
    if (everyPage && !/[?&]page=1(&|$)/.test(path)) throw new Error(`${path} is read whole but asks for no page=1`);
    const row: EarlyRequestRow = [
      path.replace(/\((\w+)\)/g, (_, name: string) => {
        const at = segments.indexOf(`:${name}`);
        if (at < 0) throw new Error(`${pattern} has no :${name} for ${path}`);
        return `(${at})`;
      }),
      apiVersion ? 1 : 0,
      bare === true ? 1 : 0,
      everyPage === true ? 1 : 0,
    ];
    // Written only where there is one: every page's script carries the table.
    if (permission) row.push(permission);
    return row;
  });
}

/** A chunk and everything it imports statically, as the addresses of its modules and its styles. */
function filesOf(chunk: OutputChunk, bundle: OutputBundle, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName) || skip.has(current.fileName)) return;
    seen.add(current.fileName);
    files.push(`/${current.fileName}`);
    for (const css of current.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return files;
}

/**
 * A signed-in visit's code starts downloading with the entry rather than after it
 * (docs/decisions/0160-code-data-and-requests-at-navigation.md): a small script, first among the page's scripts and
 * run as soon as it arrives, asks for the signed-in chunks and the page's own files, and sends the requests the
 * page's first paint waits for. Its runtime is build/preload-runtime/preload.ts; this plugin builds its table. Vite's own preloading finds the links there
 * and does not ask again. `pageModules`: the route modules each address draws (src/app/page-modules.ts).
 */
export function signedInPreload({
  sessionKey,
  pageModules,
  early,
}: {
  sessionKey: string;
  pageModules: Record<string, string[]>;
  early: EarlyRequestsConfig;
}): Plugin {
  for (const pattern of Object.keys(early.requests))
    if (!(pattern in pageModules)) throw new Error(`early requests for ${pattern}, which no page draws`);
  return {
    name: 'signed-in-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.filter((chunk) => chunk.isEntry);
      // What index.html loads itself: the entry and its static imports.
      const inHtml = new Set(entry.flatMap((chunk) => filesOf(chunk, bundle, new Set()).map((file) => file.slice(1))));
      const shared = sharedChunks.map((name) => chunks.find((chunk) => chunk.name === name));
      if (shared.some((chunk) => !chunk))
        this.error(`the build has no chunks named ${sharedChunks.join(', ')} (build/route-chunks.ts)`);
      // Each once: the shared chunks import one another.
      const sharedFiles = [...new Set(shared.flatMap((chunk) => filesOf(chunk!, bundle, inHtml)))];
      const skip = new Set([...inHtml, ...sharedFiles.map((file) => file.slice(1))]);

      const files: string[] = [];
      const indexOf = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const pages = Object.entries(pageModules).map(([pattern, modules]): PreloadTable['pages'][number] => {
        const segments = pattern
          .split('/')
          .filter(Boolean)
          .map((segment) => (segment.startsWith(':') ? ':' : segment));
        const own = modules.flatMap((name) => {
          // The chunk holding the route module: its own, or a group's that took it in (build/route-chunks.ts).
          const routeModule = new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`);
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => routeModule.test(id)));
          if (!chunk) this.error(`no chunk for the page module ${name} (src/app/page-modules.ts)`);
          return filesOf(chunk, bundle, skip);
        });
        const requests = early.apiBases ? earlyRows(pattern, early.requests[pattern] ?? []) : [];
        return [segments, [...new Set(own.map(indexOf))], requests];
      });
      // Fixed segments before parameters: `/profiles/new` is not the profile whose id is "new".
      const fixed = (segments: string[]) => segments.filter((segment) => segment !== ':').length;
      pages.sort(([a], [b]) => b.length - a.length || fixed(b) - fixed(a));
      const table: PreloadTable = { files, shared: sharedFiles.map(indexOf), pages, apiBases: early.apiBases ?? {} };

      const ref = this.emitFile({
        type: 'asset',
        name: 'signed-in-preload.js',
        source: await compilePreloadScript(table, sessionKey, early.apiVersion, early.global),
      });
      const text = String(html.source);
      const at = text.indexOf('<script type="module"');
      if (at < 0) this.error('index.html has no module script to put the preload before');
      html.source = `${text.slice(0, at)}<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>\n    ${text.slice(at)}`;
    },
  };
}

/** The app's preload: its session key, its pages' modules and early requests, sent where `routing` sends requests. */
export function appSignedInPreload(routing: RequestRouting): Plugin {
  return signedInPreload({
    sessionKey,
    pageModules,
    early: {
      // The in-page simulator answers only once its worker has started (src/app/main.tsx).
      apiBases:
        routing.simulatorMode === 'browser'
          ? null
          : Object.fromEntries(regions.map((region) => [region.id, apiBaseUrlFor(region.id, routing)])),
      apiVersion: API_VERSION,
      global: earlyResponsesGlobal,
      requests: earlyRequests,
    },
  });
}
