import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a production build's manifest says about the critical paths. The JavaScript a visitor without a session loads before the sign-in form shows, read from a production build's
 * manifest: the entry and the sign-in route's modules with everything they import statically (issue 14: at most
 * 120 KB gzipped; decisions 0102 and 0108). Sizes are deterministic, so this is a check, not a timing; `npm run
 * bench` measures the same bytes in a browser. It fails when a chunk group or an import drags a signed-in page's
 * library (Mantine, React Query, zod…) onto the sign-in page. And a page's data module, whose requests start once it
 * and its static imports have arrived (docs/decisions/0100-route-loading.md), reaches none of the UI chunks: a
 * module in a chunk group brings the whole group's imports along, which a check of the sources cannot see
 * (src/app/critical-path-imports.test.ts checks the sources).
 */
const budgetBytes = 120_000;
const signInModules = ['src/app/routes/sign-in.tsx', 'src/app/routes/sign-in.data.ts'];
const routesDir = fileURLToPath(new URL('../src/app/routes', import.meta.url));

let outDir = '';
let manifest = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'production-build-'));
  // Vitest sets NODE_ENV=test, which would build React's development code; and a real deployment's build (no
  // simulator), whatever the shell says.
  // Its checks of sizes gzip the files themselves: the twins need zlib's best only (build/precompressed-assets.ts).
  const saved = {
    NODE_ENV: process.env.NODE_ENV,
    VITE_SIMULATOR: process.env.VITE_SIMULATOR,
    PRECOMPRESS: process.env.PRECOMPRESS,
  };
  process.env.NODE_ENV = 'production';
  process.env.VITE_SIMULATOR = 'off';
  process.env.PRECOMPRESS = 'zlib';
  try {
    await build({
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The manifest entries reached from `keys` through static imports. */
function staticClosure(keys) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...reached].map((key) => manifest[key]);
}

/** The scripts index.html itself names (the entry, and the preload script of build/signed-in-preload.ts). */
const htmlScripts = () =>
  [...readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map(
    ([, file]) => file,
  );
const preloadFile = () => htmlScripts().find((file) => file.includes('signed-in-preload'));
/**
 * The source files a chunk was built from (the test's build writes source maps). A chunk of imports alone (a route's
 * facade whose code all went to shared chunks) has no code, and so no map: no sources.
 */
const sourcesOf = (file) =>
  existsSync(join(outDir, `${file}.map`))
    ? JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')).sources.map((source) =>
        source.replace(/^(\.\.\/)+/, '').replace(/^.*?(src\/)/, '$1'),
      )
    : [];
/**
 * The manifest key of the chunk holding a page's route module: the module's own, or that of a group that took it in
 * (build/route-chunks.ts).
 */
const pageChunkKey = (page) => {
  const module = `src/app/routes/${page}.tsx`;
  if (manifest[module]) return module;
  return Object.keys(manifest).find(
    (key) => manifest[key].file.endsWith('.js') && sourcesOf(manifest[key].file).includes(module),
  );
};
/** The data files of the families of pages (build/route-chunks.ts, `dataFamilies`). */
const familyData = /data-(overview|events|documents)-/;
const signedInChunks =
  /assets\/(ui|ui-[a-z]+|icons|signed-in|signed-in-data|data-(?:overview|events|documents))-[\w-]+\.js$/;

describe('the sign-in page of a production build', () => {
  it(`loads at most ${budgetBytes / 1000} KB of gzipped JavaScript before the form shows`, () => {
    const files = [
      ...staticClosure(['index.html', ...signInModules]).map((chunk) => chunk.file),
      // Loaded on every page: it decides whether to ask for the signed-in chunks.
      preloadFile(),
    ];
    const sizes = files.map((file) => ({
      file,
      gzipped: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(budgetBytes);
  });

  it("loads none of the signed-in pages' shared chunks (Mantine, React Query, shared components)", () => {
    const files = staticClosure(['index.html', ...signInModules]).map((chunk) => chunk.file);
    expect(files.filter((file) => signedInChunks.test(file))).toEqual([]);
    expect(files.some((file) => file.includes('sign-in'))).toBe(true);
  });
});

describe('the start of a production build', () => {
  it('asks for nothing before its scripts but its stylesheet: the icon is inline, and it is public/favicon.svg', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const icon = /<link\s+rel="icon"[^>]*href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(icon, 'an inline icon').toBeTruthy();
    const favicon = readFileSync(fileURLToPath(new URL('../public/favicon.svg', import.meta.url)), 'utf8');
    expect(decodeURIComponent(icon).replaceAll("'", '"')).toBe(favicon.trim());
    const requested = [...html.matchAll(/<link\b[^>]*\shref="([^"]+)"/g)].map(([, href]) => href);
    expect(requested.filter((href) => !href.startsWith('data:') && !href.startsWith('/assets/'))).toEqual([]);
  });

  it("keeps the app's own rules of src/app/mantine-styles.css in the entry's stylesheet, unlayered", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const sheet = /<link\s+rel="stylesheet"[^>]*href="\/(assets\/index-[\w-]+\.css)"/.exec(html)?.[1];
    const css = readFileSync(join(outDir, sheet), 'utf8');
    // A refused field's focus (decision 0188): Mantine keeps its border the error's colour when focused.
    expect(css).toMatch(
      /\[aria-invalid=(true|"true"|'true')\]:focus-visible\{outline:2px solid var\(--mantine-color-error\)/,
    );
  });

  it("gives a signed-in page none of the sign-in form's own modules", () => {
    const publicChunk = Object.keys(manifest).find((key) => /^_public-[\w-]+\.js$/.test(key));
    const sources = sourcesOf(manifest[publicChunk].file);
    // What signed-in pages share with the public ones…
    expect(sources).toEqual(expect.arrayContaining(['src/features/auth/model/guards.ts']));
    // …and nothing only the sign-in form draws.
    expect(sources.filter((source) => /features\/auth\/components\/(sign-in-page|password-step)/.test(source))).toEqual(
      [],
    );
  });
});

describe('the preload script of a production build', () => {
  /**
   * Runs the script on a page at `path` (with `search`) whose sessionStorage holds `session`: the links it adds to
   * the document, the requests it sends (`fetch`) and what it leaves for the app (`window`).
   */
  const runScript = (session, path = '/w/guid/profiles', search = '') => {
    const links = [];
    const sent = [];
    const document = {
      createElement: () => ({}),
      head: { append: (link) => links.push(link) },
    };
    const sessionStorage = { getItem: (key) => (key === 'cdp.session' && session ? JSON.stringify(session) : null) };
    const fetch = (url, init) => {
      sent.push({ url, ...init });
      return new Promise(() => undefined);
    };
    const window = {};
    new Function(
      'document',
      'sessionStorage',
      'location',
      'fetch',
      'window',
      readFileSync(join(outDir, preloadFile()), 'utf8'),
    )(document, sessionStorage, { pathname: path, search }, fetch, window);
    return { links, sent, window };
  };
  /** The files the script asks for on a page at `path` whose sessionStorage holds `session`. */
  const linksFor = (session, path = '/w/guid/profiles') => {
    const { links } = runScript(session, path);
    for (const link of links) {
      expect(readFileSync(join(outDir, link.href)).length).toBeGreaterThan(0);
      expect(link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'style')).toBe(true);
    }
    return links.map((link) => link.href.replace(/^\/assets\/(.+)-[\w-]{7}\.(js|css)$/, '$1.$2'));
  };
  const inWorkspace = { stage: 'workspace', token: 't' };

  it('comes first among the scripts of index.html', () => {
    expect(htmlScripts()[0]).toBe(preloadFile());
  });

  it("asks for nothing without a workspace session, so the sign-in page's budget holds", () => {
    expect(linksFor(null)).toEqual([]);
    expect(linksFor({ stage: 'user', token: 't' })).toEqual([]);
  });

  it("asks for the signed-in pages' shared chunks and the page's own files in a workspace session", () => {
    const shared = ['signed-in.js', 'signed-in-data.js', 'signed-in.css'];
    expect(linksFor(inWorkspace, '/w/guid/profiles')).toEqual(expect.arrayContaining([...shared, 'profiles.js']));
    expect(linksFor(inWorkspace, '/w/guid/profiles/')).toContain('profiles.js');
    expect(linksFor(inWorkspace, '/w/guid/profiles/42/events')).toEqual(
      expect.arrayContaining(['profile-detail.js', 'profile-events.js']),
    );
    // A fixed segment wins over a parameter: the new-profile form, not the profile whose id is "new".
    const newProfile = linksFor(inWorkspace, '/w/guid/profiles/new');
    expect(newProfile).toContain('profile-new.js');
    expect(newProfile).not.toContain('profile-detail.js');
    // An address no page draws: the shared chunks only.
    expect(linksFor(inWorkspace, '/w/guid/nowhere/at/all').sort()).toEqual(linksFor(inWorkspace, '/elsewhere').sort());
    expect(linksFor(inWorkspace, '/elsewhere')).toEqual(expect.arrayContaining(shared));
  });

  /** The scripts the script asks for on `path` in a workspace session, as `assets/<file>` (as `htmlScripts`). */
  const filesFor = (path) =>
    // By the exact file: two chunks may share a name (a page's and a feature's index.ts were both `profiles`).
    runScript(inWorkspace, path)
      .links.map((link) => link.href.replace(/^\//, ''))
      .filter((file) => file.endsWith('.js'));
  const sourcesFor = (path) => filesFor(path).flatMap(sourcesOf);
  /** The pages of issue 14's table, below a workspace. */
  const issuePages = [
    '',
    '/profiles',
    '/profiles/jobs',
    '/profiles/42',
    '/profiles/42/events',
    '/profiles/42/purchases',
    '/events',
    '/documents',
    '/documents/placements',
    '/documents/abc',
    '/documents/abc/wall',
    '/search',
    '/relevance',
  ];

  it('asks for at most 170 KB of gzipped JavaScript before the bulk jobs page shows (docs/performance.md)', () => {
    const files = [...new Set([...htmlScripts(), ...filesFor('/w/guid/profiles/jobs')])];
    const sizes = files.map((file) => ({
      file,
      gzipped: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(170_000);
  });

  it("asks for a family's data with its pages only: the profile pages load neither the events' nor the documents'", () => {
    const dataFiles = (path) => filesFor(path).filter((file) => familyData.test(file));
    for (const path of ['/w/guid/profiles', '/w/guid/profiles/42', '/w/guid/profiles/jobs', '/w/guid/search'])
      expect(dataFiles(path), path).toEqual([]);
    expect(dataFiles('/w/guid/profiles/42/events')).toEqual([expect.stringMatching(/^assets\/data-events-/)]);
    expect(dataFiles('/w/guid/documents/abc/wall')).toEqual([expect.stringMatching(/^assets\/data-documents-/)]);
  });

  it("keeps the documents' verdict model out of the chunk every page loads, however many pages draw with it", () => {
    const everyPage = filesFor('/w/guid/profiles').filter((file) => /^assets\/signed-in-[\w-]{7}\.js$/.test(file));
    expect(everyPage).toHaveLength(1);
    expect(
      sourcesOf(everyPage[0]).filter((source) => /documents\/model\/(preview-verdict|inserts)\.ts$/.test(source)),
    ).toEqual([]);
    const verdictModel = (path) => filesFor(path).filter((file) => /^assets\/documents-model-/.test(file));
    expect(verdictModel('/w/guid/documents/abc/wall')).toHaveLength(1);
    // The placements page draws with the service's pick order alone (documents/model/service-pick.ts).
    expect(verdictModel('/w/guid/documents/placements')).toEqual([]);
  });

  it("asks for the purchase history's page, its model and its tables as one file (decision 0203)", () => {
    const holding = (source) =>
      filesFor('/w/guid/profiles/42/purchases').filter((file) => sourcesOf(file).some((name) => source.test(name)));
    const page = holding(/src\/app\/routes\/profile-purchases\.tsx$/);
    expect(page).toHaveLength(1);
    expect(holding(/src\/features\/events\/model\/purchases\.ts$/)).toEqual(page);
    expect(holding(/src\/components\/data-table\.tsx$/)).toEqual(page);
  });

  it("asks for neither Mantine's text inputs nor the form library on the pages whose fields are drawn without them", () => {
    const formCode = (path) =>
      sourcesFor(path).filter((source) =>
        /@mantine\/core\/esm\/components\/(Input|TextInput)\/|react-hook-form/.test(source),
      );
    // Their first paint: filter bars, the editor's stand-in, the timeline's range, the explorer's query bar, whose
    // form arrives after it (decision 0122).
    for (const page of issuePages) expect(formCode(`/w/guid${page}`), page || '/').toEqual([]);
    // A form drawn with them from the start asks for them with its page.
    expect(formCode('/w/guid/profiles/new')).toEqual(
      expect.arrayContaining([expect.stringMatching(/TextInput/), expect.stringMatching(/react-hook-form/)]),
    );
  });

  it("asks for none of Mantine's components or its core on those pages, only its theme (decision 0123)", () => {
    const mantineCode = (path) =>
      sourcesFor(path).filter((source) =>
        /@mantine\/core\/esm\/(components|core\/(Box|styles-api|factory))\//.test(source),
      );
    for (const page of issuePages) expect(mantineCode(`/w/guid${page}`), page || '/').toEqual([]);
    // A page drawn with Mantine's components from the start asks for them with its code.
    expect(mantineCode('/w/guid/profiles/new')).toEqual(
      expect.arrayContaining([expect.stringMatching(/core\/Box\//), expect.stringMatching(/components\/Button\//)]),
    );
  });

  it('asks for the profile form’s model only with the forms drawn at once, the countries where profiles show', () => {
    const sourcesMatching = (path, pattern) => sourcesFor(path).filter((source) => pattern.test(source));
    const formModel = /src\/features\/profiles\/model\/(profile-form|profile-changes)\.ts$/;
    const countries = /src\/lib\/countries\.ts$/;
    const showingProfiles = ['/profiles', '/profiles/42', '/profiles/new', '/profiles/import'];
    // The new profile and the import draw the form with the page; the list and a profile load it when asked.
    for (const page of ['/profiles/new', '/profiles/import'])
      expect(sourcesMatching(`/w/guid${page}`, formModel), page).toHaveLength(2);
    for (const page of ['/profiles', '/profiles/42'])
      expect(sourcesMatching(`/w/guid${page}`, formModel), page).toEqual([]);
    // Nor the device form's model: a profile's devices show their type's name from model/device-types.ts.
    expect(sourcesMatching('/w/guid/profiles/42', /model\/device-form\.ts$/)).toEqual([]);
    for (const page of showingProfiles) expect(sourcesMatching(`/w/guid${page}`, countries), page).toHaveLength(1);
    // The bulk jobs page changes profiles too: it shares the profile pages' chunk (build/route-chunks.ts), which
    // has the countries, rather than putting what they share (the CSV, the polling) into every page's.
    const sharingProfilePages = [...showingProfiles, '/profiles/jobs'];
    for (const page of issuePages.filter((page) => !sharingProfilePages.includes(page)))
      expect(sourcesMatching(`/w/guid${page}`, countries), page || '/').toEqual([]);
  });

  it('asks for no file of import statements alone before a page shows (each costs a request)', () => {
    // A feature's index.ts whose code all went to shared chunks was such a file on the document editor's page.
    for (const page of issuePages)
      expect(
        filesFor(`/w/guid${page}`).filter((file) => sourcesOf(file).length === 0),
        page || '/',
      ).toEqual([]);
  });

  it("asks for the timeline's activity chart after its first paint, with the counts it draws", () => {
    const chartCode = (path) => sourcesFor(path).filter((source) => /components\/activity-chart\.tsx$/.test(source));
    expect(chartCode('/w/guid/profiles/42/events')).toEqual([]);
    const chartChunk = readdirSync(join(outDir, 'assets')).find((file) => /^activity-chart-[\w-]{7}\.js$/.test(file));
    expect(sourcesOf(`assets/${chartChunk}`)).toContainEqual(expect.stringMatching(/activity-chart\.tsx$/));
  });

  it('asks for the bulk jobs engine (import, undo, delete) on its first use, not with the jobs page (issue 34)', () => {
    const engine =
      /features\/profiles\/(api\/bulk-jobs|api\/bulk-io|model\/bulk-job|model\/bulk-delete)\.ts$|bulk-delete-marked\.tsx$/;
    expect(sourcesFor('/w/guid/profiles/jobs').filter((source) => engine.test(source))).toEqual([]);
  });

  it("asks for the search playground's request code only on the playground (decision 0200)", () => {
    // A profile's header and the relevance page import the search feature's index; the request code the relevance
    // engine uses comes through after-paint.ts instead, or it would reach every page through the signed-in chunk.
    const requestCode = /features\/search\/(model\/build-request|api\/run-search)\.ts$/;
    for (const page of issuePages.filter((page) => page !== '/search'))
      expect(
        sourcesFor(`/w/guid${page}`).filter((source) => requestCode.test(source)),
        page || '/',
      ).toEqual([]);
    // The pattern names modules the build has (the playground loads them after its first paint).
    const built = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(
      built.flatMap((file) => sourcesOf(`assets/${file}`)).filter((source) => requestCode.test(source)),
    ).toHaveLength(2);
  });

  it("asks for the wall's renderings of the editor's draft after its first paint (issue 34)", () => {
    const localCode = (path) => sourcesFor(path).filter((source) => /hooks\/use-wall-local\.ts$/.test(source));
    expect(localCode('/w/guid/documents/abc/wall')).toEqual([]);
    // Nor the reach estimate's arithmetic: it is asked for with a press (model/wall-reach.ts).
    const reachCode = filesFor('/w/guid/documents/abc/wall').filter((file) =>
      readFileSync(join(outDir, file), 'utf8').includes('Wilson interval'),
    );
    expect(reachCode).toEqual([]);
    const afterPaint = manifest['src/features/documents/components/wall-after-paint.ts'];
    expect(sourcesOf(afterPaint.file)).toContainEqual(expect.stringMatching(/hooks\/use-wall-local\.ts$/));
  });

  it('evaluates CodeMirror in two tasks: its state and view in a file of their own, imported on their own (decision 0132)', () => {
    const editor = manifest['src/features/documents/components/json-code-editor.tsx'];
    const core = manifest['src/features/documents/components/codemirror-core.ts'];
    expect(editor?.isDynamicEntry && core?.isDynamicEntry).toBe(true);
    const coreChunk = core.imports.map((key) => manifest[key]).find((chunk) => /codemirror-core-/.test(chunk.file));
    expect(editor.imports.map((key) => manifest[key]?.file)).toContain(coreChunk.file);
    expect(sourcesOf(coreChunk.file).filter((source) => /@codemirror\/(state|view)\//.test(source))).not.toEqual([]);
    expect(sourcesOf(editor.file).filter((source) => /@codemirror\/(state|view)\//.test(source))).toEqual([]);
    expect(sourcesOf(editor.file).filter((source) => /@codemirror\/language\//.test(source))).not.toEqual([]);
  });

  describe('sends the requests a first paint waits for (decision 0125)', () => {
    const session = { stage: 'workspace', token: 'jwt', regionId: 'azure-us', workspace: { guid: 'guid' } };
    const urlsFor = (path, search, who = session) => runScript(who, path, search).sent.map((request) => request.url);

    it("to the session's region, with its token and the HTTP client's headers, left for the app", () => {
      const { sent, window } = runScript(session, '/w/guid/profiles/42/purchases');
      expect(sent.map((request) => request.url)).toEqual([
        'https://api.azu.synerise.com/v4/clients/42',
        'https://api.azu.synerise.com/v4/events/by-client/42?action=transaction.charge&limit=20',
        'https://api.azu.synerise.com/v4/events/by-client/42?action=product.buy&limit=50',
      ]);
      for (const request of sent) {
        expect(request.headers).toEqual({
          Accept: 'application/json',
          Authorization: 'Bearer jwt',
          'Api-Version': '4.4',
        });
        expect(request.credentials).toBe('omit');
      }
      expect(window.__cdpEarlyResponses.map(({ url, token }) => [url, token])).toEqual(
        sent.map((request) => [request.url, 'jwt']),
      );
      // Documents are not /v4: no Api-Version.
      const [document] = runScript(session, '/w/guid/documents/abc-1').sent;
      expect(document.url).toBe('https://api.azu.synerise.com/schema-service/v2/documents/abc-1');
      expect(document.headers['Api-Version']).toBeUndefined();
    });

    it("the overview's for what the role may read, its day of events from a minute's start", () => {
      const base = 'https://api.azu.synerise.com';
      const day = (action) =>
        new RegExp(
          `^${base}/v4/events/all\\?time%5Bfrom%5D=[\\d-]{10}T\\d\\d%3A\\d\\d%3A00\\.000Z${action}&limit=500$`,
        );
      const role = (...authorities) => ({ ...session, consumer: { authorities } });
      expect(urlsFor('/w/guid', '', role('ROLE_CLIENT_SHOW', 'CLIENT_ACTIVITIES_READ'))).toEqual([
        `${base}/uauth/business-profile/current`,
        `${base}/v4/clients?sortBy=lastActivityDate&sortOrder=DESC&pageIndex=1&pageSize=5`,
        expect.stringMatching(day('')),
        expect.stringMatching(day('&action=item\\.search')),
      ]);
      expect(urlsFor('/w/guid', '', role('ASSETS_DOCS_READ'))).toEqual([
        `${base}/uauth/business-profile/current`,
        `${base}/schema-service/v2/documents?page=1&limit=5&sortBy=updatedAt&ordering=desc`,
      ]);
    });

    it("a listing's only for its address without a query string", () => {
      expect(urlsFor('/w/guid/profiles', '')).toEqual([
        'https://api.azu.synerise.com/v4/clients?pageIndex=1&pageSize=20',
      ]);
      expect(urlsFor('/w/guid/profiles', '?page=2')).toEqual([]);
      // A record's request does not depend on it.
      expect(urlsFor('/w/guid/profiles/42/events', '?range=7d')).toEqual([
        'https://api.azu.synerise.com/v4/clients/42',
      ]);
    });

    it('none outside the session’s workspace, without a workspace session, for odd ids or for other pages', () => {
      expect(urlsFor('/w/other-guid/profiles/42', '')).toEqual([]);
      expect(urlsFor('/w/guid/profiles/42', '', { ...session, stage: 'user' })).toEqual([]);
      expect(urlsFor('/w/guid/profiles/42', '', { ...session, regionId: 'elsewhere' })).toEqual([]);
      expect(urlsFor('/w/guid/profiles/a%2Fb', '')).toEqual([]);
      expect(urlsFor('/w/guid/profiles/new', '')).toEqual([]);
      expect(urlsFor('/w/guid/events', '')).toEqual([]);
      expect(runScript(null, '/w/guid/profiles/42').sent).toEqual([]);
    });
  });

  it("loads none of the router's own link components (their prefetching): the app's links are its own", () => {
    // `data-discover` is an attribute only the router's Link writes.
    const routerLink = (path) =>
      [...filesFor(path), ...htmlScripts()].filter((file) =>
        readFileSync(join(outDir, file), 'utf8').includes('data-discover'),
      );
    for (const page of issuePages) expect(routerLink(`/w/guid${page}`), page || '/').toEqual([]);
  });
});

describe('the precompressed twins of a production build (decisions 0128, 0212)', () => {
  it('go with every script and stylesheet they make smaller: the same bytes, no larger than gzip -9 makes them', () => {
    const files = readdirSync(join(outDir, 'assets'));
    const sent = files.filter((file) => /\.(js|css)$/.test(file));
    const twinned = sent.filter((file) => files.includes(`${file}.gz`));
    expect(twinned.length).toBeGreaterThan(20);
    for (const file of twinned) {
      const content = readFileSync(join(outDir, 'assets', file));
      const twin = readFileSync(join(outDir, 'assets', `${file}.gz`));
      expect(gunzipSync(twin).equals(content), file).toBe(true);
      expect(twin.length, file).toBeLessThan(content.length);
      expect(twin.length, file).toBeLessThanOrEqual(gzipSync(content, { level: 9 }).length);
    }
    // The small ones too (the bundler's runtime goes to every page); only a file gzip cannot shrink has none.
    for (const file of sent.filter((file) => !twinned.includes(file))) {
      const content = readFileSync(join(outDir, 'assets', file));
      expect(gzipSync(content, { level: 9 }).length, file).toBeGreaterThanOrEqual(content.length);
    }
    expect(twinned.some((file) => /^rolldown-runtime-/.test(file))).toBe(true);
    // Nothing else: no twins of source maps.
    const twins = files.filter((file) => file.endsWith('.gz'));
    expect(twins.sort()).toEqual(twinned.map((file) => `${file}.gz`).sort());
  });

  it('have a Brotli twin beside them where it is smaller still (decision 0212): the same bytes', () => {
    const files = readdirSync(join(outDir, 'assets'));
    const brotli = files.filter((file) => file.endsWith('.br'));
    // The large ones at least: every page's shared chunks.
    for (const name of ['index', 'react-dom', 'signed-in', 'signed-in-data'])
      expect(
        brotli.some((file) => new RegExp(`^${name}-[\\w-]{7}\\.js\\.br$`).test(file)),
        name,
      ).toBe(true);
    for (const twin of brotli) {
      const file = twin.slice(0, -'.br'.length);
      expect(/\.(js|css)$/.test(file), twin).toBe(true);
      const content = readFileSync(join(outDir, 'assets', file));
      const bytes = readFileSync(join(outDir, 'assets', twin));
      expect(brotliDecompressSync(bytes).equals(content), twin).toBe(true);
      const gzipTwin = join(outDir, 'assets', `${file}.gz`);
      expect(bytes.length, twin).toBeLessThan(existsSync(gzipTwin) ? statSync(gzipTwin).size : content.length);
    }
  });
});

describe('the route data modules of a production build', () => {
  const dataChunks = () => Object.keys(manifest).filter((key) => /^_signed-in-data-/.test(key) || familyData.test(key));
  const pageDataModules = () =>
    readdirSync(routesDir)
      .filter((file) => file.endsWith('.data.ts') && !/^(sign-in|legacy-path|workspace-guard)\./.test(file))
      .map((file) => file.replace(/\.data\.ts$/, ''));
  /** The data chunk that holds `src/app/routes/<page>.data.ts`. */
  const holderOf = (page) =>
    dataChunks().find((key) => sourcesOf(manifest[key].file).includes(`src/app/routes/${page}.data.ts`));

  it("travel in the shared data chunk or their family's (decision 0201), which their page's own file imports", () => {
    expect(pageDataModules().length).toBeGreaterThan(10);
    for (const page of pageDataModules()) {
      const holder = holderOf(page);
      expect(holder, page).toBeDefined();
      // So the preload script, which asks for a page's files and what they import, asks for it too.
      expect(
        staticClosure([pageChunkKey(page)]).map((chunk) => chunk.file),
        page,
      ).toContain(manifest[holder].file);
    }
    expect(holderOf('profiles')).toMatch(/^_signed-in-data-/);
  });

  it('start their requests without waiting for the UI chunks (Mantine, shared components)', () => {
    const waiting = staticClosure(dataChunks())
      .map((chunk) => chunk.file)
      .filter((file) => signedInChunks.test(file) && !/signed-in-data-/.test(file) && !familyData.test(file));
    expect(waiting).toEqual([]);
  });
});
