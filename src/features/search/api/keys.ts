import type { SearchRequestInput } from '../model/build-request';

/**
 * Query keys; every one carries the workspace. A search's key carries the tracker key it is sent with, and the
 * image's id stands for the image (a Blob hashes as `{}` in a key).
 */
/** Every search key has this shape, so a side's query can be a real search or the comparison-off placeholder. */
export type SearchKey = readonly ['search', string, ...unknown[]];

export const searchKeys = {
  all: (ws: string) => ['search', ws] as const,
  indices: (ws: string) => [...searchKeys.all(ws), 'indices'] as const,
  results: (ws: string, trackerKey: string | null, input: SearchRequestInput, imageId: number | null): SearchKey =>
    [...searchKeys.all(ws), 'results', trackerKey, input, imageId] as const,
  comparisonOff: (ws: string): SearchKey => [...searchKeys.all(ws), 'compare-off'] as const,
};
