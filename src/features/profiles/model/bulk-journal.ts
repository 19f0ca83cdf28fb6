/**
 * The bulk jobs' journal (issue 37): per profile the value before and the value written, per chunk its state.
 * Kept in IndexedDB so a reload resumes at the next unsent chunk (bulk-job.ts recoverInterrupted), and exported
 * as JSON so another admin or browser can undo. Behind `JournalStore`: IndexedDB in the app, memory in tests (no
 * IndexedDB twin is installed for Node).
 */
import * as z from 'zod/mini';
import { openIdb } from '../../../lib/indexed-db';
import type { DeletionReport } from './bulk-delete';
import type { JobState } from './bulk-job';
import type { ProfileListParams } from './list-params';

export interface JournalRecord {
  id: string;
  createdAt: string;
  /** Who started the job (the signed-in user's name or email). */
  createdBy: string;
  /** The workspace's guid: a journal is only offered in its own workspace. */
  workspace: string;
  /** The selection's filters, in words ("city: Łódź · anonymous: no"). */
  filter: string;
  /**
   * The listing's filters and sort the selection was made on: a resumed job, undo and verify re-read through its
   * pages (api/bulk-io.ts). Absent in records written before the drawer kept it: those read the whole listing.
   */
  params?: ProfileListParams;
  job: JobState;
  /** A marking job's deletion, once it ran (bulk-delete.ts). */
  deletion?: DeletionReport;
}

export interface JournalStore {
  list(): Promise<JournalRecord[]>;
  get(id: string): Promise<JournalRecord | undefined>;
  put(record: JournalRecord): Promise<void>;
  remove(id: string): Promise<void>;
}

const clone = (record: JournalRecord): JournalRecord => structuredClone(record);

/** The in-memory twin (unit tests): copies on the way in and out, as IndexedDB's structured clone does. */
export function memoryJournalStore(): JournalStore {
  const records = new Map<string, JournalRecord>();
  return {
    list: async () => [...records.values()].map(clone),
    get: async (id) => (records.has(id) ? clone(records.get(id)!) : undefined),
    put: async (record) => void records.set(record.id, clone(record)),
    remove: async (id) => void records.delete(id),
  };
}

const DATABASE = 'bulk-jobs';
const OBJECT_STORE = 'journal';

/** The journal in IndexedDB, one record per job (src/lib/indexed-db.ts). */
export function indexedDbJournalStore(factory: IDBFactory = indexedDB): JournalStore {
  const db = openIdb(DATABASE, 1, [OBJECT_STORE], factory);
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    db.run(OBJECT_STORE, mode, action);
  return {
    list: async () => (await run('readonly', (store) => store.getAll())) as JournalRecord[],
    get: async (id) => (await run('readonly', (store) => store.get(id))) as JournalRecord | undefined,
    put: async (record) => void (await run('readwrite', (store) => store.put(record))),
    remove: async (id) => void (await run('readwrite', (store) => store.delete(id))),
  };
}

export const JOURNAL_FORMAT = 'bulk-journal/1';

export function exportJournal(record: JournalRecord): string {
  return JSON.stringify({ format: JOURNAL_FORMAT, ...record }, null, 2);
}

const fieldValues = z.record(z.string(), z.unknown());
const importedSchema = z.object({
  format: z.literal(JOURNAL_FORMAT),
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  workspace: z.string(),
  filter: z.string(),
  job: z.object({
    action: z.object({ kind: z.string() }),
    state: z.string(),
    chunks: z.array(z.object({ ids: z.array(z.number()), state: z.string(), rounds: z.number() })),
    entries: z.record(
      z.string(),
      z.object({
        clientId: z.number(),
        outcome: z.string(),
        before: z.optional(fieldValues),
        written: z.optional(fieldValues),
      }),
    ),
  }),
});

/** Reads an exported journal; a file that is not one says so in a sentence. */
export function importJournal(text: string): { ok: true; record: JournalRecord } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'This file is not JSON: choose a journal exported from the jobs page.' };
  }
  const parsed = importedSchema.safeParse(value);
  if (!parsed.success)
    return { ok: false, reason: 'This file is not a bulk job journal (or is from a newer version of the dashboard).' };
  const { format: _format, ...record } = value as JournalRecord & { format: string };
  return { ok: true, record };
}
