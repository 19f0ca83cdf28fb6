/**
 * The raw IndexedDB API behind promises, for the browser-kept records (the bulk jobs' journal, the relevance
 * suites): one lazily opened database per name, and object stores read and written one request per transaction.
 */

export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export interface IdbDatabase {
  /** One request in its own transaction on `objectStore`. */
  run<T>(objectStore: string, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
}

/**
 * Opens `name` on first use; `objectStores` are created (keyPath `id`) when missing. Bump `version` when the list
 * grows, so the upgrade runs.
 */
export function openIdb(
  name: string,
  version: number,
  objectStores: readonly string[],
  factory: IDBFactory = indexedDB,
): IdbDatabase {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(name, version);
      open.onupgradeneeded = () => {
        for (const store of objectStores)
          if (!open.result.objectStoreNames.contains(store)) open.result.createObjectStore(store, { keyPath: 'id' });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  return {
    run: async (objectStore, mode, action) => {
      const db = await database();
      return idbRequest(action(db.transaction(objectStore, mode).objectStore(objectStore)));
    },
  };
}
