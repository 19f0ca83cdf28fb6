import { useSyncExternalStore } from 'react';
import { subscribeLocal } from '../../../lib/local-store';
import { readSavedSearches, type SavedSearch } from '../model/saved-searches';

/** The workspace's saved searches, kept current when one is saved or deleted (here or in another tab). */
export function useSavedSearches(ws: string): SavedSearch[] {
  return useSyncExternalStore(
    subscribeLocal,
    () => readSavedSearches(ws),
    () => readSavedSearches(ws),
  );
}
