import { isApiError } from '../../../lib/api-error';
import {
  batchErrorsByIndex,
  matchKeysOf,
  type ImportPlan,
  type RejectedRow,
  type ValidatedImport,
} from '../model/import-rows';
import { findProfileBy } from './find-profile';
import { batchProfiles } from './mutations';

export const importChunkSize = 1000;

export interface ImportProgress {
  sent: number;
  total: number;
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

/** How many lookups run at once while the rows are matched with existing profiles. */
const lookupConcurrency = 8;

/**
 * The rows (by row number) that match an existing profile, found the way the batch operation finds them
 * (matchKeysOf): the service answers a batch with a bare 202, so the split into created and updated is known
 * only by asking before sending.
 */
export async function findExistingRows(
  items: ValidatedImport['items'],
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
  find: typeof findProfileBy = findProfileBy,
): Promise<Set<number>> {
  const matches = new Set<number>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const entry = items[next] as ValidatedImport['items'][number];
      next += 1;
      for (const key of matchKeysOf(entry.item)) {
        if (await find(key.kind, key.value, signal)) {
          matches.add(entry.row);
          break;
        }
      }
      done += 1;
      if (done % 20 === 0 || done === items.length) onProgress({ sent: done, total: items.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(lookupConcurrency, items.length) }, worker));
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
