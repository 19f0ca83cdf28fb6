import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { profileKeys } from './keys';

/**
 * The service accepts an import's rows with a 202 and applies each a moment later (decision 0026): a list fetched
 * right after an import holds only the rows applied so far (it showed 30 of 47 imported profiles for half a
 * minute). useImportProfiles asks the lists again once the rows are applied; for a while after an import the list
 * says it may still be catching up.
 *
 * How long after an import the list mentions that it may take a moment. */
const importNoticeMs = 120_000;

export const importMutationKey = (ws: string) => [...profileKeys.all(ws), 'import'] as const;

/**
 * When this tab last ran an import into the workspace, if recent enough to mention: within two minutes before the
 * list opened, or since.
 */
export function useRecentImport(ws: string): number | null {
  const [openedAt] = useState(() => Date.now());
  const finished = useMutationState({
    filters: { mutationKey: importMutationKey(ws), status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  const last = Math.max(0, ...finished);
  return last > 0 && openedAt - last < importNoticeMs ? last : null;
}
