/**
 * Where the relevance suites live (issue 38; decision 0186): in this browser, per workspace (one IndexedDB
 * database each) and per index (a store is opened for one index and sees only its suites). A suite carries its
 * queries, judgments and variants; runs are records of their own, and a run saved beyond the last 30 of its variant
 * is dropped unless it is a suite's pinned baseline. IndexedDB in the app, memory in the tests (no IndexedDB is
 * installed for Node): both are the same logic over two tables, so the contract tests cover both.
 */
import { openIdb } from '../../../lib/indexed-db';
import { readRun, readSuite, type Judgment, type Run, type Suite } from './suite';

/** Runs kept per variant, besides every pinned baseline. */
export const runsKeptPerVariant = 30;

export interface SuiteStore {
  listSuites(): Promise<Suite[]>;
  getSuite(id: string): Promise<Suite | undefined>;
  putSuite(suite: Suite): Promise<void>;
  /** The suite and its runs. */
  removeSuite(id: string): Promise<void>;
  /** One grade saved as the judge gives it; the suite's other judgments stay as they are. */
  saveJudgment(suiteId: string, judgment: Judgment, now?: Date): Promise<Suite | undefined>;
  /** The suite's runs, the newest first. */
  listRuns(suiteId: string): Promise<Run[]>;
  /** Saves the run, then drops its variant's runs beyond the last 30 (a pinned baseline stays). */
  putRun(run: Run): Promise<void>;
  /** Pins (or with null unpins) the suite's baseline run. */
  pinBaseline(suiteId: string, runId: string | null): Promise<void>;
}

interface Table<T> {
  all(): Promise<unknown[]>;
  get(id: string): Promise<unknown>;
  put(record: T): Promise<void>;
  remove(id: string): Promise<void>;
}

const newestFirst = (a: Run, b: Run) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id);

/** The runs a save leaves behind: beyond the newest 30 of each variant, all but the pinned ones. */
export function runsToDrop(runs: readonly Run[], pinned: ReadonlySet<string>): string[] {
  const seen = new Map<string, number>();
  const drop: string[] = [];
  for (const run of [...runs].sort(newestFirst)) {
    const count = (seen.get(run.variantId) ?? 0) + 1;
    seen.set(run.variantId, count);
    if (count > runsKeptPerVariant && !pinned.has(run.id)) drop.push(run.id);
  }
  return drop;
}

/** Read-modify-write of a suite, one at a time per database: two quick grades must not overwrite each other. */
const writing = new WeakMap<object, Promise<unknown>>();
function serialised<T>(database: object, task: () => Promise<T>): Promise<T> {
  const next = (writing.get(database) ?? Promise.resolve()).then(task, task);
  writing.set(
    database,
    next.catch(() => undefined),
  );
  return next;
}

function storeOver(
  tables: { suites: Table<Suite>; runs: Table<Run> },
  indexId: string,
  database: object = tables,
): SuiteStore {
  const suites = async () =>
    (await tables.suites.all())
      .map(readSuite)
      .filter((suite): suite is Suite => suite !== null && suite.indexId === indexId);
  const getSuite = async (id: string) => {
    const suite = readSuite(await tables.suites.get(id));
    return suite && suite.indexId === indexId ? suite : undefined;
  };
  const runsOf = async (suiteId: string) =>
    (await tables.runs.all())
      .map(readRun)
      .filter((run): run is Run => run !== null && run.suiteId === suiteId)
      .sort(newestFirst);
  return {
    listSuites: async () => (await suites()).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    getSuite,
    putSuite: (suite) => tables.suites.put({ ...suite, indexId }),
    removeSuite: async (id) => {
      for (const run of await runsOf(id)) await tables.runs.remove(run.id);
      await tables.suites.remove(id);
    },
    saveJudgment: (suiteId, judgment, now = new Date()) =>
      serialised(database, async () => {
        const suite = await getSuite(suiteId);
        if (!suite) return undefined;
        const rest = suite.judgments.filter((j) => j.queryId !== judgment.queryId || j.itemId !== judgment.itemId);
        const next = { ...suite, judgments: [...rest, judgment], updatedAt: now.toISOString() };
        await tables.suites.put(next);
        return next;
      }),
    listRuns: runsOf,
    putRun: async (run) => {
      await tables.runs.put(run);
      const suite = await getSuite(run.suiteId);
      const pinned = new Set(suite?.baselineRunId ? [suite.baselineRunId] : []);
      for (const id of runsToDrop(await runsOf(run.suiteId), pinned)) await tables.runs.remove(id);
    },
    pinBaseline: (suiteId, runId) =>
      serialised(database, async () => {
        const suite = await getSuite(suiteId);
        if (!suite) return;
        const { baselineRunId: _previous, ...rest } = suite;
        await tables.suites.put(runId === null ? rest : { ...rest, baselineRunId: runId });
      }),
  };
}

function memoryTable<T extends { id: string }>(): Table<T> {
  const records = new Map<string, T>();
  // Copies on the way in and out, as IndexedDB's structured clone does.
  return {
    all: async () => [...records.values()].map((record) => structuredClone(record)),
    get: async (id) => structuredClone(records.get(id)),
    put: async (record) => void records.set(record.id, structuredClone(record)),
    remove: async (id) => void records.delete(id),
  };
}

/** The in-memory twin: a workspace's tables, shared by its indexes as one database is. */
export function memorySuiteTables(): { suites: Table<Suite>; runs: Table<Run> } {
  return { suites: memoryTable<Suite>(), runs: memoryTable<Run>() };
}

export function memorySuiteStore(indexId: string, tables = memorySuiteTables()): SuiteStore {
  return storeOver(tables, indexId);
}

function idbTable<T>(db: ReturnType<typeof openIdb>, name: string): Table<T> {
  return {
    all: () => db.run(name, 'readonly', (store) => store.getAll()),
    get: (id) => db.run(name, 'readonly', (store) => store.get(id)),
    put: async (record) => void (await db.run(name, 'readwrite', (store) => store.put(record))),
    remove: async (id) => void (await db.run(name, 'readwrite', (store) => store.delete(id))),
  };
}

const databases = new Map<string, ReturnType<typeof openIdb>>();

/** The workspace's suites for one index, in IndexedDB (database `relevance.<workspace>`). */
export function indexedDbSuiteStore(workspace: string, indexId: string, factory: IDBFactory = indexedDB): SuiteStore {
  const name = `relevance.${workspace}`;
  let db = databases.get(name);
  if (!db || factory !== indexedDB) {
    db = openIdb(name, 1, ['suites', 'runs'], factory);
    if (factory === indexedDB) databases.set(name, db);
  }
  return storeOver({ suites: idbTable<Suite>(db, 'suites'), runs: idbTable<Run>(db, 'runs') }, indexId, db);
}

/** The store the page uses: IndexedDB where the browser has it, else (the component tests) memory per workspace. */
const memoryWorkspaces = new Map<string, ReturnType<typeof memorySuiteTables>>();
export function suiteStoreFor(workspace: string, indexId: string): SuiteStore {
  if (typeof indexedDB !== 'undefined') return indexedDbSuiteStore(workspace, indexId);
  let tables = memoryWorkspaces.get(workspace);
  if (!tables) memoryWorkspaces.set(workspace, (tables = memorySuiteTables()));
  return memorySuiteStore(indexId, tables);
}
