import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../api/schemas';
import { createBulkIo } from '../api/bulk-io';
import { freezeSelection, MAX_SELECTION, type BulkIo } from '../model/bulk-job';
import type { BulkSelection } from '../model/bulk-selection';

export type FreezeState =
  | { status: 'reading'; read: number; total: number }
  | { status: 'refused'; reason: string }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; ids: number[]; profiles: Map<number, Profile>; io: BulkIo };

/**
 * The drawer's selection made fixed as it opens (decision 0183): "all matching" walks the listing in its filters
 * and sort, pages of 500, saying how far it is; ticked rows are read as they are now. Closing the drawer stops the
 * reading (`cancel` too). The I/O it returns has seen the pages, so the run's re-reads read pages, not profiles.
 */
export function useBulkFreeze(selection: BulkSelection) {
  const [state, setState] = useState<FreezeState>(() => ({
    status: 'reading',
    read: 0,
    total: selection.kind === 'matching' ? selection.total : selection.ids.length,
  }));
  const current = useRef<AbortController | null>(null);
  useEffect(() => {
    // One per run of the effect: React's strict mode runs it twice, and the first run's reading is stopped.
    const controller = new AbortController();
    current.current = controller;
    const io = createBulkIo(selection.params, { signal: controller.signal });
    const freeze = async (): Promise<FreezeState> => {
      if (selection.kind === 'ids') {
        const profiles = await io.readProfiles(selection.ids);
        return { status: 'ready', ids: [...selection.ids], profiles, io };
      }
      const frozen = await freezeSelection(io, MAX_SELECTION, (read, total) => {
        if (!controller.signal.aborted) setState({ status: 'reading', read, total });
      });
      return frozen.ok
        ? { status: 'ready', ids: frozen.ids, profiles: frozen.profiles, io }
        : { status: 'refused', reason: frozen.reason };
    };
    freeze().then(
      (next) => !controller.signal.aborted && setState(next),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
    // The selection is fixed for the drawer's life (the drawer is keyed by it).
  }, [selection]);
  return { state, cancel: () => current.current?.abort() };
}
