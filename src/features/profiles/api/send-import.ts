import { isApiError } from '../../../lib/api-error';
import { nextTask } from '../../../lib/next-task';
import {
  batchErrorsByIndex,
  matchKeysOf,
  type ImportPlan,
  type RejectedRow,
  type ValidatedImport,
} from '../model/import-rows';
import { defaultListParams } from '../model/list-params';
import { findProfileBy } from './find-profile';
import { listProfiles, type ProfilePage } from './list-profiles';
import { batchProfiles } from './mutations';

export const importChunkSize = 1000;

export interface ImportProgress {
  sent: number;
  total: number;
  /** What is counted while matching: rows looked up one by one, or the workspace's profiles read from its listing. */
  of?: 'rows' | 'profiles';
}

export interface ImportReport {
  /** Rows accepted that create a profile. */
  created: number;
  /** Rows accepted that update the existing profile they match. */
  updated: number;
  /** Rows that match an existing profile and were not sent (the person chose to skip them). */
  skipped: number;
  rejected: RejectedRow[];
  cancelled: boolean;
}

/** How many lookups (or listing pages) run at once while the rows are matched with existing profiles. */
const lookupConcurrency = 8;
const listingConcurrency = 4;
/** The listing's largest page (the export reads it the same way). */
export const matchPageSize = 500;
/** Rows matched against the listing between two turns of the page. */
const matchSlice = 5000;
/** Below this many rows, the rows are looked up one by one without asking how large the workspace is. */
const smallImport = 50;

type MatchKey = ReturnType<typeof matchKeysOf>[number];
const matchKeyId = (key: MatchKey) =>
  `${key.kind}:${key.kind === 'email' || key.kind === 'uuid' ? key.value.toLowerCase() : key.value}`;

/** Runs `task` for 0..count-1, at most `concurrency` at once, until the signal aborts. */
async function forEachConcurrently(
  count: number,
  concurrency: number,
  signal: AbortSignal,
  task: (n: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < count && !signal.aborted) {
      const n = next;
      next += 1;
      await task(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export interface MatchingDeps {
  find: typeof findProfileBy;
  list: typeof listProfiles;
}

/**
 * The rows (by row number) that match an existing profile, found the way the batch operation finds them
 * (matchKeysOf): the service answers a batch with a bare 202, so the split into created and updated is known
 * only by asking before sending. There is no lookup of many identifiers at once, so a large file is matched
 * against the whole listing (500 profiles a request) whenever that takes fewer requests than one lookup a row:
 * 50,000 rows into a workspace of 50,000 profiles are 100 requests instead of 50,000 (decision record 0062).
 */
export async function findExistingRows(
  items: ValidatedImport['items'],
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
  deps: MatchingDeps = { find: findProfileBy, list: listProfiles },
): Promise<Set<number>> {
  if (items.length >= smallImport) {
    const first = await deps.list({ ...defaultListParams, pageSize: matchPageSize }, signal);
    if (first.totalPages < items.length) return matchAgainstListing(items, first, onProgress, signal, deps.list);
  }
  const matches = new Set<number>();
  let done = 0;
  await forEachConcurrently(items.length, lookupConcurrency, signal, async (n) => {
    const entry = items[n] as ValidatedImport['items'][number];
    for (const key of matchKeysOf(entry.item)) {
      if (await deps.find(key.kind, key.value, signal)) {
        matches.add(entry.row);
        break;
      }
    }
    done += 1;
    if (done % 20 === 0 || done === items.length) onProgress({ sent: done, total: items.length, of: 'rows' });
  });
  return matches;
}

async function matchAgainstListing(
  items: ValidatedImport['items'],
  first: ProfilePage,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
  list: typeof listProfiles,
): Promise<Set<number>> {
  const known = new Set<string>();
  let read = 0;
  const add = (page: ProfilePage) => {
    for (const profile of page.profiles) {
      known.add(matchKeyId({ kind: 'id', value: String(profile.clientId) }));
      if (profile.customId) known.add(matchKeyId({ kind: 'customId', value: profile.customId }));
      if (profile.email) known.add(matchKeyId({ kind: 'email', value: profile.email }));
      if (profile.uuid) known.add(matchKeyId({ kind: 'uuid', value: profile.uuid }));
    }
    read += page.profiles.length;
    onProgress({ sent: Math.min(read, first.totalCount), total: first.totalCount, of: 'profiles' });
  };
  add(first);
  await forEachConcurrently(first.totalPages - 1, listingConcurrency, signal, async (n) => {
    add(await list({ ...defaultListParams, page: n + 2, pageSize: matchPageSize }, signal));
  });
  // In slices, giving the page a turn between them: 50,000 rows at once were a 100-200 ms long task.
  const matches = new Set<number>();
  for (let start = 0; start < items.length && !signal.aborted; start += matchSlice) {
    for (const entry of items.slice(start, start + matchSlice))
      if (matchKeysOf(entry.item).some((key) => known.has(matchKeyId(key)))) matches.add(entry.row);
    await nextTask();
  }
  return matches;
}

/**
 * Sends the planned rows (creates and updates; skipped rows are not sent) to the batch operation in chunks. A chunk the service refuses item by item
 * (`errors[].field` like `[3].email`) is sent again without those items, which are reported with the
 * service's reason. Stops between chunks when the signal aborts.
 */
export async function sendImport(
  validated: ValidatedImport,
  plan: ImportPlan,
  rowsOf: (row: number) => Record<string, string>,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
  send: typeof batchProfiles = batchProfiles,
): Promise<ImportReport> {
  const rejected = [...validated.rejected];
  const updates = new Set(plan.update.map((entry) => entry.row));
  const toSend = [...plan.create, ...plan.update].sort((a, b) => a.row - b.row);
  let created = 0;
  let updated = 0;
  const report = (cancelled: boolean): ImportReport => {
    rejected.sort((a, b) => a.row - b.row);
    return { created, updated, skipped: plan.skipped.length, rejected, cancelled };
  };
  const total = toSend.length;
  for (let start = 0; start < total; start += importChunkSize) {
    if (signal.aborted) return report(true);
    let chunk = toSend.slice(start, start + importChunkSize);
    for (let attempt = 0; attempt < 2 && chunk.length > 0; attempt += 1) {
      try {
        await send(
          chunk.map((entry) => entry.item),
          signal,
        );
        for (const entry of chunk) {
          if (updates.has(entry.row)) updated += 1;
          else created += 1;
        }
        chunk = [];
      } catch (error) {
        if (signal.aborted) return report(true);
        const byIndex =
          isApiError(error) && error.status === 400 ? batchErrorsByIndex(error.fieldErrors) : new Map<number, string>();
        if (byIndex.size === 0 || attempt === 1) throw error;
        for (const [index, reason] of byIndex) {
          const entry = chunk[index];
          if (entry)
            rejected.push({ row: entry.row, reason: `Refused by the service: ${reason}`, values: rowsOf(entry.row) });
        }
        chunk = chunk.filter((_, index) => !byIndex.has(index));
      }
    }
    onProgress({ sent: Math.min(start + importChunkSize, total), total });
  }
  return report(false);
}
