import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidatedImport } from '../model/import-rows';
import { importMutationKey, refreshAfterImport } from './list-freshness';
import { sendImport, type ImportProgress } from './send-import';

export interface ImportProfilesVariables {
  validated: ValidatedImport;
  /** The cells of a row, for the rejected-rows report. */
  rowsOf: (row: number) => Record<string, string>;
  onProgress: (progress: ImportProgress) => void;
  signal: AbortSignal;
}

/** Sends a checked import in chunks (sendImport) and resolves with its report; every profile query goes stale,
 * and the lists again once the rows are applied (list-freshness.ts). */
export function useImportProfiles(workspaceGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: importMutationKey(workspaceGuid),
    mutationFn: ({ validated, rowsOf, onProgress, signal }: ImportProfilesVariables) =>
      sendImport(validated, rowsOf, onProgress, signal),
    onSuccess: () => refreshAfterImport(queryClient, workspaceGuid),
  });
}
