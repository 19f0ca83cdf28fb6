import { QueryClient } from '@tanstack/react-query';
import type { SearchRequestInput } from '../model/build-request';
import { searchKeys } from './keys';
import { dropSearchResults, searchResultsQuery } from './search-results';

const ws = 'ws-results-test';
const input: SearchRequestInput = {
  indexId: 'ws-products-1',
  tab: 'query',
  explain: false,
  method: 'GET',
  values: { query: 'shoe' },
};

describe('the search results query', () => {
  it('is keyed by the tracker key it is sent with: another key never reuses the cached results', () => {
    const first = searchResultsQuery(ws, 'key-1', input, null);
    const second = searchResultsQuery(ws, 'key-2', input, null);
    expect(first.queryKey).not.toEqual(second.queryKey);
    const client = new QueryClient();
    client.setQueryData(first.queryKey, { cached: true } as never);
    expect(client.getQueryData(second.queryKey)).toBeUndefined();
  });

  it('the image is named by its id in the key, so a new image is a new search', () => {
    const image = new Blob(['a']);
    const withImage = (imageId: number) =>
      searchResultsQuery(ws, 'key', { ...input, tab: 'visual', image }, imageId).queryKey;
    const client = new QueryClient();
    client.setQueryData(withImage(1), { cached: true } as never);
    expect(client.getQueryData(withImage(1))).toEqual({ cached: true });
    expect(client.getQueryData(withImage(2))).toBeUndefined();
  });

  it('is not sent until the tracker key, the index and a valid request are there', () => {
    expect(searchResultsQuery(ws, 'key', input, null).enabled).toBe(true);
    expect(searchResultsQuery(ws, null, input, null).enabled).toBe(false);
    expect(searchResultsQuery(ws, 'key', { ...input, indexId: '' }, null).enabled).toBe(false);
    expect(searchResultsQuery(ws, 'key', { ...input, values: { filters: 'brand ==' } }, null).enabled).toBe(false);
  });

  it("a refused tracker key drops every search of the workspace, and only that workspace's", () => {
    const client = new QueryClient();
    const mine = searchResultsQuery(ws, 'key', input, null).queryKey;
    const other = searchResultsQuery('ws-other', 'key', input, null).queryKey;
    client.setQueryData(mine, { cached: true } as never);
    client.setQueryData(searchKeys.indices(ws), { data: [] });
    client.setQueryData(other, { cached: true } as never);
    dropSearchResults(client, ws);
    expect(client.getQueryData(mine)).toBeUndefined();
    expect(client.getQueryData(searchKeys.indices(ws))).toBeUndefined();
    expect(client.getQueryData(other)).toEqual({ cached: true });
  });
});
