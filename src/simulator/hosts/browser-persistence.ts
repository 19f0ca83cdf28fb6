import type { Simulator } from '../index';

/**
 * Keeps the in-page demo's data across reloads (browser host only: the Node test host and the HTTP server start
 * from the seed every time, so tests stay deterministic).
 *
 * The simulator's snapshot (../snapshot.ts: only what differs from the seed, never a token) is written to
 * IndexedDB a moment after the requests stop (debounced), and read back before the first request is answered.
 * `POST /__simulator/reset` (the panel's "Reset demo data") clears it. The origin scopes IndexedDB, so each
 * deployed demo has its own; the key carries the snapshot version, so a build with another seed starts clean.
 */

/** Where the snapshot goes: IndexedDB in the browser, an object in tests. Values are JSON text. */
export interface SnapshotStore {
  load(): Promise<string | undefined>;
  save(json: string): Promise<void>;
  clear(): Promise<void>;
}

const DATABASE = 'service-simulator';
const OBJECT_STORE = 'snapshots';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** One key of one object store, with the raw IndexedDB API (no library is installed for three calls). */
export function indexedDbStore(key: string, factory: IDBFactory = indexedDB): SnapshotStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DATABASE, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(OBJECT_STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await database();
    return request(action(db.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
  };
  return {
    load: async () => {
      const value: unknown = await run('readonly', (store) => store.get(key));
      return typeof value === 'string' ? value : undefined;
    },
    save: async (json) => {
      await run('readwrite', (store) => store.put(json, key));
    },
    clear: async () => {
      await run('readwrite', (store) => store.delete(key));
    },
  };
}

export interface PersistenceOptions {
  /** Quiet time after the last request before the snapshot is written. */
  delayMs?: number;
  onError?: (error: unknown) => void;
}

export interface PersistentSimulator {
  /** Resolves once the saved snapshot (if any) is back in the simulator. */
  ready: Promise<void>;
  /** The simulator's handle, after `ready`; schedules a write after each service request. */
  handle(request: Request): Promise<Response>;
  /** Writes a pending snapshot now (tests; the worker has no unload hook). */
  flush(): Promise<void>;
}

const isReset = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname.endsWith('/__simulator/reset');
const isControl = (request: Request) => new URL(request.url).pathname.includes('/__simulator/');

export function persistSimulator(
  simulator: Simulator,
  store: SnapshotStore,
  {
    delayMs = 500,
    onError = (error) => console.error('[simulator] demo data not saved:', error),
  }: PersistenceOptions = {},
): PersistentSimulator {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaved: string | undefined;
  let writing: Promise<void> = Promise.resolve();

  const ready = store
    .load()
    .then((json) => {
      if (json === undefined) return;
      if (simulator.restore(JSON.parse(json))) lastSaved = json;
    })
    .catch(onError);

  const write = () => {
    timer = undefined;
    const json = JSON.stringify(simulator.snapshot());
    if (json === lastSaved) return writing;
    lastSaved = json;
    // One write at a time, in order: the last snapshot is the one that stays.
    writing = writing.then(() => store.save(json)).catch(onError);
    return writing;
  };

  return {
    ready,
    async handle(req) {
      await ready;
      const reset = isReset(req);
      const response = await simulator.handle(req);
      if (reset && response.ok) {
        clearTimeout(timer);
        timer = undefined;
        lastSaved = undefined;
        writing = writing.then(() => store.clear()).catch(onError);
        await writing;
      } else if (!isControl(req)) {
        // Reads count too: a search records an event, and a read applies the profile changes that are due.
        clearTimeout(timer);
        timer = setTimeout(() => void write(), delayMs);
      }
      return response;
    },
    async flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        await write();
      }
      await writing;
    },
  };
}
