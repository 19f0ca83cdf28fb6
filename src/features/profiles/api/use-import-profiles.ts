import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '../../../lib/poll';
import { matchKeysOf, type ImportPlan, type ValidatedImport } from '../model/import-rows';
import { findProfileBy } from './find-profile';
import { profileKeys } from './keys';
import { importMutationKey } from './list-freshness';
import { sendImport, type ImportProgress } from './send-import';

export interface ImportProfilesVariables {
  validated: ValidatedImport;
  /** Which rows create, update or are skipped (planImport). */
  plan: ImportPlan;
  /** The cells of a row, for the rejected-rows report. */
  rowsOf: (row: number) => Record<string, string>;
  onProgress: (progress: ImportProgress) => void;
  signal: AbortSignal;
}

/**
 * Sends a checked import in chunks (sendImport) and resolves with its report. Every profile query goes stale at
 * once, and again when the service has applied the import: it accepts the rows (202) and applies them a moment
 * later, so a list read right after the answer would otherwise stay without them for its whole stale time.
 */
export function useImportProfiles(workspaceGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: importMutationKey(workspaceGuid),
    mutationFn: ({ validated, plan, rowsOf, onProgress, signal }: ImportProfilesVariables) =>
      sendImport(validated, plan, rowsOf, onProgress, signal),
    onSuccess: (report, { plan }) => {
      const invalidate = () => queryClient.invalidateQueries({ queryKey: profileKeys.all(workspaceGuid) });
      void invalidate();
      const last = [...plan.create, ...plan.update].at(-1);
      const key = last && matchKeysOf(last.item)[0];
      if (!key || report.created + report.updated === 0) return;
      // The last row sent is applied last (changes keep their order): when it can be found, the rest can too.
      void pollUntil(async () => ((await findProfileBy(key.kind, key.value)) ? true : undefined), {
        intervalMs: 500,
        timeoutMs: 30_000,
      })
        .then(() => invalidate())
        .catch(() => invalidate());
    },
  });
}
