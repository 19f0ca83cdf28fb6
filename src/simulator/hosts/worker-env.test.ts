import { ensureLocalStorage } from './worker-env';

describe('Web Worker environment for MSW', () => {
  it('gives a scope without localStorage an in-memory one', () => {
    const scope: { localStorage?: Storage } = {};
    ensureLocalStorage(scope);
    const storage = scope.localStorage!;
    storage.setItem('__msw-cookie-store__', '[]');
    expect(storage.getItem('__msw-cookie-store__')).toBe('[]');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('__msw-cookie-store__');
    storage.removeItem('__msw-cookie-store__');
    expect(storage.getItem('__msw-cookie-store__')).toBeNull();
  });

  it('keeps an existing localStorage', () => {
    const existing = { getItem: () => 'real' } as unknown as Storage;
    const scope = { localStorage: existing };
    ensureLocalStorage(scope);
    expect(scope.localStorage).toBe(existing);
  });
});
