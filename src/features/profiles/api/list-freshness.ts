import { useMutationState, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileKeys } from './keys';

/**
 * The service accepts an import's rows with a 202 and applies each a moment later (decision 0026; the simulator
 * within 2 s). A list fetched right after the import holds only the rows applied so far, and the query client keeps
 * it fresh for 30 s: the list showed 30 of 47 imported profiles for half a minute. So the lists are asked again
 * once the rows are due, and the list says, for a while after an import, that it may still be catching up.
 */
export const importSettleMs = 3_000;
/** How long after an import the list mentions that it may take a moment. */
const importNoticeMs = 120_000;

export const importMutationKey = (ws: string) => [...profileKeys.all(ws), 'import'] as const;

/** After an accepted import: every profile query stale now, and the lists once more when the rows are applied. */
export function refreshAfterImport(queryClient: QueryClient, ws: string): void {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all(ws) });
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: profileKeys.lists(ws) }), importSettleMs);
}

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
