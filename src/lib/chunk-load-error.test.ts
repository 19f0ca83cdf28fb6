import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it('recognises a module that could not be downloaded, in each browser’s words', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/a.js')),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: http://x.test/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
