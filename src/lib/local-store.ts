/*
 * Small per-workspace values kept in localStorage (the search playground's tracker key and saved searches, the
 * audience wall's personas): none is a secret. The tracker key is public by design (it sits in every website's
 * tracking code); the person's token never comes here.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

export function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function readLocal(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
  for (const listener of listeners) listener();
}
