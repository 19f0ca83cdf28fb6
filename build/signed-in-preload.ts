import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks every signed-in page loads (build/route-chunks.ts): the public pages' shared modules too. */
const sharedChunks = ['public', 'signed-in', 'signed-in-data'];

type Kind = 'script' | 'style';
export interface PreloadTable {
  /** Each file once: its address and whether it is a module or a stylesheet. */
  files: [string, Kind][];
  /** What every signed-in page loads: indexes into `files`. */
  shared: number[];
  /** A page's own files by its address, most specific first: the path's segments (`:` for any) and indexes. */
  pages: [string[], number[]][];
}

/**
 * The script that asks for them: only when this tab holds a session inside a workspace (`sessionKey`, written by
 * src/lib/session.ts), so a visitor without one loads nothing more than the sign-in page needs; then the shared
 * chunks, and the files of the page the address names.
 */
export function preloadScript(table: PreloadTable, sessionKey: string): string {
  return `try{const s=JSON.parse(sessionStorage.getItem(${JSON.stringify(sessionKey)})||"null");if(s&&s.stage==="workspace"){const t=${JSON.stringify(table)},w=new Set(t.shared),h=location.pathname.split("/").filter(Boolean);for(const[p,i]of t.pages)if(p.length===h.length&&p.every((x,n)=>x===":"||x===h[n])){i.forEach(n=>w.add(n));break}for(const n of w){const[f,k]=t.files[n],l=document.createElement("link");if(k==="style"){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.append(l)}}}catch{}\n`;
}

/** A chunk and everything it imports statically, as files: its modules and its styles. */
function filesOf(chunk: OutputChunk, bundle: OutputBundle, skip: Set<string>): [string, Kind][] {
  const seen = new Set<string>();
  const files: [string, Kind][] = [];
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName) || skip.has(current.fileName)) return;
    seen.add(current.fileName);
    files.push([`/${current.fileName}`, 'script']);
    for (const css of current.viteMetadata?.importedCss ?? []) files.push([`/${css}`, 'style']);
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
 * (docs/decisions/0117-route-code-in-few-files.md): a small script, first among the page's scripts and run as soon
 * as it arrives, asks for the signed-in chunks and the page's own files. Vite's own preloading finds the links there
 * and does not ask again. `pageModules`: the route modules each address draws (src/app/page-modules.ts).
 */
export function signedInPreload({
  sessionKey,
  pageModules,
}: {
  sessionKey: string;
  pageModules: Record<string, string[]>;
}): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.filter((chunk) => chunk.isEntry);
      // What index.html loads itself: the entry and its static imports.
      const inHtml = new Set(
        entry.flatMap((chunk) => filesOf(chunk, bundle, new Set()).map(([file]) => file.slice(1))),
      );
      const shared = sharedChunks.map((name) => chunks.find((chunk) => chunk.name === name));
      if (shared.some((chunk) => !chunk))
        this.error(`the build has no chunks named ${sharedChunks.join(', ')} (build/route-chunks.ts)`);
      const sharedFiles = shared.flatMap((chunk) => filesOf(chunk!, bundle, inHtml));
      const skip = new Set([...inHtml, ...sharedFiles.map(([file]) => file.slice(1))]);

      const files: [string, Kind][] = [];
      const indexOf = ([file, kind]: [string, Kind]) => {
        const at = files.findIndex(([known]) => known === file);
        return at >= 0 ? at : files.push([file, kind]) - 1;
      };
      const pages = Object.entries(pageModules).map(([pattern, modules]): [string[], number[]] => {
        const segments = pattern
          .split('/')
          .filter(Boolean)
          .map((segment) => (segment.startsWith(':') ? ':' : segment));
        const own = modules.flatMap((name) => {
          const chunk = chunks.find((candidate) =>
            new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`).test(candidate.facadeModuleId ?? ''),
          );
          if (!chunk) this.error(`no chunk for the page module ${name} (src/app/page-modules.ts)`);
          return filesOf(chunk, bundle, skip);
        });
        return [segments, [...new Set(own.map(indexOf))]];
      });
      // Fixed segments before parameters: `/profiles/new` is not the profile whose id is "new".
      const fixed = (segments: string[]) => segments.filter((segment) => segment !== ':').length;
      pages.sort(([a], [b]) => b.length - a.length || fixed(b) - fixed(a));
      const table: PreloadTable = { files, shared: sharedFiles.map(indexOf), pages };

      const ref = this.emitFile({
        type: 'asset',
        name: 'signed-in-preload.js',
        source: preloadScript(table, sessionKey),
      });
      const text = String(html.source);
      const at = text.indexOf('<script type="module"');
      if (at < 0) this.error('index.html has no module script to put the preload before');
      html.source = `${text.slice(0, at)}<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>\n    ${text.slice(at)}`;
    },
  };
}
