/**
 * What the jobs page does with a job of the journal (issue 37): undo, check again, import, delete the marked
 * profiles. The journal itself and the page's query are in bulk-jobs-query.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { importJournal, type JournalRecord } from '../model/bulk-journal';
import { bulkJournalStore } from './bulk-jobs-query';
import { isApiError } from '../../../lib/api-error';
import { toCsv } from '../../../lib/csv';
import { downloadText } from '../../../lib/download';
import { deleteMarked, type DeleteIo } from '../model/bulk-delete';
import { undoJob, verifyJob, type BulkIo } from '../model/bulk-job';
import { defaultListParams } from '../model/list-params';
import { createBulkIo } from './bulk-io';
import { profileKeys } from './keys';
import { deleteProfile } from './mutations';

/**
 * The engine's I/O for a job read from the journal: its re-reads go through the listing the selection was made on
 * (the whole listing for a record that does not keep it), a page at a time (bulk-io.ts).
 */
export function journalIo(record: Pick<JournalRecord, 'params'>): BulkIo {
  return createBulkIo(record.params ?? defaultListParams);
}

async function save(client: QueryClient, record: JournalRecord) {
  await bulkJournalStore().put(record);
  await client.invalidateQueries({ queryKey: profileKeys.bulkJobs(record.workspace) });
}

/** Writes the earlier values back where the job's values still stand (bulk-job.ts undoJob), then saves. */
export async function undoBulkJob(client: QueryClient, record: JournalRecord, io: BulkIo = journalIo(record)) {
  const job = await undoJob(structuredClone(record.job), io);
  await save(client, { ...record, job });
  await client.invalidateQueries({ queryKey: profileKeys.lists(record.workspace) });
  return job;
}

/** Reads the "not yet visible" profiles once more; those that show the written value become "applied". */
export async function checkBulkJobAgain(client: QueryClient, record: JournalRecord, io: BulkIo = journalIo(record)) {
  const job = await verifyJob(structuredClone(record.job), io, 0, 0);
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

/**
 * The deletion's I/O over the service: the backup is the profile export's CSV (formula-safe, src/lib/csv.ts),
 * downloaded before the first DELETE; then one DELETE per profile, in order.
 */
export function deleteIo(io: BulkIo): DeleteIo {
  return {
    readProfiles: (ids) => io.readProfiles(ids),
    writeBackup: async (fileName, profiles) => {
      // The export's row shape loads with the first deletion, not with the page (it brings the form's models).
      const { csvRowOf } = await import('./export-profiles');
      downloadText(fileName, await toCsv(profiles.map(csvRowOf)));
    },
    deleteProfile: async (id) => {
      try {
        await deleteProfile(id);
        return { status: 204 };
      } catch (error) {
        if (isApiError(error) && error.kind === 'http')
          return { status: error.status, permission: error.missingPermission };
        return { status: 0 };
      }
    },
    now: () => Date.now(),
  };
}

/** Deletes what the marking job marked and is still marked (bulk-delete.ts), and keeps the report in the journal. */
export async function deleteMarkedProfiles(
  client: QueryClient,
  record: JournalRecord,
  typed: string,
  io: DeleteIo = deleteIo(journalIo(record)),
) {
  const result = await deleteMarked(record.job, typed, io);
  if (!result.ok) return result;
  await save(client, { ...record, deletion: result.report });
  await client.invalidateQueries({ queryKey: profileKeys.lists(record.workspace) });
  return result;
}
