/**
 * The jobs page's data (issue 37): the journal of this browser's bulk jobs, and what the page does with a job
 * (undo, check again, import). The journal lives in IndexedDB; where there is none (Node, the component tests) the
 * memory twin stands in, as bulk-journal.ts describes.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  indexedDbJournalStore,
  importJournal,
  memoryJournalStore,
  type JournalRecord,
  type JournalStore,
} from '../model/bulk-journal';
import { undoJob, verifyJob, type BulkIo } from '../model/bulk-job';
import { defaultListParams } from '../model/list-params';
import { createBulkIo } from './bulk-io';
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

/**
 * The engine's I/O for a job read from the journal: the listing the selection was made on is not kept, so its
 * re-reads fetch each profile on its own (bulk-io.ts falls back to that for a profile it has not seen on a page).
 */
export function journalIo(): BulkIo {
  return createBulkIo(defaultListParams);
}

async function save(client: QueryClient, record: JournalRecord) {
  await bulkJournalStore().put(record);
  await client.invalidateQueries({ queryKey: profileKeys.bulkJobs(record.workspace) });
}

/** Writes the earlier values back where the job's values still stand (bulk-job.ts undoJob), then saves. */
export async function undoBulkJob(client: QueryClient, record: JournalRecord, io: BulkIo = journalIo()) {
  const job = await undoJob(structuredClone(record.job), io);
  await save(client, { ...record, job });
  await client.invalidateQueries({ queryKey: profileKeys.lists(record.workspace) });
  return job;
}

/** Reads the "not yet visible" profiles once more; those that show the written value become "applied". */
export async function checkBulkJobAgain(client: QueryClient, record: JournalRecord, io: BulkIo = journalIo()) {
  const job = await verifyJob(structuredClone(record.job), io, 0);
  await save(client, { ...record, job });
  return job;
}

/** Adds an exported journal to this browser's: a file of another workspace or not a journal is refused. */
export async function importBulkJournal(
  client: QueryClient,
  ws: string,
  text: string,
): Promise<{ ok: true; record: JournalRecord } | { ok: false; reason: string }> {
  const read = importJournal(text);
  if (!read.ok) return read;
  if (read.record.workspace !== ws)
    return { ok: false, reason: 'This journal is from another workspace: open that workspace to import it.' };
  await save(client, read.record);
  return read;
}
