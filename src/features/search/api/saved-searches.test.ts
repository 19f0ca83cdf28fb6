// @vitest-environment jsdom
import { deleteSavedSearch, readSavedSearches, saveSearch } from './saved-searches';

describe('saved searches', () => {
  beforeEach(() => globalThis.localStorage.clear());

  it('keeps named searches per workspace, newest first; a name used again replaces the old one', () => {
    saveSearch('ws-a', 'Red shoes', 'query=shoe&filters=color+%3D+%22red%22', new Date('2026-11-01T10:00:00Z'));
    saveSearch('ws-a', 'Bags', 'query=bag', new Date('2026-11-02T10:00:00Z'));
    saveSearch('ws-a', 'Red shoes', 'query=shoe&sortBy=price', new Date('2026-11-03T10:00:00Z'));
    expect(readSavedSearches('ws-a')).toEqual([
      { name: 'Red shoes', search: 'query=shoe&sortBy=price', savedAt: '2026-11-03T10:00:00.000Z' },
      { name: 'Bags', search: 'query=bag', savedAt: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(readSavedSearches('ws-b')).toEqual([]);
    deleteSavedSearch('ws-a', 'Bags');
    expect(readSavedSearches('ws-a').map((saved) => saved.name)).toEqual(['Red shoes']);
  });

  it('ignores what it cannot read', () => {
    globalThis.localStorage.setItem('cdp.search.saved.ws-a', '{not json');
    expect(readSavedSearches('ws-a')).toEqual([]);
    globalThis.localStorage.setItem(
      'cdp.search.saved.ws-a',
      JSON.stringify([{ name: 'ok', search: 'query=x', savedAt: 'now' }, { name: 3 }]),
    );
    expect(readSavedSearches('ws-a')).toEqual([{ name: 'ok', search: 'query=x', savedAt: 'now' }]);
  });
});
