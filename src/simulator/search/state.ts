/**
 * The pagination cache: the ranked results of a search, kept for 10 minutes (simulator clock) under its
 * correlation id, so page 2 of a search continues page 1 exactly even if the data or the scoring changed in
 * between (the reference: "results of a search in the last 10 minutes are reused"). Autocomplete is never cached.
 * Bounded: the oldest entries go first beyond MAX_ENTRIES.
 */

export const PAGINATION_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 300;

export interface CachedSearch<T> {
  value: T;
  /** When the search ran (ms, simulator clock). */
  at: number;
}

export class PaginationCache<T = unknown> {
  private readonly entries = new Map<string, CachedSearch<T>>();

  get(key: string, now: number): CachedSearch<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= PAGINATION_TTL_MS || now < entry.at) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: T, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
