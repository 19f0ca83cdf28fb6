import type { SearchRequestInput } from './build-request';

/** Query keys; every one carries the workspace. The tracker key is not in them (a new key drops them all). */
export const searchKeys = {
  all: (ws: string) => ['search', ws] as const,
  indices: (ws: string) => [...searchKeys.all(ws), 'indices'] as const,
  results: (ws: string, input: Omit<SearchRequestInput, 'image'>, imageId: number | null) =>
    [...searchKeys.all(ws), 'results', input, imageId] as const,
};
