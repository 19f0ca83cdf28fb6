/**
 * Imported first by browser-worker.ts, before anything that loads MSW.
 *
 * MSW's core creates a cookie store when it is imported and, outside Node, insists on `localStorage`, which a
 * Web Worker does not have: the import would throw and the worker would never answer. An in-memory stand-in
 * satisfies it (MSW keeps only the cookies of mocked responses there; the simulator sets none).
 */

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  [name: string]: unknown;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export function ensureLocalStorage(scope: { localStorage?: Storage }): void {
  if (typeof scope.localStorage === 'undefined') {
    Object.defineProperty(scope, 'localStorage', { value: new MemoryStorage(), configurable: true });
  }
}

ensureLocalStorage(globalThis as { localStorage?: Storage });
