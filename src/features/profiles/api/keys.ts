import type { ProfileListParams } from '../model/list-params';

/** Query keys; every one carries the workspace, so nothing of workspace A shows in workspace B. */
export const profileKeys = {
  all: (ws: string) => ['profiles', ws] as const,
  /** Every listing page, whatever its filters: what a create, edit, delete or import makes stale. */
  lists: (ws: string) => [...profileKeys.all(ws), 'list'] as const,
  list: (ws: string, params: ProfileListParams) => [...profileKeys.lists(ws), params] as const,
  detail: (ws: string, id: number) => [...profileKeys.all(ws), 'detail', id] as const,
  devices: (ws: string, id: number) => [...profileKeys.all(ws), 'devices', id] as const,
  geo: (ws: string, id: number) => [...profileKeys.all(ws), 'geo', id] as const,
  browsers: (ws: string, id: number) => [...profileKeys.all(ws), 'browsers', id] as const,
  /** The bulk jobs' journal of this browser (IndexedDB), not a request. */
  bulkJobs: (ws: string) => [...profileKeys.all(ws), 'bulk-jobs'] as const,
};
