import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How the production build groups modules into files (docs/decisions/0117-route-code-in-few-files.md). On a phone's
 * connection each file costs a request on one of six connections: a signed-in page used to be 26–40 files, most
 * under 2 KB, and the last of them arrived five round trips after the entry. Now a page is the entry (two files, in
 * parallel), the two chunks every signed-in page loads, and the page's own chunk, with the same bytes.
 */

interface ModuleInfo {
  code: string | null;
  importers: readonly string[];
  importedIds: readonly string[];
}
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const sep = String.raw`[\\/]`;
const inSrc = new RegExp(`${sep}src${sep}`);
const routeModule = new RegExp(`${sep}src${sep}app${sep}routes${sep}([\\w-]+?)(\\.data|\\.queries)?\\.tsx?$`);
const featureIndex = new RegExp(`${sep}src${sep}features${sep}[\\w-]+${sep}index\\.ts$`);
const entryModule = new RegExp(`${sep}src${sep}app${sep}main\\.tsx$`);
/** The pages that edit or import profiles: the list (its drawer), a profile's details, the new one, the import, bulk jobs. */
const profileEditingPages = new Set(['profiles', 'profile-details', 'profile-new', 'profile-import', 'profile-jobs']);
const onlyProfileEditing = (pages: Set<string>) => [...pages].every((page) => profileEditingPages.has(page));
/**
 * The data modules that only one family of pages uses (their loaders' queries, schemas and parameters), each family's
 * in a file of its own beside 'signed-in-data': the events' 8 KB and the documents' 6 KB were in the chunk every page
 * loads, the profile pages included (decision 0201). A module goes to the first family whose pages include every
 * page that reaches it.
 */
const dataFamilies = [
  // The overview's own queries read both families: in either family's file they would take the other one along.
  { name: 'data-overview', pages: new Set(['overview']) },
  { name: 'data-events', pages: new Set(['events', 'profile-events', 'profile-purchases', 'overview']) },
  {
    name: 'data-documents',
    pages: new Set([
      'documents',
      'document-editor',
      'document-wall',
      'document-placements',
      'profile-documents',
      'overview',
    ]),
  },
];
/**
 * The model the documents' pages and parts draw their verdicts with (the preview's verdict, the inserts, the seeded
 * draw): a file of its own, `documents-model`, never the chunk every page loads, though two pages draw with it.
 */
const documentsModel =
  /[\\/]src[\\/](lib[\\/](seeded-random|inserts)|features[\\/]documents[\\/](model[\\/](inserts|preview-verdict)|api[\\/]generate))\.ts$/;
/** Pages drawn without a session: what they reach stays out of the signed-in chunks (decision 0108). */
const publicPages = /^(sign-in|legacy-path)$/;

/**
 * What of Mantine every signed-in page loads: its theme and colour scheme (the providers around the pages,
 * src/components/theme-provider.tsx), with the small helpers they use. The pages' first paint draws Mantine's
 * look with the kit's lite components (src/components/ui/lite.tsx); Mantine's components, and the core they share
 * (Box, the styles API, style props), travel in the 'ui' chunks, loaded with what first uses them
 * (docs/decisions/0123-first-paint-without-mantine.md).
 */
export const mantineTheme = new RegExp(
  `@mantine${sep}core${sep}esm${sep}core${sep}MantineProvider${sep}|${sep}clsx${sep}`,
);
/** Mantine's small helpers (units, merging…): with the theme when its modules use them, else in 'ui'. */
const mantineUtils = new RegExp(`@mantine${sep}core${sep}esm${sep}core${sep}utils${sep}`);
/**
 * The hooks the theme's modules use. They import them from the package's index, which every hook's module is
 * imported by, so the graph cannot tell these apart.
 */
const themeHooks = new RegExp(
  `@mantine${sep}hooks${sep}esm${sep}(use-color-scheme|use-isomorphic-effect|use-media-query)${sep}`,
);

/**
 * Mantine's text inputs (Input and its wrapper, TextInput, NativeSelect, the select's chevron): the filter bars and
 * the forms draw them, the overview, a profile and its purchases do not. In the base they cost those pages 4.7 KB of
 * JavaScript and 2.8 KB of render-blocking CSS (the chevron brings Combobox's stylesheet).
 */
const mantineInputs = new RegExp(
  `@mantine${sep}core${sep}esm${sep}components${sep}(Input|InputBase|TextInput|NativeSelect|Combobox${sep}ComboboxChevron)${sep}`,
);

const mantineIndex = fileURLToPath(new URL('../node_modules/@mantine/core/esm/index.mjs', import.meta.url));
/**
 * The names `@mantine/core` exports from its theme's modules (its index imports each name from its file, which
 * `mantineTheme` tells apart).
 */
function mantineThemeNames(): Set<string> {
  const names = new Set<string>();
  for (const [, imported = '', file = ''] of readFileSync(mantineIndex, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    if (!mantineTheme.test(fileURLToPath(new URL(file, `file://${mantineIndex}`)))) continue;
    for (const name of imported.split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) names.add(local);
    }
  }
  return names;
}

/**
 * A route module's page: `profiles` for `routes/profiles.tsx` and `routes/profiles.data.ts`. `null` for other modules.
 * The shell's data module is the workspace guard.
 */
function routeOf(id: string): { page: string; data: boolean } | null {
  const match = routeModule.exec(id);
  if (!match?.[1]) return null;
  return { page: match[1], data: match[2] !== undefined };
}

/**
 * Walks `id` and the modules that import it, transitively, until `found` says yes for one of them (it sees each
 * module once, `id` first). Whether it did.
 */
function someImporter(id: string, ctx: ChunkingContext, found: (module: string) => boolean): boolean {
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (found(current)) return true;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        stack.push(importer);
      }
    }
  }
  return false;
}

/**
 * The groups of `build.rolldownOptions.output.codeSplitting`, highest priority first. Which module goes where is
 * decided from the static import graph, module by module: the pages that reach it.
 */
export function routeChunkGroups() {
  // Per build: the answers depend on the build's module graph.
  const reachMemo = new Map<string, { pages: Set<string>; data: boolean } | null>();
  /**
   * The signed-in pages whose route modules reach `id` through static imports, and whether a data module
   * (`routes/<page>.data.ts`) is among them; `null` when the entry or a public page reaches it.
   */
  const reach = (id: string, ctx: ChunkingContext) => {
    if (reachMemo.has(id)) return reachMemo.get(id)!;
    const pages = new Set<string>();
    let data = false;
    const isPublic = someImporter(id, ctx, (current) => {
      const route = routeOf(current);
      if (route) {
        pages.add(route.page);
        data ||= route.data;
      }
      return entryModule.test(current) || (route !== null && publicPages.test(route.page));
    });
    const result = isPublic ? null : { pages, data };
    reachMemo.set(id, result);
    return result;
  };

  const signedInMemo = new Map<string, boolean>();
  /** Whether a signed-in page's route module reaches `id` through static imports (whoever else does too). */
  const reachedBySignedIn = (id: string, ctx: ChunkingContext) => {
    const known = signedInMemo.get(id);
    if (known !== undefined) return known;
    const found = someImporter(id, ctx, (current) => {
      const route = routeOf(current);
      return route !== null && !publicPages.test(route.page);
    });
    signedInMemo.set(id, found);
    return found;
  };

  const themeMemo = new Map<string, boolean>();
  /** Whether `id` is of Mantine's theme (`mantineTheme`) or a helper one of its modules imports, transitively. */
  const usedByTheme = (id: string, ctx: ChunkingContext): boolean => {
    if (mantineTheme.test(id) || themeHooks.test(id)) return true;
    if (!mantineUtils.test(id)) return false;
    const known = themeMemo.get(id);
    if (known !== undefined) return known;
    themeMemo.set(id, false); // an import cycle: decided by the rest of the cycle
    const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => usedByTheme(importer, ctx));
    themeMemo.set(id, result);
    return result;
  };

  const themeNames = mantineThemeNames();
  const baseMemo = new Map<string, boolean>();
  /**
   * Whether a module of the app, with everything it imports, needs nothing beyond what every signed-in page loads
   * anyway: the app's own code, Mantine's theme, the entry's libraries. One that uses any of Mantine's components
   * stays out, or every page would load Mantine's 'ui' chunks with it.
   */
  const needsOnlyBase = (id: string, ctx: ChunkingContext): boolean => {
    const known = baseMemo.get(id);
    if (known !== undefined) return known;
    baseMemo.set(id, true); // an import cycle: decided by the rest of the cycle
    const info = ctx.getModuleInfo(id);
    let result: boolean;
    if (!inSrc.test(id)) {
      result =
        id.startsWith('\0') || // the bundler's and Vite's helpers (preloading)
        usedByTheme(id, ctx) ||
        /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](react-query|query-core)|zod|@tabler[\\/]icons-react)[\\/]/.test(
          id,
        ) ||
        id === mantineIndex;
    } else {
      // Which of Mantine's components the module uses: the names it imports from the package.
      const mantineNames = [...(info?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)]
        .flatMap(([, names = '']) => names.split(','))
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!);
      result =
        // A family's data module is not every page's.
        familyData(id, ctx) === null &&
        mantineNames.every((name) => themeNames.has(name)) &&
        (info?.importedIds ?? []).every((imported) => /\.css($|\?)/.test(imported) || needsOnlyBase(imported, ctx));
    }
    baseMemo.set(id, result);
    return result;
  };

  /** The data chunk of a module that a page's data module reaches: 'signed-in-data' or its family's. */
  const dataChunkOf = (id: string, ctx: ChunkingContext) => {
    if (/node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)) return 'signed-in-data';
    if (!inSrc.test(id)) return null;
    const reached = reach(id, ctx);
    if (!reached?.data) return null;
    const family = dataFamilies.find(({ pages }) => [...reached.pages].every((page) => pages.has(page)));
    return family?.name ?? 'signed-in-data';
  };
  const signedInData = (id: string, ctx: ChunkingContext) =>
    dataChunkOf(id, ctx) === 'signed-in-data' ? 'signed-in-data' : null;
  const familyData = (id: string, ctx: ChunkingContext) => {
    const chunk = dataChunkOf(id, ctx);
    return chunk === 'signed-in-data' ? null : chunk;
  };
  const signedIn = (id: string, ctx: ChunkingContext): 'signed-in' | null => {
    if (!inSrc.test(id)) return usedByTheme(id, ctx) ? 'signed-in' : null;
    const reached = reach(id, ctx);
    const route = routeOf(id);
    if (!reached || reached.pages.size === 0 || (route && route.page !== 'shell') || documentsModel.test(id))
      return null;
    if (reached.pages.has('shell')) return 'signed-in';
    // A feature's index.ts whose every module is in these two chunks anyway: alone, it was a file of two import
    // statements that the document editor loaded before it showed. One that names a module of one page stays
    // out, or it would take that module into every page.
    if (featureIndex.test(id))
      return (ctx.getModuleInfo(id)?.importedIds ?? []).every(
        (imported) => signedInData(imported, ctx) !== null || signedIn(imported, ctx) !== null,
      )
        ? 'signed-in'
        : null;
    return reached.pages.size >= 2 && !onlyProfileEditing(reached.pages) && needsOnlyBase(id, ctx) ? 'signed-in' : null;
  };

  return [
    // React DOM beside the entry, as a second file the page asks for at once: two downloads in parallel arrive
    // sooner than one of twice the size on a connection that has just opened.
    { name: 'react-dom', priority: 6, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
    // What the entry imports stays with the entry: the groups below take a captured module's imports along, which
    // would otherwise move start-up modules (React, the session, the HTTP client) out of it.
    { name: 'start', priority: 5, tags: ['$initial' as const] },
    // What the public pages share with the signed-in ones (the product's mark, the guards, plain controls) in a
    // chunk of their own, so that no signed-in chunk takes it along and the sign-in page with it. The sign-in
    // form's own modules stay with its page: a signed-in page does not load them.
    {
      debugName: 'public',
      name: (id: string, ctx: ChunkingContext) =>
        inSrc.test(id) && !routeOf(id) && reach(id, ctx) === null && reachedBySignedIn(id, ctx) ? 'public' : null,
      priority: 4.5,
    },
    // What the pages' data modules need to start their requests: React Query, zod, the endpoints, the queries'
    // options and the data modules themselves. No UI library (src/app/critical-path-imports.test.ts).
    {
      debugName: 'signed-in-data',
      name: signedInData,
      priority: 4,
    },
    // A family's data modules (dataFamilies), after the shared ones: a group takes along what its modules import, and
    // here that is React Query, zod and the endpoints, which 'signed-in-data' has taken first.
    {
      debugName: 'data-families',
      name: familyData,
      priority: 3.9,
    },
    // The shell, Mantine's theme, and the app's modules two or more pages use that need nothing more. Route modules
    // other than the shell's stay files of their own: each is one page's.
    {
      debugName: 'signed-in',
      name: signedIn,
      priority: 3,
    },
    // What only the pages that edit or import profiles share (the profile form's model, the countries, the change
    // tracking, the import's polling): 3 KB that the overview, a profile's timeline or purchases, the events, the
    // documents and search loaded in 'signed-in' without using it. Below 'signed-in': a group takes the modules
    // its modules import along, and these import the first paint's controls, which every page loads.
    {
      debugName: 'signed-in-profiles',
      name: (id: string, ctx: ChunkingContext) => {
        if (!inSrc.test(id) || routeOf(id)) return null;
        const reached = reach(id, ctx);
        if (!reached || reached.pages.size < 2) return null;
        // The form's model, which only the new profile and the import draw with the page (the list and a profile
        // load their editors when asked), is left to the bundler: it travels with those pages and the editors.
        const viewed = reached.pages.has('profiles') || reached.pages.has('profile-details');
        return viewed && onlyProfileEditing(reached.pages) && needsOnlyBase(id, ctx) ? 'signed-in-profiles' : null;
      },
      priority: 2.9,
    },
    // The model the audience wall draws its tiles with (the preview and its verdict, the inserts, the seeded draw),
    // which the editor's parts and the relevance pages' parts share: one file on the wall's first paint rather than
    // four of 0.2–1.3 KB, each with its own response headers (decision 0201).
    {
      name: 'documents-model',
      test: documentsModel,
      priority: 2.8,
    },
    // The purchase history's page with the two small modules it draws with (the purchases' model, 1.2 KB, and the
    // figures' table, 0.6 KB with its styles), which the timeline's, the wall's and the relevance pages' later parts
    // share: as files of their own they were three more requests beside the page's, each taking a share of the
    // phone's connection while React DOM still downloads, and its largest paint came 0.1–0.2 s later (decision
    // 0203). Those later parts load this file instead, after their pages have shown.
    {
      name: 'profile-purchases',
      test: /[\\/]src[\\/](app[\\/]routes[\\/]profile-purchases\.tsx|features[\\/]events[\\/]model[\\/]purchases\.ts|components[\\/]data-table\.tsx)$/,
      priority: 2.7,
    },
    // The text inputs, one file for the pages whose first paint has a field (a filter bar, a form).
    { name: 'ui-input', test: mantineInputs, priority: 2 },
    // ScrollArea and floating-ui (20 KB), with Mantine's Table, apart from 'ui': Table imports ScrollArea (for its
    // scroll container), which imports floating-ui, and took them into 'ui', so a page drawing only a badge or a code
    // span loaded them too. The overlays, selects and dialogs import this chunk (Table adds 1.3 KB to them).
    {
      name: 'ui-scroll',
      test: /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](ScrollArea|Table)[\\/])/,
      priority: 1.5,
    },
    // CodeMirror's state and view (with the small libraries the view uses), a file apart from the rest of the
    // editor: lazy-json-code-editor.tsx imports them first, so the browser evaluates CodeMirror in two tasks.
    {
      name: 'codemirror-core',
      test: /node_modules[\\/](@codemirror[\\/](state|view)|style-mod|w3c-keyname|crelt)[\\/]/,
      priority: 1,
    },
    // The libraries of the heavier pages (Mantine's other components, floating-ui, icons) as six chunks rather than
    // 40 small ones: the selects (Combobox…), the dialogs (Modal, Drawer, scroll lock), the menus and popovers
    // (floating-ui, Menu, Popover, Tooltip), the form inputs that bring libraries of their own (NumberInput,
    // Textarea…), the icons, and the rest (tables, pagination, layout). One chunk for all of them made every page
    // load all of them (70 KB gz).
    {
      debugName: 'ui',
      name: (id: string) => {
        if (
          !/node_modules[\\/](@mantine[\\/](core|hooks|modals|notifications)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-number-format|react-textarea-autosize|dayjs)[\\/]/.test(
            id,
          )
        )
          return null;
        if (/@tabler[\\/]icons-react/.test(id)) return 'icons';
        if (/components[\\/](Combobox|Select|Autocomplete|MultiSelect|TagsInput|Pill|PillsInput)[\\/]/.test(id))
          return 'ui-select';
        if (
          /react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|@mantine[\\/]modals|components[\\/](Modal|ModalBase|Drawer|Overlay)[\\/]/.test(
            id,
          )
        )
          return 'ui-modal';
        if (/@floating-ui|components[\\/](Popover|Menu|Tooltip|ScrollArea|Portal|FocusTrap|HoverCard)[\\/]/.test(id))
          return 'ui-overlay';
        // Checkbox and Radio's dot icon stay in 'ui': Combobox and Menu (overlays) import them, and an overlay
        // importing 'ui-form' made every page with a menu (the shell's) load the form inputs.
        if (/components[\\/]Radio[\\/]RadioIcon/.test(id)) return 'ui';
        if (
          /react-number-format|react-textarea-autosize|dayjs|components[\\/](NumberInput|Radio|Switch|Textarea|Slider|Chip|Fieldset|FileInput|JsonInput)[\\/]/.test(
            id,
          )
        )
          return 'ui-form';
        return 'ui';
      },
      priority: 1,
      minShareCount: 3,
    },
  ];
}
