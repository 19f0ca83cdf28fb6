import { isApiError } from '../../../lib/api-error';
import { batchErrorsByIndex, type RejectedRow, type ValidatedImport } from '../model/import-rows';
import { batchProfiles } from './mutations';

export const importChunkSize = 1000;

export interface ImportProgress {
  sent: number;
  total: number;
}

export interface ImportReport {
  accepted: number;
  rejected: RejectedRow[];
  cancelled: boolean;
}

/**
 * Sends validated rows to the batch operation in chunks. A chunk the service refuses item by item
 * (`errors[].field` like `[3].email`) is sent again without those items, which are reported with the
 * service's reason. Stops between chunks when the signal aborts.
 */
export async function sendImport(
  validated: ValidatedImport,
  rowsOf: (row: number) => Record<string, string>,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
  send: typeof batchProfiles = batchProfiles,
): Promise<ImportReport> {
  const rejected = [...validated.rejected];
  let accepted = 0;
  const total = validated.items.length;
  for (let start = 0; start < total; start += importChunkSize) {
    if (signal.aborted) return { accepted, rejected, cancelled: true };
    let chunk = validated.items.slice(start, start + importChunkSize);
    for (let attempt = 0; attempt < 2 && chunk.length > 0; attempt += 1) {
      try {
        await send(
          chunk.map((entry) => entry.item),
          signal,
        );
        accepted += chunk.length;
        chunk = [];
      } catch (error) {
        if (signal.aborted) return { accepted, rejected, cancelled: true };
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
  rejected.sort((a, b) => a.row - b.row);
  return { accepted, rejected, cancelled: false };
}
