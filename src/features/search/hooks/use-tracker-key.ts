import { useSyncExternalStore } from 'react';
import { subscribeLocal } from '../../../lib/local-store';
import { readTrackerKey } from '../model/tracker-key';

/** The workspace's stored tracker key, kept current when it is saved or forgotten (here or in another tab). */
export function useTrackerKey(ws: string): string | null {
  return useSyncExternalStore(
    subscribeLocal,
    () => readTrackerKey(ws),
    () => readTrackerKey(ws),
  );
}
