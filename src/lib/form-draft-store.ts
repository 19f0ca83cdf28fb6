/*
 * Drafts of open forms, kept in sessionStorage while the person types, so nothing typed is lost when the
 * session expires and the person signs in again, or the tab reloads. Keyed by workspace and form, so a
 * draft never shows up in another workspace. Cleared on submit and on sign-out. The store alone: sign-out, which
 * every page loads, needs only clearAllDrafts; the forms' hook is in ./form-draft.ts.
 */
const prefix = 'cdp.draft.';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(workspaceGuid: string, ...parts: (string | number)[]): string {
  return [workspaceGuid, ...parts].join(':');
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(prefix + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  storage()?.setItem(prefix + key, JSON.stringify(values));
}

export function removeDraft(key: string): void {
  storage()?.removeItem(prefix + key);
}

export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
