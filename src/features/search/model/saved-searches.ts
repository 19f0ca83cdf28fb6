import { readLocal, writeLocal } from '../../../lib/local-store';

/** Named searches, kept in this browser per workspace: the playground's URL query, re-run by opening it. */
export interface SavedSearch {
  name: string;
  /** The playground's URL query string (no leading `?`). */
  search: string;
  savedAt: string;
}

const storageKey = (ws: string) => `cdp.search.saved.${ws}`;

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.name === 'string' && typeof record.search === 'string' && typeof record.savedAt === 'string';
}

const cache = new Map<string, { raw: string | null; list: SavedSearch[] }>();

export function readSavedSearches(ws: string): SavedSearch[] {
  const raw = readLocal(storageKey(ws));
  const cached = cache.get(ws);
  if (cached && cached.raw === raw) return cached.list;
  let list: SavedSearch[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isSavedSearch) : [];
  } catch {
    list = [];
  }
  cache.set(ws, { raw, list });
  return list;
}

/** Saves (or replaces, by name) a search; newest first. */
export function saveSearch(ws: string, name: string, search: string, now = new Date()): void {
  const rest = readSavedSearches(ws).filter((saved) => saved.name !== name);
  writeLocal(storageKey(ws), JSON.stringify([{ name, search, savedAt: now.toISOString() }, ...rest]));
}

export function deleteSavedSearch(ws: string, name: string): void {
  writeLocal(storageKey(ws), JSON.stringify(readSavedSearches(ws).filter((saved) => saved.name !== name)));
}
