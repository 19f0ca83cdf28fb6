/**
 * The jobs page's query: this browser's journal of bulk jobs (IndexedDB; where there is none, in Node and the
 * component tests, the memory twin of bulk-journal.ts). Apart from the page's actions (bulk-jobs.ts) because the
 * route's data module imports it, and data modules travel together into every page (docs/performance.md).
 */
import { queryOptions } from '@tanstack/react-query';
import { indexedDbJournalStore, memoryJournalStore, type JournalStore } from '../model/bulk-journal';
import { profileKeys } from './keys';

let store: JournalStore | undefined;

/** The journal of this browser: one store for the whole tab, so the page and the engine see the same records. */
export function bulkJournalStore(): JournalStore {
  store ??= typeof indexedDB === 'undefined' ? memoryJournalStore() : indexedDbJournalStore();
  return store;
}

/** The workspace's jobs, newest first. */
export const bulkJobsQuery = (ws: string) =>
  queryOptions({
    queryKey: profileKeys.bulkJobs(ws),
    queryFn: async () =>
      (await bulkJournalStore().list())
        .filter((record) => record.workspace === ws)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
